// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { PAGE_MESSAGES } from '../../src/lib/server/page-messages'
import { productsOfThePage } from '../../src/lib/server/products-shown'

/** The region chooser: its copy (the bundle its region reads) and the region names. */
export const onBeforeRender = pageDataHook({ messages: PAGE_MESSAGES, copy: true, products: productsOfThePage })
