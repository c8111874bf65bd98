import { REGION_IDS, pathOf, type RegionId } from '@storefront/region-config'

/**
 * Speculation Rules (https://developer.chrome.com/docs/web-platform/prerender-pages): the browser
 * prerenders a page of this app once the shopper hovers its link (moderate eagerness), so that a
 * server-routed navigation shows at once (docs/browser-weight.md). Links to another app's regions,
 * the API, files and new tabs are left alone.
 */
export function speculationRulesOf(appRegions: readonly RegionId[]): string {
  // Every page's head carries it, and an app's regions never change: built once per app.
  const key = appRegions.join(',')
  let rules = built.get(key)
  if (rules === undefined) built.set(key, (rules = buildRules(appRegions)))
  return rules
}

const built = new Map<string, string>()

function buildRules(appRegions: readonly RegionId[]): string {
  const prefixOf = (region: RegionId) => pathOf(region, '').replace(/\/$/, '')
  const own = appRegions.map(prefixOf)
  const others = REGION_IDS.filter((id) => !appRegions.includes(id))
    .map(prefixOf)
    .filter(Boolean)
  const ownPatterns = own.flatMap((prefix) => (prefix ? [prefix, `${prefix}/*`] : ['/*']))
  const excluded = [...others.flatMap((prefix) => [prefix, `${prefix}/*`]), '/api/*', '/ssr/*', '/*.pdf']
  return JSON.stringify({
    prerender: [
      {
        where: {
          and: [
            { or: ownPatterns.map((href_matches) => ({ href_matches })) },
            ...excluded.map((href_matches) => ({ not: { href_matches } })),
            { not: { selector_matches: '[rel~=external], [target=_blank], [download]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  })
}
