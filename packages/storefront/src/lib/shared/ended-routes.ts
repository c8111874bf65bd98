import { campaignRoutesOf, pathOf, type RegionId, type Resolution } from '@storefront/region-config'

const KEY = 'storefront:ended-routes'

/** The time-windowed routes this browser has seen ended (their paths), remembered across visits. */
function remembered(): Set<string> {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]')
    return new Set(Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [])
  } catch {
    return new Set()
  }
}

/**
 * Remembers the region's routes whose end has passed by the server's clock (docs/rules/time.md#ended-campaigns: after
 * the end a visitor "stays redirected on later visits", and the browser remembers it). Called on each page shown: a
 * visitor redirected from an ended campaign lands on the region home and remembers it there, as does one whose client
 * navigation the router redirected.
 */
export function rememberEndedRoutes(region: RegionId, now: number): void {
  const paths = remembered()
  const before = paths.size
  for (const route of campaignRoutesOf(region)) {
    if (Date.parse(route.end) <= now) paths.add(route.path)
  }
  if (paths.size === before) return
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...paths]))
  } catch {
    // storage blocked: the clock still redirects while the window is closed
  }
}

/** Where a remembered ended route sends the visitor (the region home), or null for any other page. */
export function endedRedirectOf(resolution: Resolution): string | null {
  if (resolution.kind !== 'page' || !resolution.route.end) return null
  return remembered().has(resolution.route.path) ? pathOf(resolution.region, '') : null
}

/**
 * endedRedirectOf for the page the server rendered at `path` by its clock `now`, in the browser: only a path this
 * browser remembers can be sent home, so the route table, with the catalogue it is built from, loads only then.
 */
export async function endedRedirectAt(path: string, now: number): Promise<string | null> {
  // A path without an escape is the path of the route it resolves to (resolvePath): not remembered, not ended.
  if (!path.includes('%') && !remembered().has(path)) return null
  const { resolvePath } = await import('./route-table')
  return endedRedirectOf(resolvePath(path, now))
}
