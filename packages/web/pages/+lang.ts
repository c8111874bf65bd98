import type { PageContext } from 'vike/types'
import type { PageData } from '../src/lib/page-data'

// https://vike.dev/lang — the spec's locale (en-EU for eu, zh-HK on the Hong Kong page).
export default (pageContext: PageContext<PageData>) => pageContext.data?.language ?? 'zh-CN'
