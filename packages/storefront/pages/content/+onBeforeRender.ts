// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { PAGE_MESSAGES } from '../../src/lib/server/page-messages'
import { productsOfThePage } from '../../src/lib/server/products-shown'

/** The hero-and-sections pages (home, mini-robot, where-to-buy, manuals, faq, article): their copy and the robots it
 * lists. */
export const onBeforeRender = pageDataHook({ messages: PAGE_MESSAGES, copy: true, products: productsOfThePage })
