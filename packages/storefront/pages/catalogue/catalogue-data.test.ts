import { describe, expect, it } from 'vitest'
import { availabilityOf, catalogueOf, findProduct, priceAt } from '@storefront/region-config'
import { catalogueGroupsOf, catalogueHref, catalogueOrderOf, catalogueQueryOf } from './catalogue-data'

const BLACK_FRIDAY = Date.parse('2026-11-22T12:00:00+08:00')
const AFTER = Date.parse('2026-12-05T00:00:00+08:00')
const keys = (groups: ReturnType<typeof catalogueGroupsOf>) =>
  groups.map((g) => [g.availability, g.products.map((p) => p.key)] as const)

describe('catalogue page data', () => {
  it('reads its choices from the query, unknown values falling back to all robots in featured order', () => {
    expect(catalogueQueryOf({})).toEqual({ availability: 'all', sort: 'featured' })
    expect(catalogueQueryOf({ availability: 'pre-order', sort: 'price-desc' })).toEqual({
      availability: 'pre-order',
      sort: 'price-desc',
    })
    expect(catalogueQueryOf({ availability: '<script>', sort: 'cheap' })).toEqual({
      availability: 'all',
      sort: 'featured',
    })
  })

  it('links each choice with only what differs from the default', () => {
    expect(catalogueHref('cn', { availability: 'all', sort: 'featured' })).toBe('/products')
    expect(catalogueHref('de', { availability: 'in-stock', sort: 'price-asc' })).toBe(
      '/de/products?availability=in-stock&sort=price-asc',
    )
  })

  it('lists every robot the region sells, grouped: available now, pre-order, sold out', () => {
    const groups = catalogueGroupsOf(catalogueOf('us'), AFTER, { availability: 'all', sort: 'featured' })
    expect(groups.map((g) => g.availability)).toEqual(['in-stock', 'pre-order', 'sold-out'])
    expect(groups.flatMap((g) => g.products).length).toBe(catalogueOf('us').length)
    expect(keys(groups).slice(1)).toEqual([
      ['pre-order', ['grimlockG1Flagship']],
      ['sold-out', ['bumblebeeG1Performance']],
    ])
  })

  it('filters by availability', () => {
    expect(keys(catalogueGroupsOf(catalogueOf('cn'), AFTER, { availability: 'pre-order', sort: 'featured' }))).toEqual([
      ['pre-order', ['optimusPrimeRiseOfTheBeastsSignatureLimitedEdition']],
    ])
    const inStock = catalogueGroupsOf(catalogueOf('us'), AFTER, { availability: 'in-stock', sort: 'featured' })
    expect(inStock.map((g) => g.availability)).toEqual(['in-stock'])
  })

  it('sorts by the price paid now: a campaign deal moves a robot', () => {
    const ascending = (now: number, region: 'us' | 'eu' = 'us') =>
      catalogueGroupsOf(catalogueOf(region), now, { availability: 'in-stock', sort: 'price-asc' })[0]!.products
    for (const now of [BLACK_FRIDAY, AFTER]) {
      const prices = ascending(now).map((p) => priceAt(p, now).price)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    }
    const before = (now: number, a: string, b: string) => {
      const order = ascending(now, 'eu').map((p) => p.key as string)
      return order.indexOf(a) < order.indexOf(b)
    }
    // eu's K1 costs what the mini robot costs after Black Friday (the catalogue's order then); its deal puts it below.
    const [mini, k1] = [findProduct('eu', 'miniRobot')!, findProduct('eu', 'interstellarScoutK1')!]
    expect(priceAt(k1, AFTER).price).toBe(priceAt(mini, AFTER).price)
    expect(priceAt(k1, BLACK_FRIDAY).price).toBeLessThan(priceAt(mini, BLACK_FRIDAY).price)
    expect(before(AFTER, 'miniRobot', 'interstellarScoutK1')).toBe(true)
    expect(before(BLACK_FRIDAY, 'interstellarScoutK1', 'miniRobot')).toBe(true)
  })

  it('orders the JSON-LD list as the page without a choice shows its tiles: available, pre-order, sold out', () => {
    for (const now of [BLACK_FRIDAY, AFTER]) {
      const tiles = catalogueGroupsOf(catalogueOf('us'), now, catalogueQueryOf({})).flatMap((g) => g.products)
      expect(catalogueOrderOf(catalogueOf('us'), now)).toEqual(tiles)
    }
    const order = catalogueOrderOf(catalogueOf('us'), AFTER).map((p) => availabilityOf(p))
    expect(order).toEqual([...order].sort((a, b) => GROUPS.indexOf(a) - GROUPS.indexOf(b)))
    expect(new Set(order)).toEqual(new Set(GROUPS))
  })
})

const GROUPS = ['in-stock', 'pre-order', 'sold-out']
