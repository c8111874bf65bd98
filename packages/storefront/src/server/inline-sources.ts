import { createHash } from 'node:crypto'

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

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

export function inlineSourcesOf(html: string): InlineSources {
  const script = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (!DATA_SCRIPT.test(attributes!) && !EXTERNAL_SCRIPT.test(attributes!)) script.add(sha256Source(text!))
  }
  const style = new Set<string>()
  for (const [, text] of html.matchAll(STYLE)) style.add(sha256Source(text!))
  return { script: [...script], style: [...style] }
}
