// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { PAGE_MESSAGES } from '../../src/lib/server/page-messages'
import { productsOfThePage } from '../../src/lib/server/products-shown'

/** A robot's page: its copy, the robot and those its copy lists. */
export const onBeforeRender = pageDataHook({ messages: PAGE_MESSAGES, copy: true, products: productsOfThePage })
