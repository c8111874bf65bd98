import type { Context } from 'hono'
import type { AppConfig } from '../app-config'
import { SERVER_CLOCK_METRIC } from '../lib/shared/clock'
import type { PagePreview } from '../lib/shared/page-data'
import { acceptedEncoding, compressAsync, isCompressible } from './compression'
import { inlineSourcesOf, NO_INLINE_SOURCES } from './inline-sources'
import { contentTypeOf, type CacheLookup, type PageAnswer } from './render-cache'
import type { QueuedRender, RenderLane } from './render-queue'
import { isHtml } from './security-headers'

/** What Vike's `renderPage` answers (the fields the server reads). */
export interface RenderedPage {
  httpResponse: { body: string; statusCode: number; headers: [string, string][] } | null
}
/** What a page's render sees (Vike's `pageContextInit`): the URL, the clock and the app's config, not the visitor. */
export interface PageInit {
  urlOriginal: string
  serverNow: number
  appConfig: AppConfig
  preview?: PagePreview
}
export type RenderPage = (init: PageInit) => Promise<RenderedPage>

/**
 * Renders a page into the answer the server sends: Vike's status, headers and body, the page's CSS inline (a built
 * app's HTML, inline-styles.ts) and the CSP sources of its inline scripts and styles. Null: Vike had no answer.
 */
export function pageRenderer(
  render: QueuedRender<PageInit, RenderedPage>,
  inlineStyles: ((html: string) => string) | null,
): (init: PageInit, lane: RenderLane) => Promise<PageAnswer | null> {
  return async (init, lane) => {
    const response = (await render(init, lane)).httpResponse
    if (!response) return null
    // The three fields the server sends, read once: a copy of Vike's httpResponse would call each of its getters
    // (the deprecated `contentType` logs a warning).
    const { statusCode, headers, body } = response
    // Vike answers client navigations' pageContext.json here too: only pages get their CSS inline.
    const html = isHtml(contentTypeOf(headers))
    const text = html && inlineStyles ? inlineStyles(body) : body
    return { statusCode, headers, body: Buffer.from(text), inline: html ? inlineSourcesOf(text) : NO_INLINE_SOURCES }
  }
}

const toBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)

/**
 * Sends a page's answer: its headers, the render cache's result (`X-Render-Cache`), the shared-cache lifetime of a
 * 200 (`cacheControl`), the server's clock (`Server-Timing`), and the body in the encoding the request accepts
 * (kept compressed, or compressed now).
 */
export async function sendAnswer(
  c: Context,
  { answer, status }: CacheLookup,
  { now, cacheControl }: { now: number; cacheControl: string | null },
): Promise<Response> {
  for (const [name, value] of answer.headers) c.header(name, value)
  c.header('X-Render-Cache', status)
  // The page's bytes are the same for every shopper, its render's clock included: the browser takes the server's
  // clock from here (docs/rules/time.md#browser-clock).
  c.header('Server-Timing', `${SERVER_CLOCK_METRIC};desc=${now}`)
  // A CDN may hold a page until the next time boundary (cache-control.ts); the rest keeps Vike's no-store.
  if (cacheControl && answer.statusCode === 200) c.header('Cache-Control', cacheControl)
  c.set('inlineSources', answer.inline)
  let body = answer.body
  if (isCompressible(contentTypeOf(answer.headers))) {
    // Pages and their data are answered per Accept-Encoding, so caches must key on it.
    c.header('Vary', 'Accept-Encoding')
    const encoding = acceptedEncoding(c.req.header('accept-encoding'))
    if (encoding) {
      body = ('compressed' in answer && answer.compressed[encoding]) || (await compressAsync(answer.body, encoding))
      c.header('Content-Encoding', encoding)
    }
  }
  return c.body(toBytes(body), answer.statusCode as 200)
}
