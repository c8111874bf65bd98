import { DEFAULT_REGION, isRegionId, pathOf, type RegionId } from './regions'
import { routeByPath, type FlatRoute } from './routes'
import { windowStateAt } from './time'

export const MAX_PATH_LENGTH = 2048
export const HONG_KONG_PATH = '/where-to-buy/hongkong-macao'

export type Resolution =
  | { kind: 'page'; region: RegionId; route: FlatRoute }
  | {
      kind: 'redirect'
      region: RegionId
      location: string
      status: 301 | 302
      reason: 'canonical' | 'alias' | 'before-start' | 'ended'
    }
  | { kind: 'not-found'; region: RegionId }
  | { kind: 'bad-request'; region: RegionId; status: 400 | 414 }

// Control characters and backslashes never belong in a storefront path (header injection, path tricks), and a lone
// UTF-16 surrogate cannot be percent-encoded again (encodeURI throws).
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN = /[\u0000-\u001f\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const hasForbiddenCodeUnit = (s: string): boolean => FORBIDDEN.test(s)

// A '%' not followed by two hex digits ("/us/%zz"): refused before decodeURIComponent throws on it, as invented URLs
// come in floods (docs/performance.md#bad-traffic).
const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i

/** A path's first non-empty segment ('' when it has none). */
const firstSegment = (pathname: string): string => /^\/*([^/]*)/.exec(pathname)?.[1] ?? ''

/**
 * Whether `pathname` is a canonical path as it is: `/`, or `/`-separated segments of lower-case ASCII letters, digits,
 * `-` and `_`, none empty, the first (`first`, its firstSegment) not `cn` or `hk` (the prefixes resolvePath removes or
 * redirects). Such a path has nothing to decode, no dot segment and no forbidden character, and resolvePath's canonical
 * form of it is itself: its route is looked up as it is. Every other path takes the long way.
 */
const isPlainCanonical = (pathname: string, first: string): boolean =>
  (pathname === '/' || /^(\/[a-z0-9_-]+)+$/.test(pathname)) && first !== 'cn' && first !== 'hk'

/** The region a path's raw first segment names, in any case; cn otherwise. */
function regionOfSegment(segment: string): RegionId {
  const first = segment.toLowerCase()
  return isRegionId(first) ? first : DEFAULT_REGION
}

/** The region a raw path belongs to: its first segment, lower-cased; cn otherwise. */
export function regionOfPath(pathname: string): RegionId {
  return regionOfSegment(firstSegment(pathname))
}

/**
 * Decides what a URL path is: a page, a redirect, a not-found page of a region, or a bad request.
 * Pure: the clock is passed in. `pathname` is the raw (still percent-encoded) path.
 */
export function resolvePath(pathname: string, now: number): Resolution {
  const rawFirst = firstSegment(pathname)
  const region = regionOfSegment(rawFirst)
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'bad-request', region, status: 414 }
  if (MALFORMED_ESCAPE.test(pathname)) return { kind: 'bad-request', region, status: 400 }
  // Most requests name a page by its canonical path: its route is looked up without splitting the path again.
  if (isPlainCanonical(pathname, rawFirst)) return routeAt(pathname, region, now)
  let decoded = pathname
  // Decoding costs more than the rest of the resolution together: only a path with an escape needs it.
  if (pathname.includes('%')) {
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return { kind: 'bad-request', region, status: 400 }
    }
  }
  const segments = decoded.split('/').filter(Boolean)
  if (!decoded.startsWith('/') || segments.some((s) => s === '.' || s === '..') || hasForbiddenCodeUnit(decoded)) {
    return { kind: 'bad-request', region, status: 400 }
  }
  // cn has no prefix: '/cn/…' (any case, repeated) goes through the same canonical form as any other path.
  while (segments[0]?.toLowerCase() === 'cn') segments.shift()
  const first = segments[0]?.toLowerCase()
  if (first === 'hk') return { kind: 'redirect', region: 'cn', location: HONG_KONG_PATH, status: 301, reason: 'alias' }
  if (first && isRegionId(first)) segments[0] = first
  const canonical = `/${segments.join('/')}`
  // A percent-encoded region segment ('/%75s/…') is redirected too, so a page is only served under its region.
  if (canonical !== decoded || (first && isRegionId(first) && rawFirst !== first)) {
    // A decoded '?' or '#' cannot be re-encoded safely by encodeURI: no page has one anyway.
    if (/[?#]/.test(canonical)) return { kind: 'not-found', region }
    return { kind: 'redirect', region, location: encodeURI(canonical), status: 301, reason: 'canonical' }
  }
  return routeAt(canonical, region, now)
}

/** What the canonical path `canonical` of `region` is at `now`. */
function routeAt(canonical: string, region: RegionId, now: number): Resolution {
  const route = routeByPath(canonical)
  if (!route) return { kind: 'not-found', region }
  if (route.redirect) return { kind: 'redirect', region, location: route.redirect, status: 301, reason: 'alias' }
  const state = windowStateAt(route, now)
  if (state !== 'open') {
    return {
      kind: 'redirect',
      region,
      location: pathOf(region, ''),
      status: 302,
      reason: state === 'before' ? 'before-start' : 'ended',
    }
  }
  return { kind: 'page', region, route }
}
