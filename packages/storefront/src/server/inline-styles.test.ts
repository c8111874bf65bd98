import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { charsetFirst, createStyleInliner } from './inline-styles'

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
fs.mkdirSync(path.join(clientDir, '_us/assets/static'), { recursive: true })
fs.writeFileSync(path.join(clientDir, '_us/assets/static/layout.AbC1.css'), '.sf-header{color:red}\n')
fs.writeFileSync(
  path.join(clientDir, '_us/assets/static/evil.AbC1.css'),
  '.a{content:"</style><script>alert(1)</script>"}',
)
fs.writeFileSync(path.join(clientDir, 'outside.css'), '.x{}')
fs.writeFileSync(path.join(clientDir, '_us/assets/static/icons.AbC1.css'), '.ok:before{content:"✓"/""}.t{content:"£"}')
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }))

const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`

describe('stylesheets inlined into built pages', () => {
  const inline = createStyleInliner(clientDir)

  it('inlines a sheet of this build as a style element, plus a disabled link Vite reads as loaded', () => {
    const html = `<head>${link('/_us/assets/static/layout.AbC1.css')}<title>t</title></head>`
    expect(inline(html)).toBe(
      '<head><style>.sf-header{color:red}</style><link rel="stylesheet" ' +
        'href="/_us/assets/static/layout.AbC1.css" disabled><title>t</title></head>',
    )
  })

  it('keeps the link of an unreadable sheet, one that could close the style, and anything outside assets', () => {
    for (const href of [
      '/_us/assets/static/missing.AbC1.css',
      '/_us/assets/static/evil.AbC1.css',
      '/outside.css',
      '/_us/assets/static/../../../outside.css',
    ]) {
      expect(inline(link(href))).toBe(link(href))
    }
  })

  it('inlines each sheet in its place among others kept as links, and leaves the body as it is', () => {
    const sheets = ['layout.AbC1.css', 'missing.AbC1.css', 'icons.AbC1.css'].map((f) => `/_us/assets/static/${f}`)
    const html = `<head><meta charset="utf-8">${sheets.map(link).join('<!--x-->')}<title>t</title></head><body>b</body>`
    const style = (css: string, href: string) => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
    expect(inline(html)).toBe(
      '<head><meta charset="utf-8">' +
        [
          style('.sf-header{color:red}', sheets[0]!),
          link(sheets[1]!),
          style(fs.readFileSync(path.join(clientDir, sheets[2]!), 'utf8').trim(), sheets[2]!),
        ].join('<!--x-->') +
        '<title>t</title></head><body>b</body>',
    )
  })

  it('leaves other links alone', () => {
    const html = '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/_us/assets/chunks/a.js">'
    expect(inline(html)).toBe(html)
  })
})

describe('the charset declaration', () => {
  it('comes first in the head, before the inlined stylesheets, within the first 1024 bytes', () => {
    const inline = createStyleInliner(clientDir)
    const html =
      `<!DOCTYPE html><html><head>${link('/_us/assets/static/layout.AbC1.css')}<meta charset="UTF-8" ` +
      `/><title>t</title></head>`
    const out = inline(html)
    expect(out).toMatch(/^<!DOCTYPE html><html><head><meta charset="UTF-8" \/><style>/)
    expect(out.match(/<meta charset/g)).toHaveLength(1)
    expect(out.indexOf('<meta charset')).toBeLessThan(1024)
  })

  it('leaves a page without a head or charset as it is', () => {
    expect(charsetFirst('<p>hi</p>')).toBe('<p>hi</p>')
    expect(charsetFirst('<head><title>t</title></head>')).toBe('<head><title>t</title></head>')
  })
})
