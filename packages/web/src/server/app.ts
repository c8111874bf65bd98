import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { resolvePath } from '@storefront/region-config'
import type { AppConfig } from '../app-config'
import { serverNow } from './clock'
import { mountSsrEndpoints } from './ssr-endpoints'
import { badRequestHtml } from './bad-request'
import { htmlCacheControl } from './cache-control'

export interface RenderedPage {
  httpResponse: { body: string; statusCode: number; headers: [string, string][] } | null
}
export type RenderPage = (init: Record<string, unknown>) => Promise<RenderedPage>

interface Options {
  config: AppConfig
  render: RenderPage
  /** Built client assets; null in dev, where Vite serves them. */
  clientDir: string | null
}

const HASHED_ASSET = /^\/_[a-z]+\/assets\//

/** The HTTP surface of one storefront app: SSR endpoints, static files, then Vike pages. */
export function createStorefrontApp({ config, render, clientDir }: Options): Hono {
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  })
  mountSsrEndpoints(app, config)

  if (clientDir) {
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        onFound: (filePath, c) => {
          c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        },
      }),
    )
  }

  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    const resolution = resolvePath(url.pathname, serverNow(config))
    const region = resolution.region
    if (resolution.kind === 'bad-request') {
      return c.html(badRequestHtml(region), resolution.status)
    }
    // A region another app serves lives on its sister origin (decisions.md "Apps and hosts").
    if (!config.regions.includes(region)) {
      const target = new URL(url.pathname + url.search, config.origins[region])
      return c.redirect(target.href, 301)
    }
    const page = await render({
      urlOriginal: url.pathname + url.search,
      headersOriginal: Object.fromEntries(c.req.raw.headers),
      serverNow: serverNow(config),
      appConfig: config,
      country: c.req.header(config.countryHeader) ?? null,
    })
    const response = page.httpResponse
    if (!response) return c.notFound()
    for (const [name, value] of response.headers) c.header(name, value)
    // A CDN may hold a page until the next time boundary (cache-control.ts); the rest keeps Vike's no-store.
    const cacheControl = response.statusCode === 200 ? htmlCacheControl(url.pathname, serverNow(config)) : null
    if (cacheControl) c.header('Cache-Control', cacheControl)
    return c.body(response.body, response.statusCode as 200)
  })
  // Only GET and HEAD exist on a storefront; everything else is refused, not crashed on.
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }))
  app.onError((err, c) => {
    console.error('[storefront] request failed', err)
    return c.html(badRequestHtml('cn'), 500)
  })
  return app
}
