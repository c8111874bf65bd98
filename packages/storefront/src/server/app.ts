import type { IncomingMessage, ServerResponse } from 'node:http'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { serveStatic } from '@hono/node-server/serve-static'
import { resolvePath, type RegionId } from '@storefront/region-config'
import type { AppConfig } from '../app-config'
import { serverNow } from './clock'
import { mountSsrEndpoints, SSR_ENDPOINT_PATHS } from './ssr-endpoints'
import { badRequestHtml } from './bad-request'
import { pageCacheControl } from './cache-control'
import { boundariesOf, RenderCache, type CacheLookup, type CachedResponse } from './render-cache'
import { cacheablePage, type CacheablePage, type RoutedPath } from './page-request'
import { acceptedEncoding, compressAsync, isCompressible, type Encoding } from './compression'
import { queueRenders, RenderShed, type RenderLane, type RenderQueueOptions } from './render-queue'
import { isHtml, newNonce, securityHeaderList, securityHeaders } from './security-headers'
import { mergedRawHeaders, rawHeaders } from './raw-headers'
import { createStyleInliner } from './inline-styles'
import {
  isPreviewRequest,
  keepPreviewInLocation,
  PREVIEW_HEADERS,
  previewRefusedHtml,
  previewRequestOf,
} from './preview'

export interface RenderedPage {
  httpResponse: { body: string; statusCode: number; headers: [string, string][] } | null
}
export type RenderPage = (init: Record<string, unknown>) => Promise<RenderedPage>

interface Options {
  config: AppConfig
  render: RenderPage
  /** Built client assets; null in dev, where Vite serves them. */
  clientDir: string | null
  /** Rendered-HTML cache (render-cache.ts); default a new one, false to render every request. */
  renderCache?: RenderCache | false
  /** Vite's dev server renders the pages (its injected styles and websocket need the CSP to allow them). */
  viteDevServer?: boolean
  /** Renders at a time and queue limits per lane (render-queue.ts); the defaults otherwise. */
  renderQueue?: RenderQueueOptions
}

const HASHED_ASSET = /^\/_[a-z]+\/assets\//
/** A path whose last segment has an extension (`/favicon.svg`, `/_us/assets/entry.js`). */
const FILE_NAME = /\.[^/]*$/

/** A path an SSR endpoint or a file (static or hashed asset) may own: never answered as a page first. */
const ownedElsewhere = (pathname: string): boolean =>
  SSR_ENDPOINT_PATHS.has(pathname) || FILE_NAME.test(pathname) || HASHED_ASSET.test(pathname)
/** Where a region another app serves lives: its sister origin, the same path and query. */
const sisterLocation = (config: AppConfig, region: RegionId, url: URL): string =>
  // Origin + path as strings: a path starting with '//' must not become a protocol-relative URL.
  `${config.origins[region]}${url.pathname}${url.search}`

/** The answer to a render that failed: more renders waiting than can be served in time, or an error. */
function failureOf(error: unknown): { status: 503 | 500; html: boolean; body: string; headers: [string, string][] } {
  // Come back in a moment (docs/performance.md#render-queue).
  if (error instanceof RenderShed) {
    const headers: [string, string][] = [
      ['Retry-After', String(error.retryAfterSeconds)],
      ['Cache-Control', 'no-store'],
    ]
    return { status: 503, html: false, body: 'Service Unavailable', headers }
  }
  console.error('[storefront] request failed', error)
  return { status: 500, html: true, body: badRequestHtml('cn'), headers: [] }
}

const contentTypeOf = (response: Pick<CachedResponse, 'headers'>): string | undefined =>
  response.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1]
const toBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)

/** What the server's observability shares with `servePage` for one request (observability.ts, AnswerRecord). */
export interface PageAnswer {
  headers: readonly [string, string][]
  renderCache?: string
}
const NO_ANSWER_RECORD: PageAnswer = { headers: [] }

export interface StorefrontApp extends Hono {
  /**
   * Answers a GET/HEAD of a page directly on the Node request, from the render cache or rendered; false: not
   * a page it answers, use the app. `fallback` hands the request to the app (a render Vike had no answer for).
   * `answer.headers` go on every answer it gives (the request id); it sets `answer.renderCache` to the cache's
   * hit, miss or bypass of a page it writes.
   */
  servePage(req: IncomingMessage, res: ServerResponse, fallback: () => void, answer?: PageAnswer): boolean
}

/** The HTTP surface of one storefront app: SSR endpoints, static files, then Vike pages. */
export function createStorefrontApp({
  config,
  render: renderNow,
  clientDir,
  renderCache,
  viteDevServer = false,
  renderQueue,
}: Options): StorefrontApp {
  const app = new Hono()
  const render = queueRenders(renderNow, renderQueue)
  const cache = renderCache === false ? null : (renderCache ?? new RenderCache())
  // Built pages carry their CSS inline (inline-styles.ts); in dev Vite serves and hot-reloads the sheets.
  const inlineStyles = clientDir ? createStyleInliner(clientDir) : null
  app.use(securityHeaders(config, { viteDevServer }))

  /** The headers of a page answer (rendered or cached), before the security headers. */
  const pageHeaders = (
    result: CacheLookup,
    cacheControlOf200: () => string | null,
    type = contentTypeOf(result.response),
  ): [string, string][] => {
    const response = result.response
    const headers: [string, string][] = [...response.headers, ['X-Render-Cache', result.status]]
    // Pages and their data are answered per Accept-Encoding (compression.ts), so caches must key on it.
    if (isCompressible(type)) headers.push(['Vary', 'Accept-Encoding'])
    if (response.encoding) headers.push(['Content-Encoding', response.encoding])
    // A CDN may hold a page until the next time boundary (cache-control.ts); the rest keeps Vike's no-store.
    const cacheControl = response.statusCode === 200 ? cacheControlOf200() : null
    if (cacheControl) headers.push(['Cache-Control', cacheControl])
    return headers
  }
  const sendPage = (c: Context, result: CacheLookup, cacheControlOf200: () => string | null) => {
    for (const [name, value] of pageHeaders(result, cacheControlOf200)) c.header(name, value)
    const { body, statusCode } = result.response
    return typeof body === 'string' ? c.body(body, statusCode as 200) : c.body(body, statusCode as 200)
  }
  /**
   * The cached answer to a request for `url` before any route, if any (see page-request.ts for what shares
   * an entry). The not-found page only where nothing but the page route could answer: an endpoint or a
   * file would be an unknown path too.
   */
  const cached = (
    url: URL,
    now: number,
    nonce: string,
    encoding: Encoding | null,
  ): { page: CacheablePage; hit: CacheLookup } | null => {
    // A preview is never answered from (nor kept in) the cache: it shows another instant (preview.ts).
    const page = cache && !isPreviewRequest(url) && cacheablePage(config.app, url, now)
    if (!page) return null
    if (page.lane === 'not-found' && ownedElsewhere(url.pathname)) return null
    const hit = cache.peek(page.key, now, nonce, encoding)
    return hit && { page, hit }
  }

  // A page in the render cache is answered first: it was a page when rendered (not a static file,
  // redirect or endpoint), and stays one until its validity ends (render-cache.ts).
  if (cache) {
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      const url = new URL(c.req.url)
      const now = serverNow(config)
      const found = cached(url, now, c.get('cspNonce'), acceptedEncoding(c.req.header('accept-encoding')))
      if (!found) return next()
      // A shared compressed body carries its own nonce: the CSP header must name that one.
      c.set('cspNonce', found.hit.response.nonce)
      return sendPage(c, found.hit, () => pageCacheControl(found.page, now))
    })
  }
  mountSsrEndpoints(app, config)

  if (clientDir) {
    const statics = serveStatic({
      root: clientDir,
      // The build writes .br and .gz beside each compressible file (vite.ts): served per Accept-Encoding.
      precompressed: true,
      onFound: (filePath, c) => {
        c.header(
          'Cache-Control',
          HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    })
    // Every built file has an extension and no page path has one: a page is not looked for on disk.
    app.use('*', (c, next) => (FILE_NAME.test(c.req.path) ? statics(c, next) : next()))
    // A hashed asset that is not in this build (an old deploy's chunk) is a plain 404, never a
    // page or a redirect: the client's deploy-skew recovery relies on it (docs/rules/routing.md#deploy-skew).
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (!HASHED_ASSET.test(c.req.path)) return next()
      return c.text('Not Found', 404, { 'Cache-Control': 'no-store' })
    })
  }

  /**
   * Renders `urlOriginal` at `now` in `lane`, with the response's nonce; null: Vike had no answer. `routed`: the path
   * as this request resolved it, which +onBeforeRoute takes instead of resolving it again.
   */
  const renderer =
    (
      urlOriginal: string,
      now: number,
      lane: RenderLane,
      { preview, routed }: { preview?: { at: number; exit: string }; routed?: RoutedPath | undefined } = {},
    ) =>
    async (cspNonce: string): Promise<RenderedPage['httpResponse']> => {
      const init = {
        urlOriginal,
        serverNow: now,
        appConfig: config,
        cspNonce,
        ...(preview && { preview }),
        ...(routed && { routed }),
      }
      const response = (await render(init, lane)).httpResponse
      if (!response) return null
      // The three fields the server sends, read once: a copy of Vike's httpResponse (`{ ...response }`) would
      // call each of its getters (the body again, and the deprecated `contentType`, which logs a warning) and
      // keep its stream handlers in the render cache.
      const { statusCode, headers, body } = response
      // Vike answers client navigations' pageContext.json here too: only pages get their CSS inline.
      const html = headers.some(([name, value]) => name.toLowerCase() === 'content-type' && isHtml(value))
      return { statusCode, headers, body: html && inlineStyles ? inlineStyles(body, cspNonce) : body }
    }
  /**
   * A page's answer: from the cache or rendered into it (a cacheable page), or rendered each time, then
   * compressed per Accept-Encoding if it is not yet. Null: Vike had no answer.
   */
  const answerPage = async (
    page: CacheablePage | null,
    urlOriginal: string,
    now: number,
    lane: RenderLane,
    nonce: string,
    encoding: Encoding | null,
  ): Promise<CacheLookup | null> => {
    const renderWith = renderer(urlOriginal, now, lane, { routed: page?.routed })
    let result: CacheLookup | null
    if (cache && page) {
      result = await cache.lookup(page.key, now, boundariesOf(page.region), nonce, renderWith, encoding)
    } else {
      const rendered = await renderWith(nonce)
      result = rendered && { response: { ...rendered, nonce }, status: 'bypass' }
    }
    if (result && encoding && !result.response.encoding && isCompressible(contentTypeOf(result.response))) {
      const body = result.response.body
      const raw =
        typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength)
      result = {
        ...result,
        response: { ...result.response, body: toBytes(await compressAsync(raw, encoding)), encoding },
      }
      delete result.response.parts
    }
    return result
  }

  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    const preview = previewRequestOf(url, config, Date.now())
    // Whatever a preview link gets, good or refused, is never cached or indexed.
    if (preview.kind !== 'none') for (const [name, value] of PREVIEW_HEADERS) c.header(name, value)
    if (preview.kind === 'refused')
      return c.html(previewRefusedHtml(resolvePath(url.pathname, serverNow(config)).region, url), 403)
    // One clock reading per request: routing, rendering and the cache all see the same instant (a preview
    // link's instant for a preview).
    const now = preview.kind === 'preview' ? preview.at : serverNow(config)
    const resolution = resolvePath(url.pathname, now)
    const region = resolution.region
    if (resolution.kind === 'bad-request') {
      return c.html(badRequestHtml(region), resolution.status)
    }
    // A region another app serves lives on its sister origin (docs/architecture.md#apps-and-hosts).
    if (!config.regions.includes(region)) return c.redirect(sisterLocation(config, region, url), 301)
    // The render sees the URL, the clock and the app's config, nothing of the visitor (no headers,
    // cookies or country): pages are the same for everyone, so they can be cached (render-cache.ts).
    // Of the query, a page sees only the parameters its route reads (page-request.ts).
    // An unknown path is its region's one not-found page (page-request.ts), rendered for a stand-in path.
    const page = cacheablePage(config.app, url, now)
    // Real pages are rendered before anything else (render-queue.ts): a not-found page, a redirect.
    const lane: RenderLane = page?.lane ?? (resolution.kind === 'page' ? 'page' : 'not-found')
    const nonce = c.get('cspNonce')
    if (preview.kind === 'preview') {
      const at = { at: now, exit: preview.exit }
      return sendPreview(
        c,
        await renderer(page?.urlOriginal ?? preview.exit, now, lane, { preview: at })(nonce),
        preview.token,
      )
    }
    const urlOriginal = page?.urlOriginal ?? url.pathname + url.search
    const encoding = acceptedEncoding(c.req.header('accept-encoding'))
    const result = await answerPage(page, urlOriginal, now, lane, nonce, encoding)
    if (!result) return c.notFound()
    c.set('cspNonce', result.response.nonce)
    return sendPage(c, result, () => pageCacheControl(page, now))
  })
  /**
   * A page at a preview link's instant (docs/rules/time.md#preview-links), rendered like any page but never from or
   * into the cache: its redirects kept in the preview (its links are, in the browser: client-effects.tsx); its
   * answers, whatever they are, carry PREVIEW_HEADERS (never cached, never indexed).
   */
  const sendPreview = (c: Context, response: RenderedPage['httpResponse'], token: string) => {
    if (!response) return c.notFound()
    for (const [name, value] of response.headers) {
      const lower = name.toLowerCase()
      if (lower === 'cache-control') continue
      c.header(name, lower === 'location' ? keepPreviewInLocation(value, token) : value)
    }
    return c.body(response.body, response.statusCode as 200)
  }

  // Only GET and HEAD exist on a storefront; everything else is refused, not crashed on.
  // Read (bounded) what the client sends before answering, so the socket is not reset under it.
  app.all(
    '*',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('Payload Too Large', 413, { Connection: 'close' }) }),
    async (c) => {
      await c.req.raw.arrayBuffer().catch(() => undefined)
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' })
    },
  )
  app.onError((err, c) => {
    const failure = failureOf(err)
    const headers = Object.fromEntries(failure.headers)
    return failure.html ? c.html(failure.body, failure.status, headers) : c.text(failure.body, failure.status, headers)
  })

  // The pages straight on the Node request, without building a Fetch Request and Response (a third of a
  // cached page's cost, a tenth of a render's: docs/performance.md#cpu-per-request): same key, same
  // headers, same body as the routes above. Everything else (a preview, a redirect, a malformed URL, an
  // account screen, an endpoint, a file) is the Hono app's.
  const security = securityHeaderList(config, { viteDevServer })
  const writePage = (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    page: CacheablePage,
    now: number,
    hit: CacheLookup,
    answer: PageAnswer,
  ) => {
    const type = contentTypeOf(hit.response)
    const own = pageHeaders(hit, () => pageCacheControl(page, now), type)
    answer.renderCache = hit.status
    // A cached body is written in its parts (reading `body` would join them). A rendered one as it is: Node
    // encodes a string straight into the socket's write, where a Buffer of it would copy the page once more.
    const { parts } = hit.response
    const body = parts ? null : hit.response.body
    const length = parts
      ? parts.reduce((sum, part) => sum + part.length, 0)
      : typeof body === 'string'
        ? Buffer.byteLength(body)
        : body!.byteLength
    res.writeHead(
      hit.response.statusCode,
      mergedRawHeaders(own, security(hit.response.nonce, isHtml(type), pathname), answer.headers, [
        ['Content-Length', String(length)],
      ]),
    )
    if (req.method === 'HEAD') return res.end()
    // The header goes alone: Node joins its text to a string body's first write (`_send`), a new string it copies
    // whole into the socket's write, the page a second time. Corked, header and body still leave in one write.
    res.cork()
    res.flushHeaders()
    for (const part of parts ?? [body!]) res.write(part)
    res.end()
  }
  /** The app's error handler's answer (`failureOf`), on Node. */
  const writeFailure = (res: ServerResponse, pathname: string, nonce: string, error: unknown, answer: PageAnswer) => {
    const { status, html, body, headers } = failureOf(error)
    const type = html ? 'text/html; charset=UTF-8' : 'text/plain; charset=UTF-8'
    res.writeHead(
      status,
      rawHeaders([['Content-Type', type]], headers, security(nonce, html, pathname), answer.headers, [
        ['Content-Length', String(Buffer.byteLength(body))],
      ]),
    )
    res.end(body)
  }
  /**
   * The two answers given before any page, as the page route gives them: a malformed URL's 400 page and a
   * sister region's 301 (what bots send most after invented paths: docs/performance.md#bad-traffic).
   * False for the rest (an account screen, a canonical redirect): the app's.
   */
  const answerUnrouted = (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    now: number,
    nonce: string,
    answer: PageAnswer,
  ) => {
    const resolution = resolvePath(url.pathname, now)
    const headers: [string, string][] = []
    let body = ''
    if (resolution.kind === 'bad-request') {
      body = badRequestHtml(resolution.region)
      headers.push(['Content-Type', 'text/html; charset=UTF-8'], ...security(nonce, true, url.pathname))
    } else if (!config.regions.includes(resolution.region)) {
      headers.push(['Location', sisterLocation(config, resolution.region, url)])
      headers.push(...security(nonce, false, url.pathname))
    } else return false
    headers.push(...answer.headers, ['Content-Length', String(Buffer.byteLength(body))])
    res.writeHead(resolution.kind === 'bad-request' ? resolution.status : 301, rawHeaders(headers))
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
  /**
   * Answers a GET or HEAD of a page on the Node request: from the render cache at once, or rendered (into the
   * cache when it is cacheable). False: not a page this can answer, hand the request to the Hono app.
   */
  const servePage = (
    req: IncomingMessage,
    res: ServerResponse,
    fallback: () => void,
    answer = NO_ANSWER_RECORD,
  ): boolean => {
    const raw = req.url
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !raw?.startsWith('/') || raw.startsWith('//')) return false
    let url: URL
    try {
      url = new URL(`http://localhost${raw}`)
    } catch {
      return false
    }
    const { pathname } = url
    // A preview is never answered from (nor kept in) the cache: it shows another instant (preview.ts). A path
    // an endpoint or a file may own is theirs.
    if (isPreviewRequest(url) || ownedElsewhere(pathname)) return false
    const now = serverNow(config)
    const nonce = newNonce()
    const page = cacheablePage(config.app, url, now)
    if (!page || !config.regions.includes(page.region)) return answerUnrouted(req, res, url, now, nonce, answer)
    const encoding = acceptedEncoding(req.headers['accept-encoding'])
    const hit = cache?.peek(page.key, now, nonce, encoding)
    if (hit) {
      try {
        writePage(req, res, pathname, page, now, hit, answer)
      } catch (error) {
        if (!res.headersSent) return false // let the app answer
        console.error('[storefront] cached answer failed', error)
        res.destroy()
      }
      return true
    }
    answerPage(page, page.urlOriginal, now, page.lane, nonce, encoding)
      .then((result) => (result ? writePage(req, res, pathname, page, now, result, answer) : fallback()))
      .catch((error: unknown) => {
        if (!res.headersSent) return writeFailure(res, pathname, nonce, error, answer)
        console.error('[storefront] page answer failed', error)
        res.destroy()
      })
    return true
  }
  return Object.assign(app, { servePage })
}
