import { catalogueOf, regionConfig, ROUTES, type RegionId } from '@storefront/region-config'

const boundaryCache = new Map<RegionId, readonly string[]>()

/**
 * Every instant at which a page of `region` may render differently: the region's launch instants
 * (banner stages), every instant its catalogue's prices change at (promo starts, campaign deals' starts and
 * ends, list price changes: prices, struck reference prices, JSON-LD offers, "from" and "until" notes) and the
 * windows of every route (a campaign page's own window and the menus that link it, hreflang clusters).
 * Both the render cache and the CDN cache headers expire at the next one.
 */
export function boundariesOf(region: RegionId): readonly string[] {
  let instants = boundaryCache.get(region)
  if (!instants) {
    const set = new Set<string>(regionConfig(region).launch)
    for (const product of catalogueOf(region)) {
      if (product.activityTime) set.add(product.activityTime.startTime)
      for (const deal of product.deals ?? []) set.add(deal.start).add(deal.end)
      for (const point of product.priceHistory ?? []) set.add(point.from)
    }
    for (const route of ROUTES) {
      if (route.start) set.add(route.start)
      if (route.end) set.add(route.end)
    }
    instants = [...set]
    boundaryCache.set(region, instants)
  }
  return instants
}
