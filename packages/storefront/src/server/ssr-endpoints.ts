import type { Hono } from 'hono'
import { countryOf } from '@storefront/region-config'
import type { IsoAnswer, ServerTime } from '@storefront/api-client/contract'
import { robotsTxt, sitemapXml, defaultDisallow } from '@storefront/seo'
import type { AppConfig } from '../app-config'
import { serverNow } from './clock'
import { ok } from './envelope'

/** `/ssr/iso` and `/ssr/timestamp` (docs/rules/accounts.md#calls), answered by every storefront server. */
export function mountSsrEndpoints(app: Hono, config: AppConfig): void {
  app.get('/ssr/iso', (c) => {
    c.header('Cache-Control', 'private, no-store')
    c.header('Vary', config.countryHeader)
    const raw = c.req.header(config.countryHeader)
    // `iso` is the CDN's own code; `known` tells a real answer from the default country (us,
    // docs/rules/regions.md#country).
    return c.json(
      ok<IsoAnswer>({ country: countryOf(raw), iso: raw?.trim().toUpperCase() || null, known: !!raw?.trim() }),
    )
  })
  app.get('/ssr/timestamp', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(ok<ServerTime>({ now: serverNow(config) }))
  })
  // Generated from the route table (docs/rules/seo.md#sitemap-and-robots): this app's pages and their alternates.
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(sitemapXml({ origins: config.origins, app: config.app, now: serverNow(config) }), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    })
  })
  app.get('/robots.txt', (c) =>
    c.text(robotsTxt({ origin: config.origins[config.regions[0]!], disallow: defaultDisallow() })),
  )
  app.get('/health', (c) => c.json(ok({ status: 'ok', app: config.app })))
}
