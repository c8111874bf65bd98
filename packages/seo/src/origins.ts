import { REGION_APP, REGION_IDS, type AppId, type RegionId } from '@storefront/region-config'

/**
 * The public origin (scheme + host + optional port, no path, no trailing slash) each region is
 * served from. Regions of one app share its host; locally every region may share one origin.
 */
export type Origins = Readonly<Record<RegionId, string>>

/** The deployed hosts of the three storefront apps (docs/architecture.md#apps-and-hosts). */
export const PRODUCTION_APP_ORIGINS: Readonly<Record<AppId, string>> = {
  cn: 'https://www.mechaform-robotics.cn',
  us: 'https://us.mechaform-robotics.com',
  eu: 'https://eu.mechaform-robotics.com',
}

/**
 * Validates and normalises one origin: http(s) only, no path, query, fragment or credentials.
 * `'https://US.Example.com/'` → `'https://us.example.com'`. Throws a TypeError otherwise.
 */
export function normalizeOrigin(origin: string): string {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    throw new TypeError(`Invalid origin "${origin}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`Origin "${origin}" must be http(s)`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new TypeError(`Origin "${origin}" must be scheme://host[:port] only`)
  }
  return url.origin
}

/** Origins from a full region → origin map, validated and normalised. */
export function defineOrigins(byRegion: Readonly<Record<RegionId, string>>): Origins {
  const out = {} as Record<RegionId, string>
  for (const region of REGION_IDS) out[region] = normalizeOrigin(byRegion[region])
  return Object.freeze(out)
}

/** Origins from one origin per app: each region gets the origin of the app that serves it. */
export function originsFromApps(byApp: Readonly<Record<AppId, string>>): Origins {
  const out = {} as Record<RegionId, string>
  for (const region of REGION_IDS) out[region] = byApp[REGION_APP[region]]
  return defineOrigins(out)
}

/** Every region on one origin (local all-in-one server, e.g. `http://localhost:3000`). */
export function singleOrigin(origin: string): Origins {
  const o = normalizeOrigin(origin)
  return originsFromApps({ cn: o, us: o, eu: o })
}

/** The production origins of every region. */
export const PRODUCTION_ORIGINS: Origins = originsFromApps(PRODUCTION_APP_ORIGINS)

/** A path with any query string or fragment removed and a leading slash ensured. */
export function stripQuery(path: string): string {
  const cut = path.search(/[?#]/)
  const bare = cut === -1 ? path : path.slice(0, cut)
  return bare.startsWith('/') ? bare : `/${bare}`
}

/**
 * Absolute URL of a site path on a region's public origin. Query strings and fragments are
 * dropped: URLs this package emits (canonical, alternates, sitemap) never carry one.
 *
 * absoluteUrl(origins, 'uk', '/uk/flagship-megatron?utm=x') → 'https://eu.mechaform-robotics.com/uk/flagship-megatron'
 */
export function absoluteUrl(origins: Origins, region: RegionId, path: string): string {
  const origin = origins[region].replace(/\/+$/, '')
  return `${origin}${stripQuery(path)}`
}
