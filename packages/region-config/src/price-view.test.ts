import { describe, expect, it } from 'vitest'
import {
  catalogueOf,
  findProduct,
  formatPrice,
  REGION_CURRENCY,
  REGION_IDS,
  REGION_LOCALE,
  REGION_TIME_ZONE,
  type Product,
  type RegionId,
} from './index'
import { formatDate, priceView } from './price-view'

const product = (region: RegionId, key: Parameters<typeof findProduct>[1]): Product => findProduct(region, key)!
const view = (region: RegionId, p: Product, now: number) =>
  priceView(p, now, REGION_CURRENCY[region], REGION_LOCALE[region])

describe('priceView', () => {
  // A promo of our own on the region's Megatron: the formatting is the subject here, not the catalogue's
  // figures (catalogue.test.ts holds those to docs/rules/prices.md#fixed-prices).
  const start = Date.parse('2025-09-22T08:00:00+08:00')
  const onPromo = (region: RegionId, price: number, activityPrice: number): Product => ({
    ...product(region, 'flagshipMegatron'),
    price,
    activityPrice,
    activityTime: { startTime: '2025-09-22T08:00:00+08:00' },
  })

  it('uk: 1299 with the 1169 promo upcoming, then 1169 with 1299 struck through', () => {
    const p = onPromo('uk', 1299, 1169)
    expect(view('uk', p, start - 1)).toEqual({
      price: '£1,299.00',
      listPrice: undefined,
      availability: 'in-stock',
      upcoming: { price: '£1,169.00', start },
    })
    expect(view('uk', p, start)).toEqual({
      price: '£1,169.00',
      listPrice: '£1,299.00',
      availability: 'in-stock',
      upcoming: undefined,
    })
  })

  it.each([
    ['de', '1.439,00 €', '1.599,00 €'],
    ['fr', '1 439,00 €', '1 599,00 €'],
    ['eu', '€1,439.00', '€1,599.00'],
  ] as const)('%s: a promo formatted in its locale', (region, promo, list) => {
    const p = onPromo(region, 1599, 1439)
    expect(view(region, p, start - 1).price).toBe(list)
    expect(view(region, p, start)).toMatchObject({ price: promo, listPrice: list })
  })

  it("shows the catalogue's own promos the same way", () => {
    for (const region of REGION_IDS)
      for (const p of catalogueOf(region).filter((x) => x.activityTime)) {
        const t = Date.parse(p.activityTime!.startTime)
        const money = (n: number) => formatPrice(n, REGION_CURRENCY[region], REGION_LOCALE[region])
        expect(view(region, p, t - 1).upcoming).toEqual({ price: money(p.activityPrice!), start: t })
        expect(view(region, p, t)).toMatchObject({ price: money(p.activityPrice!), listPrice: money(p.price) })
      }
  })

  it('formats the other fixed prices', () => {
    expect(view('jp', product('jp', 'flagshipBumblebee'), 0).price).toBe('¥174,900')
    expect(view('cn', product('cn', 'flagshipMegatron'), 0).price).toBe('¥9,999.00')
    expect(view('us', product('us', 'flagshipBumblebee'), 0).price).toBe('$1,299.00')
  })

  it('carries the availability', () => {
    expect(view('us', product('us', 'bumblebeeG1Performance'), 0).availability).toBe('sold-out')
    expect(view('us', product('us', 'grimlockG1Flagship'), 0).availability).toBe('pre-order')
  })

  it('has no upcoming promo for products without one', () => {
    expect(view('us', product('us', 'flagshipMegatron'), 0)).toMatchObject({
      listPrice: undefined,
      upcoming: undefined,
    })
  })
})

describe('formatDate', () => {
  it("shows the promo start in the region's own time zone", () => {
    const t = Date.parse('2025-09-22T08:00:00+08:00')
    expect(formatDate(t, 'en-GB', REGION_TIME_ZONE.uk!)).toBe('22 September 2025 at 01:00')
    expect(formatDate(t, 'zh-CN', REGION_TIME_ZONE.cn!)).toContain('08:00')
    expect(formatDate(t, 'de-DE', REGION_TIME_ZONE.de!)).toContain('02:00')
    expect(formatDate(t, 'en-EU', REGION_TIME_ZONE.eu!)).toMatch(/^22 September 2025/)
  })

  it('uses plain spaces only', () => {
    expect(formatDate(0, 'fr-FR', 'Europe/Paris')).not.toMatch(/[\u00a0\u202f]/)
  })

  it('has a time zone for every region', () => {
    expect(Object.keys(REGION_TIME_ZONE)).toEqual([...REGION_IDS])
  })
})
