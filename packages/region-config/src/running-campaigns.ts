import { CAMPAIGN_SLUGS, type CampaignSlug } from './campaigns'
import { pathOf, type RegionId } from './regions'
import { routeByPath } from './routes'
import type { Nav } from './schema'
import { windowStateAt } from './time'

/** The campaigns a region runs at `now`: its campaign pages in their window (docs/rules/time.md#campaign-windows). */
export function runningCampaignsOf(region: RegionId, now: number): CampaignSlug[] {
  return CAMPAIGN_SLUGS.filter((slug) => {
    const route = routeByPath(pathOf(region, slug))
    return route?.component === 'campaign' && route.meta.region === region && windowStateAt(route, now) === 'open'
  })
}

/**
 * A region's menus at `now`: the Products menu lists each campaign the region runs right after "All products"
 * (docs/rules/regions.md#navigation-and-footer); a top-level entry of its own would not fit the desktop header in
 * every language. Outside every window, the navs themselves.
 */
export function navsAt(navs: readonly Nav[], region: RegionId, now: number): readonly Nav[] {
  const running = runningCampaignsOf(region, now)
  const products = navs[0]
  if (!running.length || products?.identify !== 'products' || !products.children) return navs
  const campaigns: Nav[] = running.map((slug) => ({ link: slug, identify: slug }))
  const [all, ...rest] = products.children
  return [{ ...products, children: [all!, ...campaigns, ...rest] }, ...navs.slice(1)]
}
