import fs from 'node:fs'
import path from 'node:path'

/** The stylesheet links Vike writes for this build's hashed CSS (`/_us/assets/static/layout.[hash].css`). */
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/_[a-z]+\/assets\/static\/[\w.-]+\.css)">/g

/**
 * Puts a page's stylesheets in its HTML: `<style>` in place of each `<link rel="stylesheet">` (allowed by its hash,
 * inline-sources.ts).
 * A page's CSS is 4–5 kB gzip; as files it costs a round trip that blocks the first paint (mobile
 * visitors, the Lighthouse target of docs/performance.md#lighthouse); inline, the page paints as soon as the HTML has
 * arrived, before its scripts. Each inlined sheet leaves a disabled link with its address (never
 * fetched) that Vite's loader takes for "already on the page", so the page entry does not load it
 * again; after a client navigation the loader adds the next page's other sheets as files. A sheet
 * that cannot be read, or that could close the style element, stays a link.
 */
export function createStyleInliner(clientDir: string): (html: string) => string {
  const sheets = new Map<string, string | null>()
  const sheet = (href: string): string | null => {
    let css = sheets.get(href)
    if (css === undefined) {
      const file = path.join(clientDir, href)
      try {
        css = file.startsWith(clientDir + path.sep) ? fs.readFileSync(file, 'utf8').trim() : null
      } catch {
        css = null
      }
      if (css !== null && /<\/style/i.test(css)) css = null
      sheets.set(href, css)
    }
    return css
  }
  return (html) => {
    // Vike writes the links in the head: the body (most of the page) is not searched.
    const headEnd = html.indexOf('</head>')
    const head = headEnd < 0 ? html : html.slice(0, headEnd)
    // The charset goes first (charsetFirst), then each sheet of this build takes its link's place: the disabled
    // link is never fetched; it tells Vite's loader the sheet is on the page already.
    const inlined = charsetFirst(head).replace(STYLESHEET_LINK, (link, href: string) => {
      const css = sheet(href)
      return css === null ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
    })
    return headEnd < 0 ? inlined : inlined + html.slice(headEnd)
  }
}

const CHARSET = /<meta charset="[\w-]+"\s*\/?>/i

/**
 * Moves the `<meta charset>` to the start of `<head>`. Vike writes a page's stylesheets before the
 * head's own tags, and inlined they push the charset past the first 1024 bytes, where the HTML
 * standard (and the Nu checker, docs/security.md#site-checks) require it.
 */
export function charsetFirst(html: string): string {
  const charset = CHARSET.exec(html)
  const head = html.indexOf('<head>')
  if (!charset || head < 0 || charset.index < head) return html
  const at = head + '<head>'.length
  return html.slice(0, at) + charset[0] + html.slice(at, charset.index) + html.slice(charset.index + charset[0].length)
}
