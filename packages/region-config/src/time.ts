import type { Product } from './schema'

export type LaunchStage = 1 | 2 | 3 | 4

/**
 * Banner stage at `now`: stage n runs from launch[n-1] until launch[n]; before the
 * first instant and from the fifth (the launch itself) no stage is shown.
 */
export function launchStageAt(launch: readonly string[], now: number): LaunchStage | null {
  const times = launch.map((t) => Date.parse(t))
  for (let i = 0; i < 4; i++) {
    if (now >= times[i]! && now < times[i + 1]!) return (i + 1) as LaunchStage
  }
  return null
}

/** The price a shopper pays at `now`: the activity price from its start time on. */
export function priceAt(product: Product, now: number): { price: number; listPrice: number; promo: boolean } {
  const start = product.activityTime ? Date.parse(product.activityTime.startTime) : NaN
  const promo = product.activityPrice !== undefined && now >= start
  return { price: promo ? product.activityPrice! : product.price, listPrice: product.price, promo }
}

export type Availability = 'in-stock' | 'sold-out' | 'pre-order'
export function availabilityOf(product: Product): Availability {
  if (product.stock === 0) return 'sold-out'
  if (product.isPreSale) return 'pre-order'
  return 'in-stock'
}

export type WindowState = 'before' | 'open' | 'after'
export function windowStateAt(window: { start?: string | undefined; end?: string | undefined }, now: number): WindowState {
  if (window.start && now < Date.parse(window.start)) return 'before'
  if (window.end && now >= Date.parse(window.end)) return 'after'
  return 'open'
}

/**
 * The next instant after `now` at which anything time-driven changes (promo start,
 * banner stage, route window). Rendered HTML stays valid until then.
 */
export function nextBoundaryAfter(instants: Iterable<string>, now: number): number | null {
  let next: number | null = null
  for (const iso of instants) {
    const t = Date.parse(iso)
    if (t > now && (next === null || t < next)) next = t
  }
  return next
}
