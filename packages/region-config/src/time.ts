import type { Product } from './schema'

export type LaunchStage = 1 | 2 | 3 | 4

const instants = new Map<string, number>()

/**
 * `Date.parse` of an instant of the catalogue or the route table, remembered: the same few hundred
 * strings are parsed on every render (route windows, banner stages, promo starts), and parsing ISO
 * text costs far more than a lookup. Only those strings come here, so the map stays that small.
 */
function instantOf(iso: string): number {
  let t = instants.get(iso)
  if (t === undefined) instants.set(iso, (t = Date.parse(iso)))
  return t
}

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

/** The price a shopper pays at `now`: the activity price from its start time on. */
export function priceAt(product: Product, now: number): { price: number; listPrice: number; promo: boolean } {
  const start = product.activityTime ? instantOf(product.activityTime.startTime) : NaN
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
