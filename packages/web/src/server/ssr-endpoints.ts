import type { Hono } from 'hono'
import { countryOf } from '@storefront/region-config'
import type { AppConfig } from '../app-config'
import { serverNow } from './clock'
import { ok } from './envelope'

/** `/ssr/iso` and `/ssr/timestamp` (spec §7), answered by every storefront server. */
export function mountSsrEndpoints(app: Hono, config: AppConfig): void {
  app.get('/ssr/iso', (c) => {
    c.header('Cache-Control', 'private, no-store')
    c.header('Vary', config.countryHeader)
    const raw = c.req.header(config.countryHeader)
    // `iso` is the CDN's own code; `known` tells a real answer from the spec's default (us).
    return c.json(ok({ country: countryOf(raw), iso: raw?.trim().toUpperCase() || null, known: !!raw?.trim() }))
  })
  app.get('/ssr/timestamp', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(ok({ now: serverNow(config) }))
  })
  app.get('/health', (c) => c.json(ok({ status: 'ok', app: config.app })))
}
