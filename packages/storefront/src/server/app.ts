import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppConfig } from '../app-config'
import { regionOfPath } from '@storefront/region-config'
import { serverErrorHtml } from './bad-request'
import { mountCalendarPages } from '../features/calendar/calendar-page'
import { createStyleInliner } from './inline-styles'
import { pageRenderer, type RenderPage } from './page-answer'
import { pageRoute } from './page-route'
import { mountProbes, type Probes } from './probes'
import { RenderCache } from './render-cache'
import { queueRenders, RenderShed, type RenderQueueOptions } from './render-queue'
import { securityHeaders } from './security-headers'
import { mountSsrEndpoints } from './ssr-endpoints'
import { mountStaticFiles } from './static-files'

export type { RenderPage, RenderedPage } from './page-answer'

interface Options {
  config: AppConfig
  render: RenderPage
  /** Built client assets; null in dev, where Vite serves them (and the pages' stylesheets stay links). */
  clientDir: string | null
  /** Rendered-HTML cache (render-cache.ts); default a new one, false to render every request. */
  renderCache?: RenderCache | false
  /** Vite's dev server renders the pages (its injected styles and websocket need the CSP to allow them). */
  viteDevServer?: boolean
  /** Renders at a time and queue limits per lane (render-queue.ts); the defaults otherwise. */
  renderQueue?: RenderQueueOptions
  /** `/version` and `/ready` (probes.ts); absent in tests that do not need them. */
  probes?: Probes
}

/** The answer to a request that failed: more renders waiting than can be served in time, or an error. */
function failure(error: unknown, c: Context): Response {
  // Come back in a moment (docs/performance.md#render-queue).
  if (error instanceof RenderShed) {
    const headers = { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' }
    return c.text('Service Unavailable', 503, headers)
  }
  console.error('[storefront] request failed', error)
  return c.html(serverErrorHtml(regionOfPath(c.req.path)), 500)
}

/**
 * Only GET and HEAD exist on a storefront; everything else is refused, not crashed on. What the client sends is
 * read (bounded) before the answer, so the socket is not reset under it.
 */
const otherMethods = [
  bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('Payload Too Large', 413, { Connection: 'close' }) }),
  async (c: Context) => {
    await c.req.raw.arrayBuffer().catch(() => undefined)
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' })
  },
] as const

/**
 * The HTTP surface of one storefront app, the same in development and production: security headers on every answer,
 * the probes, the SSR endpoints, the built files, the calendar pages (never public: features/calendar), then the pages.
 */
export function createStorefrontApp(options: Options): Hono {
  const { config, clientDir, renderCache, viteDevServer = false, probes } = options
  const app = new Hono()
  app.use(securityHeaders(config, { viteDevServer }))
  if (probes) mountProbes(app, config.app, probes)
  mountSsrEndpoints(app, config)
  if (clientDir) mountStaticFiles(app, clientDir)
  // Built pages carry their CSS inline (inline-styles.ts); in dev Vite serves and hot-reloads the sheets.
  const renderAnswer = pageRenderer(
    queueRenders(options.render, options.renderQueue),
    clientDir ? createStyleInliner(clientDir) : null,
  )
  const cache = renderCache === false ? null : (renderCache ?? new RenderCache())
  mountCalendarPages(app, config)
  app.get('*', pageRoute({ config, renderAnswer, cache }))
  app.all('*', ...otherMethods)
  app.onError(failure)
  return app
}
