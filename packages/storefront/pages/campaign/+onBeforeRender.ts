// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/page-data-hook'
import { PAGE_MESSAGES } from '../../src/lib/page-messages'
import { productsOfThePage } from '../../src/lib/products-shown'

/** A campaign (Black Friday, Christmas sale): its copy and the robots it lists at their deal prices. */
export const onBeforeRender = pageDataHook({ messages: PAGE_MESSAGES, copy: true, products: productsOfThePage })
