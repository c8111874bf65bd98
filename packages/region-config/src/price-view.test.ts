import { describe, expect, it } from 'vitest'
import {
  findProduct,
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
  const ukStart = Date.parse('2025-09-22T08:00:00+08:00')
  const euStart = Date.parse('2025-09-22T07:00:00+08:00')

  it('uk Megatron: 1299 with the 1169 promo upcoming, then 1169 with 1299 struck through', () => {
    const p = product('uk', 'flagshipMegatron')
    expect(view('uk', p, ukStart - 1)).toEqual({
      price: '£1,299.00',
      listPrice: undefined,
      availability: 'in-stock',
      upcoming: { price: '£1,169.00', start: ukStart },
    })
    expect(view('uk', p, ukStart)).toEqual({
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
  ] as const)('%s Megatron promo formatted in its locale', (region, promo, list) => {
    const p = product(region, 'flagshipMegatron')
    expect(view(region, p, euStart - 1).price).toBe(list)
    expect(view(region, p, euStart)).toMatchObject({ price: promo, listPrice: list })
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
