import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures/pages'

/**
 * Issue 7: CSS that ships only what a page uses. Each @storefront/ui component brings its own
 * stylesheet and the build groups them (packages/web/src/vite.ts); the server-rendered HTML links
 * a page's stylesheets in its <head>, so they apply from the first paint.
 */
async function linkedCss(request: APIRequestContext, path: string): Promise<{ hrefs: string[]; css: string[] }> {
  const res = await request.get(path)
  expect(res.ok(), `${path} answers`).toBe(true)
  const html = await res.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const hrefs = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])![1]!)
  const css = await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()))
  return { hrefs, css }
}

const defines = (css: string[], selector: string) => css.filter((sheet) => sheet.includes(selector)).length

test('the home page links the chrome and its content, not the account screens, the buy box or the region chooser', async ({ request }) => {
  const { hrefs, css } = await linkedCss(request, '/us')
  expect(hrefs.length).toBeGreaterThan(0)
  expect(new Set(hrefs).size, 'no stylesheet twice').toBe(hrefs.length)
  for (const selector of ['.sf-header', '.sf-footer', '.sf-hero', '.sf-card']) expect(defines(css, selector), selector).toBe(1)
  for (const selector of ['.sf-account__card', '.sf-tabs', '.sf-dialog', '.sf-profile__facts', '.sf-buybox', '.sf-regions__list']) expect(defines(css, selector), selector).toBe(0)
})

test('an account screen links the account stylesheet and the chrome once, not the content pages’ rules', async ({ request }) => {
  const { hrefs, css } = await linkedCss(request, '/us/login')
  expect(new Set(hrefs).size, 'no stylesheet twice').toBe(hrefs.length)
  // The chrome in one stylesheet only: the client and the server build name their groups alike.
  expect(defines(css, '.sf-header')).toBe(1)
  expect(defines(css, ':root')).toBe(1)
  for (const selector of ['.sf-account__card', '.sf-tabs', '.sf-dialog', '.sf-password__toggle']) expect(defines(css, selector), selector).toBe(1)
  for (const selector of ['.sf-hero', '.sf-collapse', '.sf-buybox']) expect(defines(css, selector), selector).toBe(0)
})

test('a product page adds the buy box to what the home page links', async ({ request }) => {
  const home = await linkedCss(request, '/us')
  const product = await linkedCss(request, '/us/flagship-bumblebee')
  expect(product.hrefs).toEqual(expect.arrayContaining(home.hrefs))
  expect(defines(product.css, '.sf-buybox')).toBe(1)
})
