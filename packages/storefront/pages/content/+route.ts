import type { PageContext } from 'vike/types'
import type { PageType } from '@storefront/region-config'

/** The page types that are hero and content sections only: one page for all of them. */
const CONTENT_TYPES = new Set<PageType>(['home', 'faq', 'article', 'manuals', 'mini-robot', 'where-to-buy'])

export default (pageContext: PageContext) =>
  pageContext.resolution?.kind === 'page' && CONTENT_TYPES.has(pageContext.resolution.route.component as PageType)
