import type { Context, Handler } from 'hono'
import { resolvePath, type RegionId } from '@storefront/region-config'
import type { AppConfig } from '../app-config'
import { badRequestHtml } from './bad-request'
import { pageCacheControl } from './cache-control'
import { serverNow } from './clock'
import { sendAnswer, type PageInit } from './page-answer'
import { cacheablePage } from './page-request'
import {
  keepPreviewInLocation,
  PREVIEW_HEADERS,
  previewRefusedHtml,
  previewRequestOf,
} from '../features/preview/server'
import type { CacheLookup, PageAnswer, RenderCache } from './render-cache'
import type { RenderLane } from './render-queue'
import { boundariesOf } from './time-boundaries'

export interface PageRouteOptions {
  config: AppConfig
  /** Renders a page into its answer (page-answer.ts, pageRenderer). */
  renderAnswer: (init: PageInit, lane: RenderLane) => Promise<PageAnswer | null>
  /** The render cache; null renders every request. */
  cache: RenderCache | null
}

/** Where a region another app serves lives: its sister origin, the same path and query. */
const sisterLocation = (config: AppConfig, region: RegionId, url: URL): string =>
  // Origin + path as strings: a path starting with '//' must not become a protocol-relative URL.
  `${config.origins[region]}${url.pathname}${url.search}`

/**
 * The GET handler of every page: a preview link, a malformed URL (400), a region another app serves (301), or a
 * page from the render cache or rendered (a page of the route table, a redirect, an account screen, the not-found
 * page). The render sees the URL, the clock and the app's config, nothing of the visitor (no headers, cookies or
 * country): pages are the same for everyone, so they can be cached.
 */
export function pageRoute({ config, renderAnswer, cache }: PageRouteOptions): Handler {
  /**
   * A page at a preview link's instant (docs/rules/time.md#preview-links), rendered like any page but never from or
   * into the cache: its redirects kept in the preview (its links are, in the browser: client-effects.tsx); its
   * answers, whatever they are, carry PREVIEW_HEADERS (never cached, never indexed).
   */
  const sendPreview = async (c: Context, init: PageInit, lane: RenderLane, token: string) => {
    const answer = await renderAnswer(init, lane)
    if (!answer) return c.notFound()
    const headers = answer.headers
      .filter(([name]) => name.toLowerCase() !== 'cache-control')
      .map(([name, value]): [string, string] => [
        name,
        name.toLowerCase() === 'location' ? keepPreviewInLocation(value, token) : value,
      ])
    return sendAnswer(
      c,
      { answer: { ...answer, headers }, status: 'bypass' },
      { now: init.serverNow, cacheControl: null },
    )
  }

  return async (c) => {
    const url = new URL(c.req.url)
    const preview = previewRequestOf(url, config, Date.now())
    // Whatever a preview link gets, good or refused, is never cached or indexed.
    if (preview.kind !== 'none') for (const [name, value] of PREVIEW_HEADERS) c.header(name, value)
    if (preview.kind === 'refused')
      return c.html(previewRefusedHtml(resolvePath(url.pathname, serverNow(config)), url), 403)
    // One clock reading per request: routing, rendering and the cache all see the same instant (a preview link's
    // instant for a preview).
    const now = preview.kind === 'preview' ? preview.at : serverNow(config)
    const resolution = resolvePath(url.pathname, now)
    if (resolution.kind === 'bad-request') return c.html(badRequestHtml(resolution.region), resolution.status)
    // A region another app serves lives on its sister origin (docs/architecture.md#apps-and-hosts).
    if (!config.regions.includes(resolution.region))
      return c.redirect(sisterLocation(config, resolution.region, url), 301)
    // Of the query, a page sees only what its route reads; an unknown path is its region's one not-found page,
    // rendered for a stand-in path (page-request.ts).
    const page = cacheablePage(config.app, url, now)
    // Real pages are rendered before anything else (render-queue.ts): a not-found page, a redirect.
    const lane: RenderLane = page?.lane ?? (resolution.kind === 'page' ? 'page' : 'not-found')
    if (preview.kind === 'preview') {
      const init = { urlOriginal: page?.urlOriginal ?? preview.exit, serverNow: now, appConfig: config }
      return sendPreview(c, { ...init, preview: { at: now, exit: preview.exit } }, lane, preview.token)
    }
    const init = { urlOriginal: page?.urlOriginal ?? url.pathname + url.search, serverNow: now, appConfig: config }
    const render = () => renderAnswer(init, lane)
    let found: CacheLookup | null
    if (cache && page) found = await cache.lookup(page.key, now, boundariesOf(page.region), render)
    else {
      const answer = await render()
      found = answer && { answer, status: 'bypass' }
    }
    if (!found) return c.notFound()
    return sendAnswer(c, found, { now, cacheControl: pageCacheControl(page, now) })
  }
}
