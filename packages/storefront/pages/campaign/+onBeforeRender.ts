// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { PAGE_MESSAGES } from '../../src/lib/server/page-messages'
import { productsOfThePage } from '../../src/lib/server/products-shown'

/** A campaign (Black Friday, Christmas sale): its copy and the robots it lists at their deal prices. */
export const onBeforeRender = pageDataHook({ messages: PAGE_MESSAGES, copy: true, products: productsOfThePage })
