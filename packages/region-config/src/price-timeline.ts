import type { Product } from './schema'
import { instantOf } from './instants'

/** The reduction a shopper sees at an instant: since when, until when (a campaign's end), and whose it is. */
export interface Reduction {
  /** Epoch ms the reduced price took effect (a deal's or a promo's start). */
  since: number
  /** Epoch ms it ends: a campaign deal's end; absent for a promo without end. */
  until?: number
  /** The campaign whose deal it is; absent for a promo. */
  campaign?: string
}

/** The list price in effect at `t`, or undefined before the product was listed (docs/rules/prices.md#price-history). */
export function listPriceAt(product: Product, t: number): number | undefined {
  const history = product.priceHistory
  if (!history) return product.price
  let price: number | undefined
  for (const point of history) if (instantOf(point.from) <= t) price = point.price
  return price
}

/** The campaign deal running at `t`, if any: the one that started last. */
export function dealAt(product: Product, t: number): NonNullable<Product['deals']>[number] | undefined {
  let found: NonNullable<Product['deals']>[number] | undefined
  for (const deal of product.deals ?? []) {
    const start = instantOf(deal.start)
    if (start <= t && t < instantOf(deal.end) && (!found || start > instantOf(found.start))) found = deal
  }
  return found
}

/**
 * What a shopper pays at `t` and why (docs/rules/prices.md#campaign-deals): a campaign's deal inside its window,
 * else the promo price from its start on, else the list price; undefined before the product was listed.
 */
export function paidPriceAt(product: Product, t: number): { price: number; reduction?: Reduction } | undefined {
  const deal = dealAt(product, t)
  if (deal) {
    return {
      price: deal.price,
      reduction: { since: instantOf(deal.start), until: instantOf(deal.end), campaign: deal.campaign },
    }
  }
  const promoStart = product.activityTime ? instantOf(product.activityTime.startTime) : NaN
  if (product.activityPrice !== undefined && t >= promoStart) {
    return { price: product.activityPrice, reduction: { since: promoStart } }
  }
  const price = listPriceAt(product, t)
  return price === undefined ? undefined : { price }
}

/** Every instant at which a product's paid price may change: list price changes, promo start, deal windows. */
export function priceChangesOf(product: Product): number[] {
  const instants = new Set<number>()
  for (const point of product.priceHistory ?? []) instants.add(instantOf(point.from))
  if (product.activityTime) instants.add(instantOf(product.activityTime.startTime))
  for (const deal of product.deals ?? []) {
    instants.add(instantOf(deal.start))
    instants.add(instantOf(deal.end))
  }
  return [...instants].sort((a, b) => a - b)
}

/** The paid prices over [from, to) as runs of one price each: `[start, end, price]`, unlisted time left out. */
export function paidPricesBetween(product: Product, from: number, to: number): [number, number, number][] {
  const cuts = [from, ...priceChangesOf(product).filter((t) => t > from && t < to), to]
  const runs: [number, number, number][] = []
  for (let i = 0; i < cuts.length - 1; i++) {
    const paid = paidPriceAt(product, cuts[i]!)
    if (!paid) continue
    const last = runs.at(-1)
    if (last && last[1] === cuts[i] && last[2] === paid.price) last[1] = cuts[i + 1]!
    else runs.push([cuts[i]!, cuts[i + 1]!, paid.price])
  }
  return runs
}
