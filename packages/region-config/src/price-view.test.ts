import { describe, expect, it } from 'vitest'
import {
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
  priceView(p, now, { id: region, currency: REGION_CURRENCY[region], locale: REGION_LOCALE[region] })
const DAY = 86_400_000

/** A region's Megatron promo as the catalogue sets it: its start, and its list and promo prices formatted. */
function megatronPromo(region: RegionId) {
  const p = product(region, 'flagshipMegatron')
  const money = (amount: number) => formatPrice(amount, REGION_CURRENCY[region], REGION_LOCALE[region])
  return { p, start: Date.parse(p.activityTime!.startTime), list: money(p.price), promo: money(p.activityPrice!) }
}

describe('priceView', () => {
  const uk = megatronPromo('uk')
  const euStart = megatronPromo('eu').start

  it('uk Megatron: the list price with the promo upcoming, then the promo price with the list price struck', () => {
    expect(view('uk', uk.p, uk.start - 1)).toEqual({
      price: uk.list,
      listPrice: undefined,
      reference: undefined,
      deal: undefined,
      availability: 'in-stock',
      upcoming: { price: uk.promo, start: uk.start },
    })
    expect(view('uk', uk.p, uk.start)).toEqual({
      price: uk.promo,
      listPrice: uk.list,
      reference: { label: 'was', days: 28 },
      deal: undefined,
      availability: 'in-stock',
      upcoming: undefined,
    })
    // Once the promo has run longer than the list price was charged before it, that is no longer a fair "was".
    expect(view('uk', uk.p, uk.start + 60 * DAY)).toMatchObject({ price: uk.promo, listPrice: undefined })
  })

  it('during Black Friday every region shows the deal, until the campaign end, struck by its own rule', () => {
    const now = Date.parse('2026-11-22T12:00:00+08:00')
    const end = Date.parse('2026-12-02T00:00:00+08:00')
    expect(view('de', product('de', 'flagshipMegatron'), now)).toMatchObject({
      price: '1.299,00 €',
      // The Megatron promo ran in the 30 days before: its 1439 is the reference, not the 1599 list price.
      listPrice: '1.439,00 €',
      reference: { label: 'lowestBefore', days: 30 },
      deal: { campaign: 'black-friday', end },
    })
    expect(view('us', product('us', 'flagshipMegatron'), now)).toMatchObject({
      price: '$1,299.00',
      listPrice: '$1,499.00',
      reference: { label: 'was', days: 90 },
    })
    // uk: the promo price charged before the deal is the "was" price.
    expect(view('uk', uk.p, now)).toMatchObject({ price: '£1,099.00', listPrice: uk.promo })
    expect(view('de', product('de', 'flagshipMegatron'), end)).toMatchObject({ price: '1.439,00 €', deal: undefined })
  })

  it.each([
    ['de', '1.439,00 €', '1.599,00 €'],
    ['fr', '1 439,00 €', '1 599,00 €'],
    ['eu', '€1,439.00', '€1,599.00'],
  ] as const)('%s Megatron promo formatted in its locale', (region, promo, list) => {
    const p = product(region, 'flagshipMegatron')
    expect(view(region, p, euStart - 1).price).toBe(list)
    expect(view(region, p, euStart)).toMatchObject({
      price: promo,
      listPrice: list,
      reference: { label: 'lowestBefore', days: 30 },
    })
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
  it("shows an instant in the region's own time zone", () => {
    const t = Date.parse('2025-09-22T08:00:00+08:00')
    expect(formatDate(t, 'en-GB', REGION_TIME_ZONE.uk!)).toBe('22 September 2025 at 01:00 BST')
    expect(formatDate(t, 'zh-CN', REGION_TIME_ZONE.cn!)).toContain('08:00')
    expect(formatDate(t, 'de-DE', REGION_TIME_ZONE.de!)).toContain('02:00')
    expect(formatDate(t, 'en-EU', REGION_TIME_ZONE.eu!)).toMatch(/^22 September 2025/)
  })

  it('names the time zone of every end time a shopper reads', () => {
    const end = Date.parse('2026-12-02T00:00:00+08:00')
    expect(formatDate(end, 'en-US', REGION_TIME_ZONE.us)).toBe('December 1, 2026 at 8:00 AM PST')
    expect(formatDate(end, 'de-DE', REGION_TIME_ZONE.de)).toBe('1. Dezember 2026 um 17:00 Uhr MEZ')
    expect(formatDate(end, 'ja-JP', REGION_TIME_ZONE.jp)).toContain('（日本時間）')
  })

  it('gives each instant its own text in each locale and zone, asked once or many times', () => {
    const end = Date.parse('2026-12-02T00:00:00+08:00')
    const texts = () => [
      formatDate(end, 'en-US', REGION_TIME_ZONE.us),
      formatDate(end + 60_000, 'en-US', REGION_TIME_ZONE.us),
      formatDate(end, 'en-GB', REGION_TIME_ZONE.uk!),
      formatDate(end, 'en-US', REGION_TIME_ZONE.jp),
    ]
    const first = texts()
    expect(first).toEqual([
      'December 1, 2026 at 8:00 AM PST',
      'December 1, 2026 at 8:01 AM PST',
      '1 December 2026 at 16:00 GMT',
      'December 2, 2026 at 1:00 AM GMT+9',
    ])
    expect(texts()).toEqual(first)
  })

  it('uses plain spaces only', () => {
    expect(formatDate(0, 'fr-FR', 'Europe/Paris')).not.toMatch(/[\u00a0\u202f]/)
  })

  it('has a time zone for every region', () => {
    expect(Object.keys(REGION_TIME_ZONE)).toEqual([...REGION_IDS])
  })
})
