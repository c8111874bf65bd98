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
 * A region's menus at `now`: its navs with an entry for each campaign it runs, after the Products menu
 * (docs/rules/regions.md#navigation-and-footer). Outside every window, the navs themselves.
 */
export function navsAt(navs: readonly Nav[], region: RegionId, now: number): readonly Nav[] {
  const running = runningCampaignsOf(region, now)
  if (!running.length) return navs
  const campaigns: Nav[] = running.map((slug) => ({ link: slug, identify: slug }))
  const at = navs[0]?.identify === 'products' ? 1 : 0
  return [...navs.slice(0, at), ...campaigns, ...navs.slice(at)]
}
