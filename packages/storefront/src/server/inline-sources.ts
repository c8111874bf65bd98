import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

/**
 * The CSP sources that allow a page's own inline scripts and style elements: one `'sha256-…'` per distinct text
 * (https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Content-Security-Policy/script-src#hash).
 * Computed from the HTML as rendered, so a cached page is the same bytes for every shopper and a CDN may keep it.
 */
export interface InlineSources {
  script: readonly string[]
  style: readonly string[]
}

export const NO_INLINE_SOURCES: InlineSources = { script: [], style: [] }

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
/** Data the browser never runs (page data, JSON-LD): no source needed. */
const DATA_SCRIPT = /\btype=["']?application\/(?:ld\+)?json\b/i
const EXTERNAL_SCRIPT = /\bsrc=/i

/**
 * Sources by text: a page's inline scripts and sheets are the same few texts render after render (Vike's loader, the
 * layout's scripts, the inlined CSS), and looking one up costs far less than hashing it. Bounded by count: a text
 * seen once (an inline script carrying the render's own data) is the first to go.
 */
const sources = new LRUCache<string, string>({ max: 500 })

function sha256Source(text: string): string {
  let source = sources.get(text)
  if (source === undefined) {
    source = `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    sources.set(text, source)
  }
  return source
}

export function inlineSourcesOf(html: string): InlineSources {
  const script = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (!DATA_SCRIPT.test(attributes!) && !EXTERNAL_SCRIPT.test(attributes!)) script.add(sha256Source(text!))
  }
  const style = new Set<string>()
  for (const [, text] of html.matchAll(STYLE)) style.add(sha256Source(text!))
  return { script: [...script], style: [...style] }
}
