import type { MiddlewareHandler } from 'hono'
import type { AppConfig } from '../app-config'
import { chatCspSources, chatOnPath, type ChatVendor } from '../features/chat/chat-vendor'
import { NO_INLINE_SOURCES, type InlineSources } from './inline-sources'

declare module 'hono' {
  interface ContextVariableMap {
    /** The hashes of the page's own inline scripts and styles (inline-sources.ts), set by the page's handler. */
    inlineSources: InlineSources
  }
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
 * The page policy: scripts only from this origin or with the hash of one of the page's own inline scripts (Vike's
 * and the layout's; JSON-LD blocks and page data are not executed), so the page is the same bytes for every shopper.
 * No plugins, no <base>, framed only by this origin. Images also from the asset host, API calls also to the
 * configured API bases. Inline style attributes (a banner's colour, a collapse's duration) are allowed; style
 * sheets come from this origin or are the page's own inline ones, by hash (a page's CSS is inlined, inline-styles.ts).
 */
export function pageCsp(
  config: Pick<AppConfig, 'assetHost' | 'apiBase' | 'environment'>,
  inline: InlineSources,
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
    ["script-src 'self'", ...inline.script, ...chat.script].join(' '),
    // A hash in the directive would switch 'unsafe-inline' off.
    dev ? "style-src 'self' 'unsafe-inline'" : ["style-src 'self'", ...inline.style].join(' '),
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

export interface CspOptions {
  /** The app runs Vite's dev server (`startStorefront(…, { dev: true })`), never in a build. */
  viteDevServer?: boolean
}

export interface PageCspOptions extends CspOptions {
  /** The page loads this chat vendor: its origins join the directives it needs. */
  chat?: ChatVendor | null
}

/**
 * The headers of one response: `inline` is an HTML page's inline sources (null: not a page), `pathname` its path (the
 * pages whose path contains /us load the app's chat vendor, and only their policy names its origins). The lists
 * returned are shared between responses: read them, never change them.
 */
export function securityHeaderList(
  config: AppConfig,
  options: CspOptions = {},
): (inline: InlineSources | null, pathname?: string) => [string, string][] {
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(config.environment === 'production' ? [['Strict-Transport-Security', HSTS] as [string, string]] : []),
  ]
  const resource: [string, string][] = [['Content-Security-Policy', RESOURCE_CSP], ...fixed]
  // A page's headers depend only on its inline sources and whether it loads the chat: made once per rendered page
  // (a cached page answers with the same sources object every time) and dropped with it.
  const pages = new WeakMap<InlineSources, { chat?: [string, string][]; plain?: [string, string][] }>()
  return (inline, pathname) => {
    if (!inline) return resource
    const withChat = pathname !== undefined && chatOnPath(pathname) && !!config.chat
    let lists = pages.get(inline)
    if (!lists) pages.set(inline, (lists = {}))
    const variant = withChat ? 'chat' : 'plain'
    return (lists[variant] ??= [
      ['Content-Security-Policy', pageCsp(config, inline, { ...options, chat: withChat ? config.chat : null })],
      ...fixed,
    ])
  }
}

export const isHtml = (contentType: string | null | undefined): boolean => /^text\/html\b/i.test(contentType ?? '')

/**
 * Security headers on every answer of a storefront app (pages, SSR endpoints, probes, static files, redirects,
 * errors). HSTS only in production (a local http origin must not be pinned to https).
 */
export function securityHeaders(config: AppConfig, options: CspOptions = {}): MiddlewareHandler {
  const list = securityHeaderList(config, options)
  return async (c, next) => {
    await next()
    const html = isHtml(c.res.headers.get('content-type'))
    for (const [name, value] of list(html ? (c.get('inlineSources') ?? NO_INLINE_SOURCES) : null, c.req.path))
      c.res.headers.set(name, value)
  }
}
