import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

// patches/vike@0.4.266.patch rewrites Vike's tag injection to slice the document at the tag's index
// instead of splitting and joining it (copies of a ~50 kB page on every uncached render), and to search
// the page for each tag once instead of two to four times. Vike does not export the module, so the
// test loads it from the installed (patched) package.
const runtimeDir = path.dirname(createRequire(import.meta.url).resolve('vike/server'))
const modulePath = path.join(runtimeDir, 'renderPageServer/html/injectAssets/injectHtmlTags.js')
type Position = 'HTML_BEGIN' | 'HTML_END'
const { injectAtOpeningTag, injectAtClosingTag, injectHtmlTags, createHtmlHeadIfMissing } = (await import(
  pathToFileURL(modulePath).href
)) as {
  injectAtOpeningTag: (tag: string, html: string, fragment: string) => string
  injectAtClosingTag: (tag: string, html: string, fragment: string) => string
  injectHtmlTags: (html: string, tags: { htmlTag: string; position: Position }[], position: Position) => string
  createHtmlHeadIfMissing: (html: string) => string
}

const indented = [
  '<!DOCTYPE html>',
  '<html>',
  '  <head>',
  '    <meta charset="utf-8">',
  '  </head>',
  '  <body>',
  '    <div id="root">x</div>',
  '  </body>',
  '</html>',
  '',
].join('\n')

describe("Vike's tag injection (patched)", () => {
  it('puts head tags right after the first <head>, on a line of their own where the document is indented', () => {
    expect(injectAtOpeningTag('head', indented, '<link rel="modulepreload" href="b.js">')).toBe(
      indented.replace('<head>\n', '<head>\n    <link rel="modulepreload" href="b.js">\n'),
    )
  })

  it('puts end tags right before </body>, indented like its children', () => {
    expect(injectAtClosingTag('body', indented, '<script src="a.js"></script>')).toBe(
      indented.replace('x</div>\n', 'x</div>\n    <script src="a.js"></script>\n'),
    )
  })

  it('leaves a one-line document on one line, and finds the tag in any case and with attributes', () => {
    const html = '<html><HEAD lang="en"><title>x</title></HEAD><body><p>x</p></body></html>'
    expect(injectAtOpeningTag('head', html, '<script src="a.js"></script>')).toBe(
      '<html><HEAD lang="en"><script src="a.js"></script><title>x</title></HEAD><body><p>x</p></body></html>',
    )
  })

  it('injects before the last </body> when the page text contains another one', () => {
    const html = '<html><head></head><body><pre>&lt;/body&gt;</pre><p>a</body>b</p></body></html>'
    const out = injectAtClosingTag('body', html, '<script src="a.js"></script>')
    expect(out).toBe(
      '<html><head></head><body><pre>&lt;/body&gt;</pre><p>a</body>b</p><script src="a.js"></script></body></html>',
    )
  })

  it('injects the end tags before </body>, or before </html> when the page has no body, or at the end', () => {
    const tags = [
      { htmlTag: '<script src="a.js"></script>', position: 'HTML_END' as const },
      { htmlTag: '<link rel="stylesheet" href="a.css">', position: 'HTML_BEGIN' as const },
    ]
    expect(injectHtmlTags('<html><head></head><BODY><p>x</p></BODY></html>', tags, 'HTML_END')).toBe(
      '<html><head></head><BODY><p>x</p><script src="a.js"></script></BODY></html>',
    )
    expect(injectHtmlTags('<html><head></head><p>x</p></html>', tags, 'HTML_END')).toBe(
      '<html><head></head><p>x</p><script src="a.js"></script></html>',
    )
    expect(injectHtmlTags('<p>x</p>', tags, 'HTML_END')).toBe('<p>x</p>\n<script src="a.js"></script>')
    expect(injectHtmlTags('<html><head></head><body></body></html>', tags, 'HTML_BEGIN')).toBe(
      '<html><head><link rel="stylesheet" href="a.css"></head><body></body></html>',
    )
  })

  it('keeps a page that has a head as it is, and gives one to a page without', () => {
    expect(createHtmlHeadIfMissing(indented)).toBe(indented)
    expect(createHtmlHeadIfMissing('<html lang="en"><body>x</body></html>')).toBe(
      '<html lang="en"><head></head><body>x</body></html>',
    )
    expect(createHtmlHeadIfMissing('<p>x</p>')).toBe('<head></head>\n<p>x</p>')
  })
})
