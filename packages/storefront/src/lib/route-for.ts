import type { PageContext } from 'vike/types'
import type { PageType } from '@storefront/region-config'

/** Vike route function of a page type: the route table (via onBeforeRoute) decides. */
export const routeFor = (type: PageType) => (pageContext: PageContext) =>
  pageContext.resolution?.kind === 'page' && pageContext.resolution.route.component === type
