import { describe, expect, it } from 'vitest'
import { findProduct } from './catalogue'
import { referencePriceAt, REFERENCE_PRICE_RULES } from './reference-price'
import type { RegionId } from './regions'
import type { Product } from './schema'

const DAY = 86_400_000
const BLACK_FRIDAY = Date.parse('2026-11-16T00:00:00+08:00')
const INSIDE = BLACK_FRIDAY + 3 * DAY

/** A product listed at 100 on 2026-01-01, with the given later list prices, promo and deals. */
const made = (extra: Partial<Product>): Product => ({
  key: 'miniRobot',
  name: 'Test robot',
  link: 'mini-robot',
  buy: '',
  retailer: 'Shop',
  alt: 'Test robot',
  image: 'mini-robot',
  price: 100,
  isPreSale: false,
  stock: 5,
  priceHistory: [{ from: '2026-01-01T00:00:00Z', price: 100 }],
  ...extra,
})
const deal = (price: number, start = '2026-11-16T00:00:00+08:00', end = '2026-12-02T00:00:00+08:00') => ({
  deals: [{ campaign: 'black-friday' as const, price, start, end }],
})

describe('reference prices (docs/rules/prices.md#reference-prices)', () => {
  it('eu, fr, de: the lowest price of the 30 days before the reduction, even after a price rise', () => {
    const p = findProduct('de', 'toyStoryBuzzLightyear')!
    // 699 until 1 November 2026, then 749: the Black Friday deal (629) strikes 699.
    for (const region of ['eu', 'fr', 'de'] as const)
      expect(referencePriceAt(p, region, INSIDE)).toEqual({ price: 699, label: 'lowestBefore', days: 30 })
  })

  it('eu: a price lowered for a few days within the 30 is the reference', () => {
    const p = made({
      price: 120,
      priceHistory: [
        { from: '2026-01-01T00:00:00Z', price: 120 },
        { from: '2026-11-01T00:00:00Z', price: 90 },
        { from: '2026-11-05T00:00:00Z', price: 120 },
      ],
      ...deal(95),
    })
    // 90 was paid inside the 30 days: a 95 deal is no reduction from it, so nothing is struck.
    expect(referencePriceAt(p, 'de', INSIDE)).toBeUndefined()
    expect(referencePriceAt({ ...p, ...deal(80) }, 'de', INSIDE)?.price).toBe(90)
  })

  it('cn: the lowest price of the 7 days before (an older low price does not count)', () => {
    const p = made({
      price: 120,
      priceHistory: [
        { from: '2026-01-01T00:00:00Z', price: 120 },
        { from: '2026-11-01T00:00:00Z', price: 90 },
        { from: '2026-11-05T00:00:00Z', price: 120 },
      ],
      ...deal(80),
    })
    expect(referencePriceAt(p, 'cn', INSIDE)).toEqual({ price: 120, label: 'was', days: 7 })
  })

  it('uk: the price before, only if it held 28 days and the reduction has not outlasted it', () => {
    const held = made({ price: 100, ...deal(80) })
    expect(referencePriceAt(held, 'uk', INSIDE)).toEqual({ price: 100, label: 'was', days: 28 })
    const short = made({
      price: 100,
      priceHistory: [
        { from: '2026-01-01T00:00:00Z', price: 70 },
        { from: '2026-11-01T00:00:00Z', price: 100 },
      ],
      ...deal(80),
    })
    expect(referencePriceAt(short, 'uk', INSIDE)).toBeUndefined()
    const megatron = findProduct('uk', 'flagshipMegatron')!
    const start = Date.parse(megatron.activityTime!.startTime)
    expect(referencePriceAt(megatron, 'uk', start + DAY)?.price).toBe(megatron.price)
    expect(referencePriceAt(megatron, 'uk', start + 40 * DAY)).toBeUndefined()
  })

  it('jp: the price charged for more than half of the 8 weeks before', () => {
    expect(referencePriceAt(made({ ...deal(80) }), 'jp', INSIDE)).toEqual({ price: 100, label: 'usual', days: 56 })
    const recent = made({
      price: 100,
      priceHistory: [
        { from: '2026-01-01T00:00:00Z', price: 70 },
        { from: '2026-10-20T00:00:00Z', price: 100 },
      ],
      ...deal(80),
    })
    expect(referencePriceAt(recent, 'jp', INSIDE)).toBeUndefined()
  })

  it('us: the lowest price of the 90 days before', () => {
    expect(referencePriceAt(findProduct('us', 'flagshipMegatron')!, 'us', INSIDE)).toEqual({
      price: 1499,
      label: 'was',
      days: 90,
    })
  })

  it('kr strikes nothing; no region strikes without a reduction or below the price paid', () => {
    expect(REFERENCE_PRICE_RULES.kr).toEqual({ method: 'none' })
    expect(referencePriceAt(made({ ...deal(80) }), 'kr', INSIDE)).toBeUndefined()
    for (const region of Object.keys(REFERENCE_PRICE_RULES) as RegionId[]) {
      expect(referencePriceAt(made({}), region, INSIDE), region).toBeUndefined()
      expect(referencePriceAt(made({ ...deal(100) }), region, INSIDE), region).toBeUndefined()
    }
  })
})
