import {
  REGION_HREFLANG,
  REGION_IDS,
  REGION_LOCALE,
  ROUTES,
  windowStateAt,
  type FlatRoute,
  type RegionId,
} from '@storefront/region-config'
import { absoluteUrl, type Origins } from './origins'

/** One `<link rel="alternate" hreflang href>` (or `xhtml:link` in a sitemap). */
export interface Alternate {
  hreflang: string
  href: string
}

/** Preference for `x-default` (docs/rules/seo.md#hreflang): cn, then us, then eu. */
export const X_DEFAULT_PREFERENCE: readonly RegionId[] = ['cn', 'us', 'eu']

/**
 * Whether search engines may index the route at `now`: a page (component, no redirect), not
 * noindex (account screens), and inside its time window. With `now` omitted the window is ignored.
 */
export function isIndexable(route: FlatRoute, now?: number): boolean {
  if (!route.component || route.redirect || route.meta.noindex) return false
  return now === undefined || windowStateAt(route, now) === 'open'
}

/**
 * hreflang of a route: the region's value per docs/rules/seo.md#hreflang (the region's locale, eu → `en`), unless the
 * page is written in another language than its region's (the Hong Kong/Macao page: `zh-HK`).
 */
export function hreflangOf(route: FlatRoute): string {
  const { region, language } = route.meta
  return language !== REGION_LOCALE[region] ? language : REGION_HREFLANG[region]
}

/**
 * Pages that translate each other share a slug. A page written in a language other than its
 * region's (Hong Kong/Macao) is a cluster of its own.
 */
const clusterKey = (route: FlatRoute): string =>
  route.meta.language !== REGION_LOCALE[route.meta.region] ? `path:${route.path}` : `slug:${route.meta.slug}`

const clusters = new WeakMap<readonly FlatRoute[], Map<string, FlatRoute[]>>()

/**
 * A route table's routes by cluster key, in table order: built once per table, since every page's
 * head asks for its cluster and the table has hundreds of routes.
 */
function clustersOf(routes: readonly FlatRoute[]): Map<string, FlatRoute[]> {
  let byKey = clusters.get(routes)
  if (!byKey) {
    byKey = new Map()
    for (const r of routes) {
      const key = clusterKey(r)
      const members = byKey.get(key)
      if (members) members.push(r)
      else byKey.set(key, [r])
    }
    clusters.set(routes, byKey)
  }
  return byKey
}

/**
 * The indexable routes that are language/region versions of `route` (itself included), in
 * REGION_IDS order. Empty when `route` itself is not indexable at `now`.
 */
export function clusterOf(route: FlatRoute, now?: number, routes: readonly FlatRoute[] = ROUTES): FlatRoute[] {
  if (!isIndexable(route, now)) return []
  const members = (clustersOf(routes).get(clusterKey(route)) ?? []).filter((r) => isIndexable(r, now))
  if (!members.some((r) => r.path === route.path)) members.push(route)
  const order = (r: FlatRoute) => REGION_IDS.indexOf(r.meta.region)
  return members.sort((a, b) => order(a) - order(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/**
 * The cluster member `x-default` points to: cn, else us, else eu. Failing those, the first
 * member in REGION_IDS order (for a one-page cluster: the page itself), so that every member
 * of a cluster names the same x-default.
 */
export function xDefaultOf(route: FlatRoute, cluster: readonly FlatRoute[]): FlatRoute {
  for (const region of X_DEFAULT_PREFERENCE) {
    const hit = cluster.find((r) => r.meta.region === region)
    if (hit) return hit
  }
  return cluster[0] ?? route
}

/**
 * hreflang alternates of a page: one per region that has the page with the same slug (per the
 * route table), each on that region's own origin (sister hosts included), then `x-default`.
 *
 * - A us-only page lists only itself plus `x-default` (itself).
 * - The Hong Kong/Macao page is its own cluster: `zh-HK` and `x-default`, both itself.
 * - Account screens (`meta.noindex`), redirects and pages outside their time window get `[]`.
 * - Campaign versions outside their window at `now` are left out. With `now` omitted, time
 *   windows are ignored (pass the server clock whenever you have it).
 *
 * `routes` defaults to the site's route table; pass another table in tests.
 */
export function alternatesFor(
  route: FlatRoute,
  origins: Origins,
  now?: number,
  routes: readonly FlatRoute[] = ROUTES,
): Alternate[] {
  const cluster = clusterOf(route, now, routes)
  if (cluster.length === 0) return []
  const href = (r: FlatRoute) => absoluteUrl(origins, r.meta.region, r.path)
  const out: Alternate[] = cluster.map((r) => ({ hreflang: hreflangOf(r), href: href(r) }))
  out.push({ hreflang: 'x-default', href: href(xDefaultOf(route, cluster)) })
  return out
}
