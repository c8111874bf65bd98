import type { Product } from './schema'
import { instantOf } from './instants'
import { listPriceAt, paidPriceAt, type Reduction } from './price-timeline'

export type LaunchStage = 1 | 2 | 3 | 4

/**
 * Banner stage at `now`: stage n runs from launch[n-1] until launch[n]; before the
 * first instant and from the fifth (the launch itself) no stage is shown.
 */
export function launchStageAt(launch: readonly string[], now: number): LaunchStage | null {
  const times = launch.map(instantOf)
  for (let i = 0; i < 4; i++) {
    if (now >= times[i]! && now < times[i + 1]!) return (i + 1) as LaunchStage
  }
  return null
}

/**
 * The price a shopper pays at `now` (docs/rules/prices.md): a campaign's deal inside its window, else the
 * activity price from its start time on, else the list price. `promo` is true while either applies, and
 * `reduction` says since and until when.
 */
export function priceAt(
  product: Product,
  now: number,
): { price: number; listPrice: number; promo: boolean; reduction?: Reduction } {
  const listPrice = listPriceAt(product, now) ?? product.price
  const paid = paidPriceAt(product, now)
  if (!paid?.reduction) return { price: paid?.price ?? listPrice, listPrice, promo: false }
  return { price: paid.price, listPrice, promo: true, reduction: paid.reduction }
}

export type Availability = 'in-stock' | 'sold-out' | 'pre-order'
export function availabilityOf(product: Product): Availability {
  if (product.stock === 0) return 'sold-out'
  if (product.isPreSale) return 'pre-order'
  return 'in-stock'
}

export type WindowState = 'before' | 'open' | 'after'
export function windowStateAt(
  window: { start?: string | undefined; end?: string | undefined },
  now: number,
): WindowState {
  if (window.start && now < instantOf(window.start)) return 'before'
  if (window.end && now >= instantOf(window.end)) return 'after'
  return 'open'
}

/**
 * The next instant after `now` at which anything time-driven changes (promo start,
 * banner stage, route window). Rendered HTML stays valid until then.
 */
export function nextBoundaryAfter(instants: Iterable<string>, now: number): number | null {
  let next: number | null = null
  for (const iso of instants) {
    const t = instantOf(iso)
    if (t > now && (next === null || t < next)) next = t
  }
  return next
}
