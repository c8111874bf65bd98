import { availabilityOf, CAMPAIGN_WINDOWS, catalogueOf, pathOf, routeByPath, ROUTES } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import {
  ENDPOINTS,
  KIND_SHARES,
  landingPagesOf,
  mixOf,
  nextRequest,
  notifyTargetsOf,
  pagesOf,
  pick,
  randomSource,
} from './mix'

const duringBlackFriday = Date.parse(CAMPAIGN_WINDOWS['black-friday'].start) + 3600_000
const afterEverything = Date.parse('2030-01-01T00:00:00Z')

describe('the traffic mix', () => {
  it('has a share for every endpoint, summing to one', () => {
    expect(Object.keys(KIND_SHARES).sort()).toEqual([...ENDPOINTS].sort())
    expect(Object.values(KIND_SHARES).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
  })

  it("weighs a live campaign's page most, and leaves out pages outside their window", () => {
    const pages = pagesOf('de', duringBlackFriday)
    const campaign = pathOf('de', 'black-friday')
    const heaviest = pages.reduce((a, b) => (b.weight > a.weight ? b : a))
    expect(heaviest.path).toBe(campaign)
    expect(pages.map((p) => p.path)).toContain(pathOf('de', ''))
    expect(pagesOf('de', afterEverything).map((p) => p.path)).not.toContain(campaign)
    // Only the region's own pages of the route table.
    const own = new Set(ROUTES.filter((r) => r.meta.region === 'de').map((r) => r.path))
    for (const page of pages) expect(own.has(page.path), page.path).toBe(true)
  })

  it('lands ad clicks on the live campaign pages, or the home page when none runs', () => {
    expect(landingPagesOf('de', duringBlackFriday)).toContain(pathOf('de', 'black-friday'))
    expect(landingPagesOf('de', afterEverything)).toEqual([pathOf('de', '')])
  })

  it('draws each kind about as often as its share, every ad click with its own tracking parameters', () => {
    const mix = mixOf('de', duringBlackFriday, 7)
    const drawn = Array.from({ length: 20_000 }, () => nextRequest(mix))
    for (const endpoint of ENDPOINTS) {
      const share = drawn.filter((r) => r.endpoint === endpoint).length / drawn.length
      expect(share, endpoint).toBeCloseTo(KIND_SHARES[endpoint], 1)
    }
    const clicks = drawn.flatMap((r) => (r.endpoint === 'ad-click' ? [r.path] : []))
    expect(new Set(clicks).size).toBe(clicks.length)
    for (const click of clicks) expect(click).toMatch(/\?utm_source=\w+&utm_medium=cpc&utm_campaign=launch&gclid=r\d+$/)
    const notFound = drawn.flatMap((r) => (r.endpoint === 'not-found' ? [r.path] : []))
    for (const path of notFound) expect(path).toMatch(/^\/de\/no-such-page-\d+$/)
  })

  it('asks to be told only about robots that cannot be bought yet and pages that open later', () => {
    const beforeChristmas = Date.parse(CAMPAIGN_WINDOWS['christmas-sale'].start) - 300_000
    const targets = notifyTargetsOf('de', beforeChristmas)
    expect(targets).toContainEqual({ path: pathOf('de', 'christmas-sale') })
    for (const target of targets) {
      if ('path' in target)
        expect(Date.parse(routeByPath(target.path)!.start!), target.path).toBeGreaterThan(beforeChristmas)
      else expect(availabilityOf(catalogueOf('de').find((p) => p.key === target.productKey)!)).not.toBe('in-stock')
    }
    expect(notifyTargetsOf('de', afterEverything).filter((t) => 'path' in t)).toEqual([])
  })

  it('replays the same requests from the same seed', () => {
    const a = mixOf('de', duringBlackFriday, 3)
    const b = mixOf('de', duringBlackFriday, 3)
    expect(Array.from({ length: 50 }, () => nextRequest(a))).toEqual(Array.from({ length: 50 }, () => nextRequest(b)))
  })

  it('picks by weight', () => {
    const random = randomSource(1)
    const picks = Array.from({ length: 10_000 }, () => pick(['a', 'b'], (x) => (x === 'a' ? 3 : 1), random))
    expect(picks.filter((p) => p === 'a').length / picks.length).toBeCloseTo(0.75, 1)
  })
})
