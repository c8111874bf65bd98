import type { APIRequestContext } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures/pages'

/**
 * CSS that ships only what a page uses. Each @storefront/ui component brings its own
 * stylesheet and the build groups them (packages/storefront/src/vite.ts). And the server puts a
 * page's stylesheets in its <head> (packages/storefront/src/server/inline-styles.ts), each followed by a
 * disabled link naming its file, so they apply from the first paint without a request.
 */
async function linkedCss(request: APIRequestContext, path: string): Promise<{ hrefs: string[]; css: string[] }> {
  const res = await request.get(path)
  expect(res.ok(), `${path} answers`).toBe(true)
  const html = await res.text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head, 'no stylesheet the browser would fetch').not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled)[^>]*>/)
  const pairs = [...head.matchAll(/<style>([^<]*)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)]
  const hrefs = pairs.map((m) => m[2]!)
  const css = pairs.map((m) => m[1]!)
  // What is inline is the built file, byte for byte.
  for (const [i, href] of hrefs.entries()) {
    const file = (await (await request.get(href)).text()).trim()
    expect(css[i], href).toBe(file)
  }
  return { hrefs, css }
}

const defines = (css: string[], selector: string) => css.filter((sheet) => sheet.includes(selector)).length

test('the home page links the chrome and its content, not the account or region chooser sheets', async ({
  request,
}) => {
  const { hrefs, css } = await linkedCss(request, '/us')
  expect(hrefs.length).toBeGreaterThan(0)
  expect(new Set(hrefs).size, 'no stylesheet twice').toBe(hrefs.length)
  for (const selector of ['.sf-header', '.sf-footer', '.sf-hero', '.sf-card'])
    expect(defines(css, selector), selector).toBe(1)
  // The preview ribbon's rules are in the chrome's sheet, not a file of their own (each file is one more asset per
  // render): layout, content, product cards, the buy box (a content page offers the robots that have no page of
  // their own, docs/rules/prices.md) and "Notify me".
  expect(
    css.find((sheet) => sheet.includes('.sf-header')),
    'the ribbon with the chrome',
  ).toContain('.sf-preview-ribbon')
  expect(hrefs).toHaveLength(5)
  expect(defines(css, '.sf-buybox{'), 'the buy box in a sheet of its own').toBe(1)
  for (const selector of ['.sf-account__card', '.sf-tabs', '.sf-dialog', '.sf-profile__facts', '.sf-regions__list'])
    expect(defines(css, selector), selector).toBe(0)
})

test('an account screen links the account stylesheet and the chrome once, not the content pages’ rules', async ({
  request,
}) => {
  const { hrefs, css } = await linkedCss(request, '/us/login')
  expect(new Set(hrefs).size, 'no stylesheet twice').toBe(hrefs.length)
  // The chrome in one stylesheet only: the client and the server build name their groups alike.
  expect(defines(css, '.sf-header')).toBe(1)
  expect(defines(css, ':root')).toBe(1)
  for (const selector of ['.sf-account__card', '.sf-tabs', '.sf-dialog', '.sf-password__toggle'])
    expect(defines(css, selector), selector).toBe(1)
  for (const selector of ['.sf-hero', '.sf-collapse', '.sf-buybox']) expect(defines(css, selector), selector).toBe(0)
})

test('a product page adds the buy box to what the home page links', async ({ request }) => {
  const home = await linkedCss(request, '/us')
  const product = await linkedCss(request, '/us/flagship-bumblebee')
  expect(product.hrefs).toEqual(expect.arrayContaining(home.hrefs))
  expect(defines(product.css, '.sf-buybox')).toBe(1)
})

test('a page paints styled without fetching a stylesheet, and so does the next page a link leads to', async ({
  page,
  consoleErrors,
}) => {
  const fetched: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') fetched.push(new URL(r.url()).pathname)
  })
  await page.goto('/us')
  await waitForHydration(page)
  expect(fetched).toEqual([])
  // The inline sheets apply (the header sticks to the top).
  expect(await page.locator('header#header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
  await page.locator('a[href="/us/flagship-bumblebee"]:visible').first().click()
  await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/)
  await expect(page.locator('.sf-buybox').first()).toBeVisible()
  await waitForHydration(page)
  // Server routing (docs/browser-weight.md): the product page comes with its own sheets inline, the buy
  // box's among them, and its islands fetch none.
  expect(fetched).toEqual([])
  expect(
    await page
      .locator('.sf-buybox')
      .first()
      .evaluate((el) => getComputedStyle(el).borderRadius),
  ).not.toBe('')
  expect(consoleErrors).toEqual([])
})
