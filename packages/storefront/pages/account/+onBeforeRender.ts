// https://vike.dev/onBeforeRender
import { pageDataHook } from '../../src/lib/server/page-data-hook'
import { ACCOUNT_MESSAGES } from '../../src/lib/server/page-messages'
import { productsOfThePage } from '../../src/lib/server/products-shown'

/** An account screen: no copy bundle (its words are the `account` messages), no robots. */
export const onBeforeRender = pageDataHook({ messages: ACCOUNT_MESSAGES, copy: false, products: productsOfThePage })
