// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { PAGE_MESSAGES } from '../../src/lib/server/page-messages'
import { wholeCatalogue } from '../../src/lib/server/products-shown'

/** The catalogue page: its copy and every robot of the region (grouped, filtered and sorted by catalogue-data.ts). */
export const onBeforeRender = pageDataHook({ messages: PAGE_MESSAGES, copy: true, products: wholeCatalogue })
