// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { PAGE_MESSAGES } from '../../src/lib/server/page-messages'
import { wholeCatalogue } from '../../src/lib/server/products-shown'

/** The region's not-found page (docs/rules/routing.md#not-found): its chrome and robots to suggest. */
export const onBeforeRender = pageDataHook({ messages: PAGE_MESSAGES, copy: false, products: wholeCatalogue })
