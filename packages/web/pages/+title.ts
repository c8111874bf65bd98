import type { PageContext } from 'vike/types'
import type { PageData } from '../src/lib/page-data'

// https://vike.dev/title — also updates document.title after client navigation.
export default (pageContext: PageContext<PageData>) => pageContext.data?.title ?? ''
