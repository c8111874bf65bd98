import { describe, expect, it } from 'vitest'
import { CAMPAIGN_DEALS, CAMPAIGN_SLUGS, CAMPAIGN_WINDOWS } from './campaigns'
import { findProduct } from './catalogue'
import { routeByPath } from './routes'
import { pathOf, type RegionId } from './regions'
import { navsAt, runningCampaignsOf } from './running-campaigns'
import { priceAt } from './time'
import { REGION_CONFIGS } from './index'
import type { ProductKey } from './products'

const at = (iso: string) => Date.parse(iso)

describe('campaign deals (docs/rules/prices.md#campaign-deals)', () => {
  it('are priced below what the region charges just before the window, for products it sells', () => {
    for (const slug of CAMPAIGN_SLUGS) {
      const start = at(CAMPAIGN_WINDOWS[slug].start)
      for (const [region, deals] of Object.entries(CAMPAIGN_DEALS[slug]) as [RegionId, Record<ProductKey, number>][]) {
        expect(routeByPath(pathOf(region, slug))?.start, `${region} ${slug}`).toBe(CAMPAIGN_WINDOWS[slug].start)
        for (const [key, price] of Object.entries(deals) as [ProductKey, number][]) {
          const product = findProduct(region, key)
          expect(product, `${region} sells ${key}`).toBeDefined()
          expect(price, `${region} ${key}`).toBeLessThan(priceAt(product!, start - 1).price)
        }
      }
    }
  })

  it('apply from the start (inclusive) to the end (exclusive) of the window', () => {
    const p = findProduct('fr', 'flagshipBumblebee')!
    const { start, end } = CAMPAIGN_WINDOWS['black-friday']
    expect(priceAt(p, at(start) - 1).price).toBe(1599)
    expect(priceAt(p, at(start))).toMatchObject({
      price: 1349,
      reduction: { since: at(start), until: at(end), campaign: 'black-friday' },
    })
    expect(priceAt(p, at(end) - 1).price).toBe(1349)
    expect(priceAt(p, at(end)).price).toBe(1599)
    expect(priceAt(p, at(CAMPAIGN_WINDOWS['christmas-sale'].start)).price).toBe(1449)
  })
})

describe('running campaigns in the navigation (docs/rules/regions.md#navigation-and-footer)', () => {
  const inside = at('2026-11-22T12:00:00+08:00')
  const outside = at('2026-12-05T00:00:00+08:00')

  it('lists a campaign only inside its window, and only where its page is served', () => {
    expect(runningCampaignsOf('us', inside)).toEqual(['black-friday'])
    expect(runningCampaignsOf('us', outside)).toEqual([])
    expect(runningCampaignsOf('us', at(CAMPAIGN_WINDOWS['black-friday'].end))).toEqual([])
    expect(runningCampaignsOf('kr', inside)).toEqual([])
    expect(runningCampaignsOf('de', at(CAMPAIGN_WINDOWS['christmas-sale'].start))).toEqual(['christmas-sale'])
  })

  it('lists the running campaign in the Products menu after "All products", and nothing outside the window', () => {
    const navs = REGION_CONFIGS.de.navs
    const at = navsAt(navs, 'de', inside)
    expect(at.slice(1)).toEqual(navs.slice(1))
    expect(at[0]!.children!.map((n) => n.identify)).toEqual([
      'all-products',
      'black-friday',
      ...navs[0]!.children!.slice(1).map((n) => n.identify),
    ])
    expect(navsAt(navs, 'de', outside)).toBe(navs)
  })
})
