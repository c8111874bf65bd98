import { REGION_APP, pathOf, resolvePath, routeQuery, type FlatRoute, type RegionId } from '@storefront/region-config'
import { catalogueQueryOf, catalogueSearch } from '../../pages/catalogue/catalogue-data'
import { chatOnPath } from '../features/chat/chat-vendor'
import type { RenderLane } from './render-queue'

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/**
 * A request the render cache may answer (a page's HTML, or its client navigation's `.pageContext.json`,
 * or the not-found page of a region).
 */
export interface CacheablePage {
  /** The cache key: app, path and the query parameters the page reads, nothing else. */
  key: string
  /** What the renderer sees: the same path and parameters (tracking and unknown ones left out). */
  urlOriginal: string
  /** The region whose time boundaries the page depends on (time-boundaries.ts). */
  region: RegionId
  /** Which render queue a miss waits in (render-queue.ts). */
  lane: RenderLane
}

/**
 * The query a page renders with: the parameters its route declares (`query` in the route table), and of the
 * catalogue's only the choices it knows, other than the default (docs/rules/routing.md#query-parameters). A value
 * nobody chose (`?sort=zz1`) is the default page, from its one cache entry.
 */
function pageQuery(route: FlatRoute, search: URLSearchParams): string {
  if (route.component === 'catalogue') return catalogueSearch(catalogueQueryOf(Object.fromEntries(search)))
  return routeQuery(route, search)
}

/**
 * The cacheable page a URL asks for, or null: render every time, with the full URL. A page of the
 * route table is cacheable, except the account screens (they read tokens and `fromPath`, and are
 * noindex forms). Its key and render URL keep only the query parameters the route declares
 * (pageQuery): an ad click's `?gclid=…&utm_source=…` is the same page as the bare
 * URL, from the same cache entry, and never reaches the HTML; the browser still has it in `location`.
 * An unknown path of a region the app serves is that region's not-found page (notFoundPage).
 * Redirects are not cacheable and keep the whole query (a canonical redirect passes it on).
 */
export function cacheablePage(app: string, url: URL, now: number): CacheablePage | null {
  const { pathname } = url
  const json = pathname.endsWith(PAGE_CONTEXT_SUFFIX)
  const pagePath = json ? pathname.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : pathname
  const resolution = resolvePath(pagePath, now)
  if (resolution.kind === 'not-found') return json ? null : notFoundPage(app, resolution.region, pathname)
  if (resolution.kind !== 'page' || resolution.route.component === 'account') return null
  const urlOriginal = pathname + (url.search ? pageQuery(resolution.route, url.searchParams) : '')
  return { key: `${app} ${urlOriginal}`, urlOriginal, region: resolution.region, lane: 'page' }
}

/**
 * The not-found page of `region` as the app answers it for `pathname`: one entry per region and
 * variant, whatever the path, so a flood of invented URLs costs no more than a cached page
 * (docs/rules/routing.md#not-found). The page never shows the path it was asked for; the one thing
 * the path decides is whether the chat button is on it (docs/rules/chat.md#where-the-button-shows),
 * hence two variants, each rendered for a stand-in path of its own. A region another app serves
 * (its sister redirect) is not the app's to answer: null.
 */
export function notFoundPage(app: string, region: RegionId, pathname: string): CacheablePage | null {
  if (REGION_APP[region] !== app) return null
  const chat = chatOnPath(pathname)
  const home = pathOf(region, '')
  // No page has this slug, and the stand-in's own path puts the chat button on it or not.
  const standIn = `${home === '/' ? '' : home}/__not-found${chat && !chatOnPath(home) ? '/us' : ''}`
  return { key: `${app} 404 ${region}${chat ? ' chat' : ''}`, urlOriginal: standIn, region, lane: 'not-found' }
}
