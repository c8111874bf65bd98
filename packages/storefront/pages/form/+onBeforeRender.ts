// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { FORM_MESSAGES } from '../../src/lib/server/page-messages'
import { wholeCatalogue } from '../../src/lib/server/products-shown'

/** A service form (product registration, return, wholesale): its copy, its fields' words, every robot to pick. */
export const onBeforeRender = pageDataHook({ messages: FORM_MESSAGES, copy: true, products: wholeCatalogue })
