import { describe, expect, it } from 'vitest'
import { findProduct, nextBoundaryAfter, REGION_APP, regionConfig, resolvePath } from '@storefront/region-config'
import { cacheControlUntil, HTML_CACHE_LIMITS, pageCacheControl } from './cache-control'
import { cacheablePage } from './page-request'
import { boundariesOf } from './time-boundaries'

const at = (iso: string) => Date.parse(iso)
/** The header of a 200 answer at `pathname`, as its app's server gives it (the page cacheablePage resolves). */
const htmlCacheControl = (pathname: string, now: number) => {
  const app = REGION_APP[resolvePath(pathname.replace('/index.pageContext.json', '') || '/', now).region]
  return pageCacheControl(cacheablePage(app, new URL(`http://localhost${pathname}`), now), now)
}
const seconds = (header: string, directive: string) =>
  Number(new RegExp(`${directive}=(\\d+)`).exec(header)?.[1] ?? NaN)

describe('cacheControlUntil', () => {
  it('uses the caps when the next boundary is far', () => {
    expect(cacheControlUntil(null, 0)).toBe(
      `public, max-age=${HTML_CACHE_LIMITS.maxAge}, s-maxage=${HTML_CACHE_LIMITS.sMaxAge}, ` +
        `stale-while-revalidate=${HTML_CACHE_LIMITS.staleWhileRevalidate}`,
    )
  })

  it('never lets a cache serve the page at or past the boundary, stale or fresh', () => {
    for (const left of [1, 2, 59, 61, 299, 300, 301, 359, 360, 361, 3600]) {
      const header = cacheControlUntil(left * 1000 + 400, 0)
      const shared = seconds(header, 's-maxage') || 0
      const stale = seconds(header, 'stale-while-revalidate') || 0
      // A cache that counts whole seconds from the second it stored the page may serve it up to a second longer.
      expect(shared + stale + 1).toBeLessThanOrEqual(left)
      expect(seconds(header, 'max-age')).toBeLessThanOrEqual(shared)
    }
    expect(cacheControlUntil(90_000, 0)).toBe('public, max-age=60, s-maxage=89')
  })

  it('asks for revalidation when the boundary is less than two seconds away', () => {
    expect(cacheControlUntil(500, 0)).toBe('public, max-age=0, must-revalidate')
    expect(cacheControlUntil(1_900, 0)).toBe('public, max-age=0, must-revalidate')
  })
})

describe('pageCacheControl', () => {
  it('bounds a page by the launch stage that starts next', () => {
    const launch = regionConfig('us').launch.map(Date.parse)
    const now = launch[1]! - 120_000 // two minutes before stage 2
    expect(nextBoundaryAfter(boundariesOf('us'), now)).toBe(launch[1])
    expect(htmlCacheControl('/us', now)).toBe('public, max-age=60, s-maxage=119')
    expect(htmlCacheControl('/us/index.pageContext.json', now)).toBe('public, max-age=60, s-maxage=119')
  })

  it('bounds a page by a promo start of its region', () => {
    const start = findProduct('uk', 'flagshipMegatron')!.activityTime!.startTime // Megatron's activity price in uk
    const promo = at(start)
    expect(boundariesOf('uk')).toContain(start)
    const header = htmlCacheControl('/uk', promo - 30_000)
    expect(header).toBe('public, max-age=29, s-maxage=29')
  })

  it('bounds a page by its region’s price changes: campaign deals and list price changes', () => {
    const rise = at('2026-11-01T00:00:00+01:00') // the euro Toy Story Buzz Lightyear list price rise
    expect(boundariesOf('de')).toContain('2026-11-01T00:00:00+01:00')
    expect(boundariesOf('uk')).not.toContain('2026-11-01T00:00:00+01:00')
    expect(htmlCacheControl('/de/toy-story-buzz-lightyear', rise - 20_000)).toBe('public, max-age=19, s-maxage=19')
    const dealEnd = at('2026-12-02T00:00:00+08:00')
    expect(htmlCacheControl('/de/flagship-megatron', dealEnd - 5_000)).toBe('public, max-age=4, s-maxage=4')
  })

  it('bounds a page by the end of a campaign window', () => {
    const end = at('2026-12-02T00:00:00+08:00') // black-friday
    expect(htmlCacheControl('/us/black-friday', end - 10_000)).toBe('public, max-age=9, s-maxage=9')
  })

  it('keeps the account screens and anything that is not a page out of shared caches', () => {
    expect(htmlCacheControl('/us/login', 0)).toBeNull()
    expect(htmlCacheControl('/us/no-such-page', 0)).toBeNull()
  })
})
