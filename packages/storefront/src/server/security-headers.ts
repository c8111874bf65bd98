import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppConfig } from '../app-config'
import { chatCspSources, chatOnPath, type ChatVendor } from '../lib/chat-vendor'

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's CSP nonce: Vike adds it to the scripts it injects. */
    cspNonce: string
  }
}

const NONCE_BYTES = 16
let pool = Buffer.alloc(0)
let offset = 0

/**
 * A fresh nonce per response: 128 random bits, base64url. The bytes come from the CSPRNG in 4 KiB
 * draws (one system call per 256 nonces); each byte is used once.
 */
export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(4096)
    offset = 0
  }
  const nonce = pool.toString('base64url', offset, offset + NONCE_BYTES)
  offset += NONCE_BYTES
  return nonce
}

/** The origin of an absolute URL, or null for a relative one (same origin: covered by 'self'). */
function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null
  } catch {
    return null
  }
}

const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => !!v))]

/**
 * The page policy: scripts only from this origin or carrying the response's nonce (Vike's inline
 * page-context and hydration scripts; JSON-LD blocks are data and are not executed). No plugins,
 * no <base>, framed only by this origin. Images also from the asset host, API calls also to the
 * configured API bases. Inline style attributes (a banner's colour, a collapse's duration) are
 * allowed; style sheets come from this origin or carry the nonce (a page's CSS is inlined, inline-styles.ts).
 */
export function pageCsp(
  config: Pick<AppConfig, 'assetHost' | 'apiBase' | 'environment'>,
  nonce: string,
  options: PageCspOptions = {},
): string {
  const assets = unique([originOf(config.assetHost)])
  const apis = unique(Object.values(config.apiBase).map(originOf))
  // A page that loads the chat vendor (and only such a page) allows exactly the origins it was configured with.
  const chat = options.chat ? chatCspSources(options.chat) : { script: [], frame: [], connect: [], img: [] }
  // Vite's dev server injects each stylesheet as a <style> without a nonce and reloads over a
  // websocket; a built app has neither.
  const dev = options.viteDevServer === true
  const directives = [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}'`, ...chat.script].join(' '),
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", ...unique([...assets, ...chat.img])].join(' '),
    ["media-src 'self'", ...assets].join(' '),
    "font-src 'self'",
    [
      "connect-src 'self'",
      ...unique([...apis, ...chat.connect]),
      ...(dev ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : []),
    ].join(' '),
    ...(chat.frame.length ? [["frame-src 'self'", ...chat.frame].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ]
  if (config.environment === 'production') directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Everything that is not a page (JSON, XML, text, images, PDFs, scripts) runs nothing and embeds nothing. */
export const RESOURCE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; " +
  "frame-ancestors 'self'"

/** Powerful features no storefront page uses. Only names Chromium knows (unknown ones log console errors). */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), magnetometer=(), ' +
  'gyroscope=(), accelerometer=(), display-capture=()'

export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Security headers on every response of a storefront app (pages, SSR endpoints, static files,
 * redirects, errors). Sets `c.var.cspNonce` before the handlers run; the page handler renders with
 * it. HSTS only in production (a local http origin must not be pinned to https).
 */
/** The security headers of one response: a page (HTML, with its nonce) or anything else. */
export interface CspOptions {
  /** The app runs Vite's dev server (`startStorefront(…, { dev: true })`), never in a build. */
  viteDevServer?: boolean
}

export interface PageCspOptions extends CspOptions {
  /** The page loads this chat vendor: its origins join the directives it needs. */
  chat?: ChatVendor | null
}

/**
 * The headers of one response: `page` is an HTML page, `pathname` its path (the pages whose path
 * contains /us load the app's chat vendor, and only their policy names its origins).
 */
export function securityHeaderList(
  config: AppConfig,
  options: CspOptions = {},
): (nonce: string, page: boolean, pathname?: string) => [string, string][] {
  // The policies around their nonce slots (scripts and styles), built once per app.
  const around = pageCsp(config, '\0', options).split('\0')
  const aroundChat = config.chat ? pageCsp(config, '\0', { ...options, chat: config.chat }).split('\0') : around
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(config.environment === 'production' ? [['Strict-Transport-Security', HSTS] as [string, string]] : []),
  ]
  const policy = (nonce: string, page: boolean, pathname?: string) =>
    !page ? RESOURCE_CSP : (pathname !== undefined && chatOnPath(pathname) ? aroundChat : around).join(nonce)
  return (nonce, page, pathname) => [['Content-Security-Policy', policy(nonce, page, pathname)], ...fixed]
}

export const isHtml = (contentType: string | null | undefined): boolean => /^text\/html\b/i.test(contentType ?? '')

export function securityHeaders(config: AppConfig, options: CspOptions = {}): MiddlewareHandler {
  const list = securityHeaderList(config, options)
  return async (c, next) => {
    const nonce = newNonce()
    c.set('cspNonce', nonce)
    await next()
    // Set on the response's own headers: Hono's c.header() after the handler would re-wrap the
    // response as a stream and cost the node server its fast path (a third of a cached page's time).
    const headers = c.res.headers
    const set = (name: string, value: string) => {
      try {
        headers.set(name, value)
      } catch {
        c.header(name, value) // immutable headers (a fetched response): re-wrapped, slower but correct
      }
    }
    // The handler may answer with another nonce (a shared compressed page, render-cache.ts).
    for (const [name, value] of list(c.get('cspNonce'), isHtml(headers.get('content-type')), c.req.path))
      set(name, value)
  }
}
