import type http from 'node:http'
import {
  Counter,
  createLogger,
  createRegistry,
  DURATION_BUCKETS,
  Gauge,
  Histogram,
  requestIdOf,
  requestMetrics,
  REQUEST_ID_HEADER,
  type Logger,
  type Registry,
} from '@storefront/ops'
import { regionOfPath, type AppId } from '@storefront/region-config'
import type { BuildInfo } from '../build-info'
import type { RenderPage } from './page-answer'
import type { RenderCache } from './render-cache'

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void

/** The response header that carries the request's id back (the request's own is `REQUEST_ID_HEADER`). */
export const REQUEST_ID_RESPONSE_HEADER = 'X-Request-Id'

/** A low-cardinality label for a path: what kind of answer it is. */
export type RouteKind = 'page' | 'asset' | 'static' | 'ssr' | 'probe' | 'seo'

/** A request target's path: what comes before its query (a slice, where `split` made an array on every request). */
export function pathOfRequestUrl(url: string): string {
  const query = url.indexOf('?')
  return query < 0 ? url : url.slice(0, query)
}

export function routeKind(pathname: string): RouteKind {
  if (/^\/_(cn|us|eu)\//.test(pathname)) return 'asset'
  if (/^\/(img|manuals|favicon)/.test(pathname)) return 'static'
  if (pathname.startsWith('/ssr/')) return 'ssr'
  if (pathname === '/health' || pathname === '/ready' || pathname === '/version') return 'probe'
  if (/^\/(robots\.txt|sitemap[\w-]*\.xml)$/.test(pathname)) return 'seo'
  return 'page'
}

export interface StorefrontObservability {
  log: Logger
  registry: Registry
  /**
   * Wraps the Node request listener: the request id in and back out (`X-Request-Id`), one access line and the
   * metrics per request.
   */
  listen(next: Listener): Listener
  /** The renderer, timed (`storefront_render_duration_seconds`). */
  timeRender(render: RenderPage): RenderPage
  /** Exposes the cache's evictions and entries. */
  watchCache(cache: RenderCache): void
}

export interface ObservabilityOptions {
  app: AppId
  /** What this server was built from: exported as `storefront_build_info`. */
  build: BuildInfo
}

/**
 * The storefront server's logs and metrics, hooked on the Node server (index.ts), so that every answer, the
 * dev server's included, is logged and counted. The render cache's hit or miss is read from the answer's
 * `X-Render-Cache` header.
 */
export function createObservability({ app, build }: ObservabilityOptions): StorefrontObservability {
  const log = createLogger({ name: 'storefront', base: { app } })
  const registry = createRegistry({ service: 'storefront', app })
  // The usual info-metric shape: always 1, the facts in the labels, so dashboards can join on version.
  new Gauge({
    name: 'storefront_build_info',
    help: 'The running build: app version, source commit and build time (always 1)',
    labelNames: ['version', 'commit', 'built_at'] as const,
    registers: [registry],
    // A cluster's workers run one build: their merged metrics show it once, not once per worker (cluster.ts).
    aggregator: 'first',
  }).set({ version: build.version, commit: build.commit, built_at: build.builtAt ?? 'dev' }, 1)
  const recordRequest = requestMetrics(registry, {
    prefix: 'storefront',
    by: 'kind',
    countHelp: 'Requests answered, by route kind and status',
    timeHelp: 'Time from request to the last byte of the answer, by route kind',
  })
  const cacheLookups = new Counter({
    name: 'storefront_render_cache_requests_total',
    help: 'Page answers by render-cache result (hit: served from the cache; miss: rendered)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  const renders = new Histogram({
    name: 'storefront_render_duration_seconds',
    help: 'Time Vike takes to render a page (cache misses and uncached pages)',
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  return {
    log,
    registry,
    listen: (next) => (req, res) => {
      const started = performance.now()
      const id = requestIdOf(req.headers[REQUEST_ID_HEADER])
      req.headers[REQUEST_ID_HEADER] = id
      // The path only: query strings can carry tokens (reset and verification links).
      const pathname = pathOfRequestUrl(req.url ?? '/')
      const kind = routeKind(pathname)
      res.setHeader(REQUEST_ID_RESPONSE_HEADER, id)
      res.once('close', () => {
        const seconds = (performance.now() - started) / 1000
        const cache = res.getHeader('x-render-cache')
        const status = res.writableFinished ? res.statusCode : 499 // the client went away first
        recordRequest({ kind, status: String(status) }, seconds)
        if (cache === 'hit' || cache === 'miss') cacheLookups.inc({ result: cache })
        const line = {
          reqId: id,
          method: req.method,
          route: pathname,
          region: kind === 'page' ? regionOfPath(pathname) : undefined,
          kind,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          cache: typeof cache === 'string' ? cache : undefined,
        }
        // A 503 from /ready is a draining or starting server, not a fault.
        if (status >= 500 && kind !== 'probe') log.error(line, 'request')
        else log.info(line, 'request')
      })
      next(req, res)
    },
    timeRender: (render) => async (init) => {
      const end = renders.startTimer()
      try {
        return await render(init)
      } finally {
        end()
      }
    },
    watchCache(cache) {
      let counted = 0
      new Counter({
        name: 'storefront_render_cache_evictions_total',
        help: 'Pages dropped from the render cache to stay within its entry and byte limits',
        registers: [registry],
        collect() {
          this.inc(cache.stats.evictions - counted)
          counted = cache.stats.evictions
        },
      })
      new Gauge({
        name: 'storefront_render_cache_entries',
        help: 'Pages held in the render cache',
        registers: [registry],
        collect() {
          this.set(cache.size)
        },
      })
    },
  }
}
