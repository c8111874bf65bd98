import fs from 'node:fs'
import path from 'node:path'

/** The stylesheet links Vike writes for this build's hashed CSS (`/_us/assets/static/layout.[hash].css`). */
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/_[a-z]+\/assets\/static\/[\w.-]+\.css)">/g

/**
 * Puts a page's stylesheets in its HTML: `<style nonce>` in place of each `<link rel="stylesheet">`.
 * A page's CSS is 4–5 kB gzip; as files it costs a round trip that blocks the first paint (mobile
 * visitors, the Lighthouse target of docs/performance.md#lighthouse); inline, the page paints as soon as the HTML has
 * arrived, before its scripts. Each inlined sheet leaves a disabled link with its address (never
 * fetched) that Vite's loader takes for "already on the page", so the page entry does not load it
 * again; after a client navigation the loader adds the next page's other sheets as files. A sheet
 * that cannot be read, or that could close the style element, stays a link.
 */
export function createStyleInliner(clientDir: string): (html: string, nonce: string) => string {
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
  return (html, nonce) => {
    // Vike writes the links in the head: the body (most of the page) is not searched.
    const headEnd = html.indexOf('</head>')
    const head = headEnd < 0 ? html : html.slice(0, headEnd)
    // The charset is moved first while the head is a few tags: after the sheets, it is behind their CSS.
    const tags = charsetFirst(head)
    // Joined with `+`, not written by `replace`: V8 joins long strings by reference, where `replace` copies the
    // sheets (most of the page's bytes) into a new string on every render. The page is copied once, when it is
    // written.
    let inlined = ''
    let at = 0
    for (const link of tags.matchAll(STYLESHEET_LINK)) {
      const href = link[1]!
      const css = sheet(href)
      if (css === null) continue
      // The disabled link is never fetched; it tells Vite's loader the sheet is on the page already.
      inlined +=
        tags.slice(at, link.index) +
        `<style nonce="${nonce}">` +
        css +
        `</style><link rel="stylesheet" href="${href}" disabled>`
      at = link.index + link[0].length
    }
    inlined += tags.slice(at)
    // The head alone is rewritten and joined to the body once: each join of the whole page is a copy
    // of it the next search or write has to make (an uncached render copies the page often enough).
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
