import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { proxy } from 'hono/proxy'
import { getConnInfo } from '@hono/node-server/conninfo'
import { requestIdOf, REQUEST_ID_HEADER } from '@storefront/ops'
import { robotsTxt } from '@storefront/seo'
import type { IncomingMessage } from 'node:http'
import { APP_IDS, REGION_APP, regionOfPath, resolvePath, type AppId } from '@storefront/region-config'
import { badRequestHtml } from '@storefront/storefront/bad-request'
import { PERMISSIONS_POLICY, RESOURCE_CSP } from '@storefront/storefront/security-headers'

export interface GatewayTargets {
  apps: Record<AppId, string>
  accountApi: string | null
}

/** What the apps and the account service answer between them; anything else stops here (TRACE, CONNECT …). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
/** The envelope codes of the account service's contract the gateway answers itself (docs/rules/accounts.md). */
const SERVICE_UNAVAILABLE = 5030
const METHOD_NOT_ALLOWED = 4050
/** A child the all-in-one restarts is back within a second or two (supervisor.ts). */
const RETRY_AFTER_SECONDS = '2'

/** The page while an app restarts: plain, in English (the gateway does not know the region's words), no script. */
const RESTARTING_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
  '<title>Service unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;' +
  'margin:4rem auto;padding:0 1rem"><h1>Service unavailable</h1><p>This part of the site is restarting. ' +
  'Please try again in a moment.</p></body></html>'

/** Which app answers a path when all apps share one origin (local all-in-one). */
export function appForPath(pathname: string): AppId | 'api' {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  const asset = /^\/_(cn|us|eu)\//.exec(pathname)
  if (asset) return asset[1] as AppId
  const sitemap = /^\/sitemap-(cn|us|eu)\.xml$/.exec(pathname)
  if (sitemap) return sitemap[1] as AppId
  return REGION_APP[regionOfPath(pathname)]
}

/**
 * The path as the client sent it. The URL the gateway is handed is already normalised (`/us/./faq` is `/us/faq`,
 * `/%75s/faq` too), and so is every URL it fetches, so an app would never see what it answers 400 or 301 for.
 * In-process requests (tests) have no socket: their URL is all there is.
 */
function rawPathOf(c: Context): string | null {
  const raw = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url
  return raw ? raw.split('?')[0]! : null
}

/** Files, built assets and endpoints: not pages, not resolved as one. */
const FILE_OR_ASSET = /^\/_(cn|us|eu)\/|\.[^/]*$|^\/(health|ready|ssr\/)/

/** The socket's peer; in-process requests (tests) have none and count as loopback. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1'
  } catch {
    return '127.0.0.1'
  }
}

const SITEMAP_INDEX = (origin: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${APP_IDS.map((a) => `  <sitemap><loc>${origin}/sitemap-${a}.xml</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`

/**
 * One origin in front of the three storefront apps and the account service, routing by
 * region segment, asset prefix and /api (docs/architecture.md#local-all-in-one). Deployed, each app
 * has its own host and this gateway is not used.
 */
export function createGateway(targets: GatewayTargets, publicOrigin: string): Hono {
  const app = new Hono()
  // Deployed, the CDN compresses; locally the gateway does (the proxy asks the apps for identity).
  app.use(compress())
  // Proxied answers keep the app's or the service's own security headers; the gateway's own
  // answers (sitemap index, robots.txt, health, 503) get the resource policy.
  app.use(async (c, next) => {
    await next()
    const defaults: [string, string][] = [
      ['Content-Security-Policy', RESOURCE_CSP],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', PERMISSIONS_POLICY],
    ]
    for (const [name, value] of defaults) if (!c.res.headers.has(name)) c.header(name, value)
  })
  app.get('/health-all', (c) =>
    c.json({ code: 2000, msg: 'success', data: { apps: Object.keys(targets.apps), accountApi: !!targets.accountApi } }),
  )
  app.get('/sitemap.xml', (c) =>
    c.body(SITEMAP_INDEX(publicOrigin), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
  )
  app.get('/robots.txt', (c) => c.text(robotsTxt({ origin: publicOrigin, sitemapPaths: ['/sitemap.xml'] })))
  // Unavailable: the service's envelope for /api, a page for the rest; never held by a cache.
  const unavailable = (c: Context, api: boolean) => {
    const headers = { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' }
    if (api) return c.json({ code: SERVICE_UNAVAILABLE, msg: 'Service unavailable', data: null }, 503, headers)
    return c.html(RESTARTING_HTML, 503, headers)
  }
  app.all('*', async (c) => {
    const url = new URL(c.req.url)
    const target = appForPath(url.pathname)
    if (!(SERVED_METHODS as readonly string[]).includes(c.req.method)) {
      const headers = { Allow: SERVED_METHODS.join(', ') }
      if (target === 'api')
        return c.json({ code: METHOD_NOT_ALLOWED, msg: 'Method not allowed', data: null }, 405, headers)
      return c.text('Method Not Allowed', 405, headers)
    }
    // The path as sent is answered as the apps answer it (docs/rules/routing.md#bad-requests): a malformed one 400,
    // a canonical redirect (`/%75s/faq` → `/us/faq`) 301, whichever app the normalised path would reach.
    const raw = rawPathOf(c)
    if (target !== 'api' && raw !== null && !FILE_OR_ASSET.test(raw)) {
      const sent = resolvePath(raw, Date.now())
      if (sent.kind === 'bad-request') return c.html(badRequestHtml(sent.region), sent.status)
      if (sent.kind === 'redirect' && sent.reason === 'canonical')
        return c.redirect(`${sent.location}${url.search}`, sent.status)
    }
    let base: string | null
    let path = url.pathname
    if (target === 'api') base = targets.accountApi
    else {
      base = targets.apps[target]
      if (/^\/sitemap-(cn|us|eu)\.xml$/.test(path)) path = '/sitemap.xml'
    }
    if (!base) return unavailable(c, target === 'api')
    const headers = new Headers(c.req.raw.headers)
    headers.set('x-forwarded-host', url.host)
    // The account service rate-limits per client: tell it who the client is (replacing any claim).
    headers.set('x-forwarded-for', clientAddress(c))
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''))
    // One id follows the request through the app or the account service and comes back in the answer.
    headers.set(REQUEST_ID_HEADER, requestIdOf(c.req.header(REQUEST_ID_HEADER)))
    try {
      return await proxy(`${base}${path}${url.search}`, { raw: c.req.raw, headers, redirect: 'manual' })
    } catch (error) {
      // The app or the service is down (the all-in-one restarts it) or went away mid-answer.
      const reason = (error as { cause?: { code?: string } }).cause?.code ?? String(error)
      console.warn(`[gateway] ${target === 'api' ? 'account-api' : target} unreachable (${reason}): 503`)
      return unavailable(c, target === 'api')
    }
  })
  return app
}
