import { nextBoundaryAfter } from '@storefront/region-config'
import type { CacheablePage } from './page-request'
import { boundariesOf } from './time-boundaries'

/**
 * `Cache-Control` of a page, so a CDN can hold it (docs/deployment.md#scaling-out).
 *
 * A page's HTML is the same for every visitor and only changes with the server clock at the instants
 * the catalogue and the route table know (launch stages, promo starts, route windows). So a shared
 * cache may keep it, but never past the next such instant: `s-maxage` and `stale-while-revalidate`
 * together end before it, and so does the browser's `max-age`. Besides the boundary, caps bound how
 * long a deploy takes to reach everyone and how old the server time embedded in the page can be.
 * https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Cache-Control
 */
export const HTML_CACHE_LIMITS = {
  /** Browser: seconds before it asks again. */
  maxAge: 60,
  /** Shared caches (CDN): seconds they may serve the page without asking the origin. */
  sMaxAge: 300,
  /** Shared caches: seconds they may serve it stale while they fetch a fresh one. */
  staleWhileRevalidate: 60,
}

/** The header value for HTML valid until `boundary` (epoch ms, null: no boundary ahead), at `now`. */
export function cacheControlUntil(boundary: number | null, now: number, limits = HTML_CACHE_LIMITS): string {
  // Caches count a lifetime in whole seconds from the second they stored the page, so one may serve it for up to a
  // second past `now + s-maxage`: the lifetime ends a second early to keep that second before the boundary.
  const left = boundary === null ? Infinity : Math.floor((boundary - now) / 1000) - 1
  if (left < 1) return 'public, max-age=0, must-revalidate'
  const shared = Math.min(limits.sMaxAge, left)
  const stale = Math.min(limits.staleWhileRevalidate, left - shared)
  const browser = Math.min(limits.maxAge, shared)
  return `public, max-age=${browser}, s-maxage=${shared}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`
}

/**
 * `Cache-Control` of a 200 answer of the page a request asks for (cacheablePage: a page or its client-navigation
 * `.pageContext.json`), or null when it must not be held by shared caches: the account screens read their query
 * (tokens, fromPath) and stay `no-store`, as does anything that is not a page. A page of the route table that is no
 * account screen is cacheablePage's `page` lane, so the path is not resolved again here.
 */
export function pageCacheControl(page: Pick<CacheablePage, 'lane' | 'region'> | null, now: number): string | null {
  return page?.lane === 'page' ? cacheControlUntil(nextBoundaryAfter(boundariesOf(page.region), now), now) : null
}
