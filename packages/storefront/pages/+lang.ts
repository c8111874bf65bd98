import type { PageContext } from 'vike/types'
import type { PageData } from '../src/lib/shared/page-data'

// https://vike.dev/lang — the page's language (en-EU for eu, zh-HK on the Hong Kong page;
// docs/rules/regions.md#locales-and-fallback).
export default (pageContext: PageContext<PageData>) => pageContext.storefront?.language ?? 'zh-CN'
