import { resolvePath, routeQuery, type RegionId } from '@storefront/region-config'

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/** A request for a page the render cache may hold (its HTML, or its client navigation's `.pageContext.json`). */
export interface CacheablePage {
  /** The cache key: app, path and the query parameters the page reads, nothing else. */
  key: string
  /** What the renderer sees: the same path and parameters (tracking and unknown ones left out). */
  urlOriginal: string
  /** The region whose time boundaries the page depends on (time-boundaries.ts). */
  region: RegionId
}

/**
 * The cacheable page a URL asks for, or null: render every time, with the full URL. A page of the
 * route table is cacheable, except the account screens (they read tokens and `fromPath`, and are
 * noindex forms). Its key and render URL keep only the query parameters the route declares
 * (`query` in the route table): an ad click's `?gclid=…&utm_source=…` is the same page as the bare
 * URL, from the same cache entry, and never reaches the HTML; the browser still has it in `location`.
 * Redirects and 404s are not cacheable and keep the whole query (a canonical redirect passes it on).
 */
export function cacheablePage(app: string, url: URL, now: number): CacheablePage | null {
  const { pathname } = url
  const pagePath = pathname.endsWith(PAGE_CONTEXT_SUFFIX)
    ? pathname.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/'
    : pathname
  const resolution = resolvePath(pagePath, now)
  if (resolution.kind !== 'page' || resolution.route.component === 'account') return null
  const urlOriginal = pathname + (url.search ? routeQuery(resolution.route, url.searchParams) : '')
  return { key: `${app} ${urlOriginal}`, urlOriginal, region: resolution.region }
}
