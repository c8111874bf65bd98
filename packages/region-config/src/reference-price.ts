import { REGION_REFERENCE_PRICE, type ReferenceRule, type RegionId } from './regions'
import type { Product } from './schema'
import { paidPriceAt, paidPricesBetween } from './price-timeline'

const DAY = 86_400_000

export type { ReferenceRule }

/** Each region's rule, from its row of REGIONS (sources in docs/rules/regions.md#reference-price-rules). */
export const REFERENCE_PRICE_RULES: Record<RegionId, ReferenceRule> = REGION_REFERENCE_PRICE

export interface ReferencePrice {
  price: number
  label: 'lowestBefore' | 'was' | 'usual'
  days: number
}

/**
 * When the price paid at `now` was announced: the reduction's start, or later, the instant the shopper's price last
 * changed to it. A promo that resumes when a lower campaign deal ends is a new announcement, measured against the
 * deal (docs/rules/prices.md#reference-prices).
 */
export function announcedSince(product: Product, reductionStart: number, now: number): number {
  const current = paidPricesBetween(product, reductionStart, now + 1).at(-1)
  return current ? Math.max(reductionStart, current[0]) : reductionStart
}

/**
 * The price a region may strike beside `product`'s reduced price at `now`, with its label; undefined when the
 * price is not reduced, the region's rule allows none, or the reference would not be above the price paid.
 */
export function referencePriceAt(product: Product, region: RegionId, now: number): ReferencePrice | undefined {
  const paid = paidPriceAt(product, now)
  const rule = REFERENCE_PRICE_RULES[region]
  if (!paid?.reduction || rule.method === 'none') return undefined
  const since = announcedSince(product, paid.reduction.since, now)
  const runs = paidPricesBetween(product, since - rule.days * DAY, since)
  let price: number | undefined
  if (rule.method === 'lowest-before') {
    for (const [, , p] of runs) price = price === undefined ? p : Math.min(price, p)
  } else if (rule.method === 'held-before') {
    // The run of one price that ends where the reduction starts, however far back it goes.
    const hold = paidPricesBetween(product, 0, since).at(-1)
    if (hold && hold[1] === since) {
      const held = since - hold[0]
      if (held >= rule.days * DAY && now - since <= held) price = hold[2]
    }
  } else {
    const total = new Map<number, number>()
    for (const [from, to, p] of runs) total.set(p, (total.get(p) ?? 0) + to - from)
    for (const [p, ms] of total) if (ms > (rule.days * DAY) / 2) price = p
  }
  if (price === undefined || price <= paid.price) return undefined
  return { price, label: rule.label, days: rule.days }
}
