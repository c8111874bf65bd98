import type { Page, Request } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures/pages'

/**
 * Deploy skew (docs/rules/routing.md#deploy-skew, docs/rules/routing.md): under server routing every navigation loads a
 * page, so what a deploy can remove under a visitor is a lazy module of the page they have open. When one fails and the
 * server answers 404 for it, the page loads itself afresh, once (a loop guard in sessionStorage), and a global
 * `storefront:preload-error` event is dispatched for every lazy module that fails. The lazy module here is the one the
 * first interaction loads (web vitals); any other (the account screen's island, the API client) goes through the same
 * path.
 */
const CHUNKS = '**/_us/assets/chunks/*.js'
const LAZY_CHUNK = /\/_us\/assets\/chunks\/chunk-[\w-]+\.js$/

interface Reported {
  asset: string | null
  target: string
  message: string
}

/** Records every storefront:preload-error of every document the page loads. */
async function watchPreloadErrors(page: Page): Promise<Reported[]> {
  const reported: Reported[] = []
  await page.exposeBinding('__reportPreloadError', (_source, detail: Reported) => void reported.push(detail))
  await page.addInitScript(() => {
    window.addEventListener('storefront:preload-error', (event) => {
      const { asset, target, error } = (event as CustomEvent<{ asset: string | null; target: string; error: unknown }>)
        .detail
      ;(window as unknown as { __reportPreloadError(d: unknown): void }).__reportPreloadError({
        asset,
        target,
        message: error instanceof Error ? error.message : String(error),
      })
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

/**
 * The deploy: chunks the open page has not loaded yet answer 404 (the new build has other names),
 * until `deployed()` says the page was loaded afresh (then the server has the "new" build).
 * Returns the URLs the first load fetched.
 */
async function removeLazyChunks(page: Page, deployed: () => boolean = () => false): Promise<Set<string>> {
  const loaded = new Set<string>()
  page.on('request', (req) => {
    if (/\/_us\/assets\/chunks\//.test(req.url()) && req.method() === 'GET') loaded.add(req.url())
  })
  await openHome(page)
  const before = new Set(loaded)
  await page.route(CHUNKS, (route) =>
    deployed() || before.has(route.request().url())
      ? route.continue()
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  )
  return before
}

/** The visitor's first interaction, which loads a lazy module of the page. */
const interact = (page: Page) => page.locator('main h1').first().click()

test('a removed lazy chunk of the open page: the page is loaded afresh once and works after the new deploy', async ({
  page,
}) => {
  const reported = await watchPreloadErrors(page)
  const homeLoads = countDocuments(page, '/us')
  let deployed = false
  await removeLazyChunks(page, () => deployed)
  expect(homeLoads).toHaveLength(1)
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && new URL(req.url()).pathname === '/us') deployed = true
  })

  await interact(page)
  await expect.poll(() => homeLoads.length).toBe(2)
  // A locator wait survives the reload in progress (a page function may run between two documents).
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/us$/)
  expect(reported).toEqual([
    {
      target: '/us',
      asset: expect.stringMatching(LAZY_CHUNK),
      message: expect.stringContaining('/_us/assets/chunks/'),
    },
  ])
  // The attempt is remembered for the loop guard.
  const attempt = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('storefront:deploy-skew-reload') ?? 'null'),
  )
  expect(attempt).toEqual({ target: '/us', at: expect.any(Number) })
  // The reloaded page runs the new build: its lazy module loads, nothing reloads again.
  const lazy = page.waitForResponse((res) => LAZY_CHUNK.test(res.url()) && res.request().method() === 'GET')
  await interact(page)
  expect((await lazy).status()).toBe(200)
  await page.waitForTimeout(500)
  expect(homeLoads).toHaveLength(2)
  expect(reported).toHaveLength(1)
})

test('a chunk that stays missing: exactly one reload, no loop, the page still shows', async ({ page }) => {
  const reported = await watchPreloadErrors(page)
  const homeLoads = countDocuments(page, '/us')
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  await removeLazyChunks(page)
  await interact(page)
  await expect.poll(() => homeLoads.length).toBe(2)
  // A locator wait survives the reload in progress (a page function may run between two documents).
  await waitForHydration(page)
  // The reloaded page's own first interaction fails the same way: no second reload.
  await interact(page)
  await expect.poll(() => reported.length).toBe(2)
  await expect.poll(() => errors.some((e) => e.includes('[deploy-skew]'))).toBe(true)
  // Give a loop every chance to show.
  await page.waitForTimeout(2_500)
  expect(homeLoads).toHaveLength(2)
  expect(page.url()).toMatch(/\/us$/)
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(reported.map((r) => r.target)).toEqual(['/us', '/us'])
})

test.describe('failures the browser reports for a stylesheet', () => {
  /** What Vite dispatches when a stylesheet preload of a lazy module fails. */
  const failCss = (page: Page, asset: string) =>
    page.evaluate((href) => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new Error(`Unable to preload CSS for ${href}`),
      })
      window.dispatchEvent(event)
    }, asset)

  test('the server answers 404 for the asset: the page is loaded afresh', async ({ page }) => {
    const reported = await watchPreloadErrors(page)
    const homeLoads = countDocuments(page, '/us')
    await openHome(page)
    const probe = page.waitForRequest(
      (req) => req.method() === 'HEAD' && req.url().endsWith('/_us/assets/static/style-gone.css'),
    )
    await failCss(page, '/_us/assets/static/style-gone.css')
    expect((await (await probe).response())?.status()).toBe(404)
    await expect.poll(() => homeLoads.length).toBe(2)
    await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
    await expect(page).toHaveURL(/\/us$/)
    expect(reported).toEqual([
      {
        target: '/us',
        asset: '/_us/assets/static/style-gone.css',
        message: expect.stringContaining('Unable to preload CSS'),
      },
    ])
  })

  test('the asset exists (not a deploy skew): no reload, only the event', async ({ page }) => {
    const reported = await watchPreloadErrors(page)
    const homeLoads = countDocuments(page, '/us')
    await openHome(page)
    const css = await page.locator('link[rel="stylesheet"][href*="/_us/assets/"]').first().getAttribute('href')
    const probe = page.waitForResponse((res) => res.request().method() === 'HEAD' && res.url().endsWith(css!))
    await failCss(page, css!)
    expect((await probe).status()).toBe(200)
    await page.waitForTimeout(500)
    expect(homeLoads).toHaveLength(1)
    expect(reported).toEqual([{ target: '/us', asset: css, message: expect.stringContaining('Unable to preload CSS') }])
    // No reload happened: no attempt is remembered against a later real skew.
    expect(await page.evaluate(() => sessionStorage.getItem('storefront:deploy-skew-reload'))).toBeNull()
  })

  test('a second failure for the same page within a minute does not reload again', async ({ page }) => {
    const homeLoads = countDocuments(page, '/us')
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'storefront:deploy-skew-reload',
        JSON.stringify({ target: '/us', at: Date.now() - 5_000 }),
      ),
    )
    const errors: string[] = []
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    await openHome(page)
    await failCss(page, '/_us/assets/static/style-gone.css')
    await expect.poll(() => errors.some((e) => e.includes('[deploy-skew]'))).toBe(true)
    await page.waitForTimeout(500)
    expect(homeLoads).toHaveLength(1)
  })
})
