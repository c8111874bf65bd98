import { ROUTES, REGION_LOCALE, windowStateAt } from '@storefront/region-config'
import { test, expect, waitForHydration } from './fixtures/pages'
import { REGION_WORDS } from './fixtures/messages'
import { E2E_NOW } from '../playwright.config'

const now = Date.parse(E2E_NOW)
const pages = ROUTES.filter((r) => r.component)

// Every page of the route table answers 200 with its language, or redirects home outside its window.
test('every page of the route table answers with its region and language', async ({ request }) => {
  test.setTimeout(240_000)
  const failures: string[] = []
  for (const route of pages) {
    const res = await request.get(route.path, { maxRedirects: 0 })
    const open = windowStateAt(route, now) === 'open'
    if (!open) {
      if (res.status() !== 302) failures.push(`${route.path}: expected 302 outside its window, got ${res.status()}`)
      continue
    }
    if (res.status() !== 200) {
      failures.push(`${route.path}: ${res.status()}`)
      continue
    }
    const html = await res.text()
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1]
    const expected = route.meta.language ?? REGION_LOCALE[route.meta.region]
    if (lang !== expected) failures.push(`${route.path}: lang ${lang}, expected ${expected}`)
    if (!html.includes('<main')) failures.push(`${route.path}: no <main>`)
  }
  expect(failures).toEqual([])
})

test('routing rules: case, slashes, aliases, sister regions and bad input', async ({ request }) => {
  const cases: [string, number, string?][] = [
    ['/US/faq', 301, '/us/faq'],
    ['/us//faq/', 301, '/us/faq'],
    ['/new-release', 301, '/mini-robot'],
    ['/hk', 301, '/where-to-buy/hongkong-macao'],
    ['/hk/anything', 301, '/where-to-buy/hongkong-macao'],
    ['/us/christmas-sale', 302, '/us'],
    ['/%E0%A4%A', 400],
    ['/us/%00secret', 400],
    ['/us/..%2fsecret', 400],
    [`/us/${'a'.repeat(3000)}`, 414],
    ['/fr/page-inconnue', 404],
    ['/kr/where-to-buy', 404],
  ]
  for (const [path, status, location] of cases) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(status)
    if (location) expect(new URL(res.headers()['location']!, 'http://x').pathname, path).toBe(location)
  }
})

test('/ssr/iso and /ssr/timestamp answer in the envelope', async ({ request }) => {
  const iso = await (await request.get('/ssr/iso', { headers: { 'cf-ipcountry': 'CA' } })).json()
  expect(iso).toMatchObject({ code: 2000, data: { country: 'CA' } })
  const ts = await (await request.get('/ssr/timestamp')).json()
  expect(ts).toMatchObject({ code: 2000, data: { now: now } })
})

/** The us region's label by the visitor's country (docs/rules/regions.md#country). */
const LABEL = REGION_WORDS.countries

for (const [country, label] of [
  ['CA', LABEL.CA],
  ['FR', LABEL.other],
  ['US', LABEL.us],
] as const) {
  test(`us visitors from ${country} see the region label '${label}' and the country is remembered`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': country } })
    const page = await context.newPage()
    await page.goto('/us')
    await expect(page.locator('.sf-region-link')).toHaveText(label)
    // The US label is also the configured one, so wait for the /ssr/iso answer to be stored.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('storefront:country')))
      .toBe(country === 'US' ? 'us' : country === 'CA' ? 'CA' : 'other')
    await expect(page.locator('.sf-region-link')).toHaveText(label)
    await context.close()
  })
}

test('a returning us visitor sees the stored country at first paint; /ssr/iso refreshes it in the background', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'CA' } })
  const page = await context.newPage()
  const stored = () => page.evaluate(() => window.localStorage.getItem('storefront:country'))
  await page.goto('/us')
  await expect.poll(stored).toBe('CA')
  // The second visit comes from elsewhere; its /ssr/iso answer is held back until the first frames are seen.
  await context.setExtraHTTPHeaders({ 'cf-ipcountry': 'FR' })
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/ssr/iso', async (route) => {
    await held
    await route.continue()
  })
  await page.addInitScript(() => {
    const w = window as unknown as { labels: string[]; headerShift: number }
    w.labels = []
    w.headerShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest('#header')))
          w.headerShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    // Every frame from the first one: what the region link says when the page is painted.
    const frame = () => {
      const link = document.querySelector('#header .sf-region-link')
      if (link) w.labels.push(link.textContent ?? '')
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await page.goto('/us')
  await waitForHydration(page)
  await page.waitForTimeout(500)
  const seen = await page.evaluate(() => (window as unknown as { labels: string[] }).labels)
  expect(seen.length).toBeGreaterThan(0)
  expect(new Set(seen)).toEqual(new Set([LABEL.CA]))
  expect(await page.evaluate(() => (window as unknown as { headerShift: number }).headerShift)).toBe(0)
  release()
  await expect(page.locator('.sf-region-link')).toHaveText(LABEL.other)
  await expect.poll(stored).toBe('other')
  await context.close()
})

test('the browser asks /ssr/timestamp with the headers of every API call (region, Accept-Language)', async ({
  page,
}) => {
  // Server routing (docs/browser-weight.md): a page's HTML carries the server's time; a page the browser
  // prerendered asks again when it is shown. Chromium does not prerender here: the page is told it was.
  await page.addInitScript(() =>
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => true }),
  )
  await page.goto('/fr/about-us')
  await waitForHydration(page)
  const request = page.waitForRequest((r) => r.url().endsWith('/ssr/timestamp'))
  await page.evaluate(() => {
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => false })
    document.dispatchEvent(new Event('prerenderingchange'))
  })
  const headers = (await request).headers()
  expect(headers).toMatchObject({ region: 'fr', 'accept-language': 'fr' })
  expect(headers).not.toHaveProperty('apptoken')
})

test('the first page load carries no HTTP client: /ssr/iso goes through fetch', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url())
  })
  const iso = page.waitForResponse((r) => r.url().endsWith('/ssr/iso'))
  await page.goto('/us')
  await waitForHydration(page)
  await iso
  expect(scripts.length).toBeGreaterThan(0)
  for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toContain('AxiosError')
})

test('a campaign this browser saw end stays redirected on later visits, links included', async ({ page, browser }) => {
  const followLink = (href: string) =>
    page.evaluate((to) => {
      const a = Object.assign(document.createElement('a'), { href: to })
      document.body.append(a)
      a.click()
    }, href)
  await page.clock.install()
  await page.goto('/fr')
  await waitForHydration(page)
  // The open page's clock (the server's, synced) passes Black Friday's end (2 Dec; the server stands at 22 Nov):
  // leaving it, the browser remembers, and the campaign page it goes to sends it home.
  await page.clock.fastForward(11 * 24 * 3_600_000)
  await followLink('/fr/black-friday')
  await expect(page).toHaveURL(/\/fr$/)
  await waitForHydration(page)
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('storefront:ended-routes')))
    .toContain('/fr/black-friday')
  // A later visit: the server (22 Nov) still renders the campaign, the browser remembers and leaves it.
  await page.goto('/fr/black-friday')
  await expect(page).toHaveURL(/\/fr$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
  // … and a link to it is redirected too, the server's clock saying it is open.
  await followLink('/fr/black-friday')
  await expect(page).toHaveURL(/\/fr$/)
  await expect(page.locator('main h1')).toBeVisible()
  // A browser that never saw it end gets the page.
  const fresh = await browser.newPage()
  await fresh.goto('/fr/black-friday')
  await waitForHydration(fresh)
  await fresh.waitForTimeout(300)
  expect(new URL(fresh.url()).pathname).toBe('/fr/black-friday')
  await fresh.close()
})
