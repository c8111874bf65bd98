import type { Page, Request } from '@playwright/test'
import { test, expect } from './fixtures/pages'

/**
 * Deploy skew (spec §2): a page chunk that a new deploy removed (the server answers 404 for it)
 * makes a client navigation load the target route afresh, once, and a global
 * `storefront:preload-error` event is dispatched for every lazy module that fails.
 */
const FAQ_CHUNK = '**/_us/assets/entries/pages_faq.*.js'

interface Reported {
  asset: string | null
  target: string | null
  message: string
}

/** Records every storefront:preload-error of every document the page loads. */
async function watchPreloadErrors(page: Page): Promise<Reported[]> {
  const reported: Reported[] = []
  await page.exposeBinding('__reportPreloadError', (_source, detail: Reported) => void reported.push(detail))
  await page.addInitScript(() => {
    window.addEventListener('storefront:preload-error', (event) => {
      const { asset, target, error } = (event as CustomEvent<{ asset: string | null; target: string | null; error: unknown }>).detail
      ;(window as unknown as { __reportPreloadError(d: unknown): void }).__reportPreloadError({ asset, target, message: error instanceof Error ? error.message : String(error) })
    })
  })
  return reported
}

/** Document (full page) requests for a path. */
function countDocuments(page: Page, pathname: string): Request[] {
  const loads: Request[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && new URL(req.url()).pathname === pathname) loads.push(req)
  })
  return loads
}

async function openHome(page: Page) {
  await page.goto('/us')
  await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
}

/** A client navigation by link, without hovering first (hovering would prefetch the chunk). */
const clickFaqLink = (page: Page) => page.locator('footer a[href="/us/faq"]').dispatchEvent('click')

test('a removed chunk of the target page: the target route is loaded afresh once and works after the new deploy', async ({ page }) => {
  const reported = await watchPreloadErrors(page)
  const faqLoads = countDocuments(page, '/us/faq')
  let deployed = false
  await page.route(FAQ_CHUNK, (route) => (deployed ? route.continue() : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })))
  await openHome(page)
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && req.url().endsWith('/us/faq')) deployed = true
  })

  await clickFaqLink(page)
  await expect(page).toHaveURL(/\/us\/faq$/)
  await expect(page.locator('main h1')).toBeVisible()
  await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
  expect(faqLoads).toHaveLength(1)
  expect(reported).toEqual([{ target: '/us/faq', asset: expect.stringMatching(/\/_us\/assets\/entries\/pages_faq\.[\w-]+\.js$/), message: expect.stringContaining('pages_faq') }])
  // The attempt is remembered for the loop guard.
  const attempt = await page.evaluate(() => JSON.parse(sessionStorage.getItem('storefront:deploy-skew-reload') ?? 'null'))
  expect(attempt).toEqual({ target: '/us/faq', at: expect.any(Number) })
  // The reloaded page runs the new build: client navigation works again.
  await page.locator('footer a[href="/us/support"]').click()
  await expect(page).toHaveURL(/\/us\/support$/)
  expect(faqLoads).toHaveLength(1)
})

test('a chunk that stays missing: exactly one reload, no loop, the target page still shows', async ({ page }) => {
  const reported = await watchPreloadErrors(page)
  const faqLoads = countDocuments(page, '/us/faq')
  await page.route(FAQ_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }))
  await openHome(page)
  await clickFaqLink(page)
  await expect(page).toHaveURL(/\/us\/faq$/)
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('.sf-faq').first()).toBeVisible()
  // Give a loop every chance to show.
  await page.waitForTimeout(2_500)
  expect(faqLoads).toHaveLength(1)
  expect(page.url()).toMatch(/\/us\/faq$/)
  // The navigation's failure, then the reloaded page's own failure (no navigation pending: no reload).
  expect(reported.map((r) => r.target)).toEqual(['/us/faq', null])
})

test.describe('failures Vike does not turn into a reload itself', () => {
  /** Holds the target page's chunk so the navigation stays pending; returns the release. */
  async function pendingNavigation(page: Page) {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(FAQ_CHUNK, async (route) => {
      await held
      await route.continue().catch(() => {})
    })
    await openHome(page)
    const requested = page.waitForRequest((req) => /pages_faq\./.test(req.url()))
    await clickFaqLink(page)
    await requested
    return release
  }
  /** What Vite dispatches when a stylesheet preload of the next page fails. */
  const failCss = (page: Page, asset: string) =>
    page.evaluate((href) => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error(`Unable to preload CSS for ${href}`) })
      window.dispatchEvent(event)
    }, asset)

  test('the server answers 404 for the asset: the target route is loaded afresh', async ({ page }) => {
    const reported = await watchPreloadErrors(page)
    const faqLoads = countDocuments(page, '/us/faq')
    const release = await pendingNavigation(page)
    const probe = page.waitForRequest((req) => req.method() === 'HEAD' && req.url().endsWith('/_us/assets/static/style-gone.css'))
    await failCss(page, '/_us/assets/static/style-gone.css')
    expect((await (await probe).response())?.status()).toBe(404)
    await expect(page).toHaveURL(/\/us\/faq$/)
    release()
    await expect(page.locator('.sf-faq').first()).toBeVisible()
    expect(faqLoads).toHaveLength(1)
    expect(reported[0]).toEqual({ target: '/us/faq', asset: '/_us/assets/static/style-gone.css', message: expect.stringContaining('Unable to preload CSS') })
  })

  test('the asset exists (not a deploy skew): no reload, only the event', async ({ page }) => {
    const reported = await watchPreloadErrors(page)
    const faqLoads = countDocuments(page, '/us/faq')
    const release = await pendingNavigation(page)
    // Still on /us while the navigation waits: one of its own (existing) stylesheets.
    const css = await page.locator('link[rel="stylesheet"][href*="/_us/assets/"]').first().getAttribute('href')
    const probe = page.waitForResponse((res) => res.request().method() === 'HEAD' && res.url().endsWith(css!))
    await failCss(page, css!)
    expect((await probe).status()).toBe(200)
    release()
    await expect(page).toHaveURL(/\/us\/faq$/)
    await expect(page.locator('.sf-faq').first()).toBeVisible()
    await page.waitForTimeout(500)
    expect(faqLoads).toHaveLength(0)
    expect(reported).toEqual([{ target: '/us/faq', asset: css, message: expect.stringContaining('Unable to preload CSS') }])
    // No reload happened: no attempt is remembered against a later real skew.
    expect(await page.evaluate(() => sessionStorage.getItem('storefront:deploy-skew-reload'))).toBeNull()
  })

  test('a second failure for the same target within a minute does not reload again', async ({ page }) => {
    const faqLoads = countDocuments(page, '/us/faq')
    await page.addInitScript(() => sessionStorage.setItem('storefront:deploy-skew-reload', JSON.stringify({ target: '/us/faq', at: Date.now() - 5_000 })))
    const errors: string[] = []
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    const release = await pendingNavigation(page)
    await failCss(page, '/_us/assets/static/style-gone.css')
    await expect.poll(() => errors.some((e) => e.includes('[deploy-skew]'))).toBe(true)
    await page.waitForTimeout(500)
    release()
    await expect(page.locator('.sf-faq').first()).toBeVisible()
    expect(faqLoads).toHaveLength(0)
  })
})
