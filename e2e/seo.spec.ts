import { alternatesFor, currentOffer, sitemapEntries, singleOrigin } from '@storefront/seo'
import {
  findProduct,
  formatPrice,
  regionConfig,
  regionsWithPage,
  routeByPath,
  priceAt,
} from '@storefront/region-config'
import { test, expect, waitForHydration } from './fixtures/pages'
import { messages } from './fixtures/account'
import { E2E_NOW } from '../playwright.config'

const now = Date.parse(E2E_NOW)

for (const [path, region, currency] of [
  ['/us/flagship-megatron', 'us', 'USD'],
  ['/de/flagship-megatron', 'de', 'EUR'],
  ['/flagship-megatron', 'cn', 'CNY'],
] as const) {
  test(`${path}: initial HTML carries canonical, alternates, x-default and product JSON-LD`, async ({
    page,
    baseURL,
  }) => {
    const res = await page.request.get(`${path}?utm_source=test`)
    const html = await res.text()
    const origin = baseURL!
    expect(html).toContain(`<link rel="canonical" href="${origin}${path}"`)
    expect(html).not.toMatch(/rel="canonical" href="[^"]*\?/)
    // HTML attribute names are case-insensitive (React writes hrefLang).
    const hreflangs = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/gi)].map((m) => m[2])
    const expected = regionsWithPage('flagship-megatron').length + 1
    expect(hreflangs).toHaveLength(expected)
    expect(html.toLowerCase()).toContain(`href="${origin}/flagship-megatron" hreflang="x-default"`.toLowerCase())
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    )
    const product = ld.find((x) => x['@type'] === 'Product')
    const p = findProduct(region, 'flagshipMegatron')!
    expect(currentOffer(product).price).toBe(priceAt(p, now).price)
    expect(currentOffer(product).priceCurrency).toBe(currency)
    expect(ld.some((x) => x['@type'] === 'Organization')).toBe(true)
    expect(ld.some((x) => x['@type'] === 'WebPage')).toBe(true)
    // The visible price matches the structured one.
    await page.goto(path)
    const config = regionConfig(region)
    await expect(page.locator('.sf-buybox .sf-price')).toContainText(
      formatPrice(priceAt(p, now).price, config.currency, config.locale),
    )
  })
}

// Server routing (docs/browser-weight.md): a navigation loads the next page, whose own dataLayer gets its view.
test('a navigation updates title and canonical, and the page shown pushes one virtual_page_view', async ({
  page,
  baseURL,
}) => {
  await page.goto('/us')
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'virtual_page_view').length))
    .toBe(1)
  const before = await page.title()
  await page.locator('footer nav a[href="/us/faq"]').first().click()
  await expect(page).toHaveURL(/\/us\/faq$/)
  await expect.poll(() => page.title()).not.toBe(before)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/us/faq`)
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'virtual_page_view').length))
    .toBe(1)
  const last = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'virtual_page_view').at(-1))
  expect(last).toMatchObject({ path: '/us/faq', region: 'us', locale: 'en-US' })
})

test('analytics waits for consent in the eu set, and the choice is remembered', async ({ page }) => {
  await page.goto('/fr')
  const banner = page.getByRole('dialog')
  await expect(banner).toBeVisible()
  expect(await page.evaluate(() => (window.dataLayer ?? []).length)).toBe(0)
  await banner.getByRole('button').last().click()
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'virtual_page_view').length))
    .toBe(1)
  await page.reload()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the consent banner paints with the page, before any script file, and only until the visitor chooses', async ({
  page,
  browser,
  baseURL,
}) => {
  const de = messages('de-DE', 'common') as {
    consent: { title: string; accept: string; reject: string }
    footer: { cookieSettings: string }
  }
  // The server's HTML carries it: rendered after hydration, it would be the login page's late LCP element.
  const html = await (await page.request.get('/de/login')).text()
  expect(html).toContain(de.consent.title)
  // No script file loads: the banner still shows at first paint, painted from the server's HTML.
  await page.route('**/_eu/assets/**/*.js', (route) => route.abort())
  await page.goto('/de/login')
  await expect(page.getByRole('dialog', { name: de.consent.title })).toBeVisible()
  await page.unroute('**/_eu/assets/**/*.js')
  await page.goto('/de/login')
  await waitForHydration(page)
  await page.getByRole('dialog').getByRole('button', { name: de.consent.reject }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // A visitor who has chosen never sees it, not even before the scripts arrive.
  await page.route('**/_eu/assets/**/*.js', (route) => route.abort())
  await page.goto('/de')
  await expect(page.locator('.sf-consent')).toBeHidden()
  await page.unroute('**/_eu/assets/**/*.js')
  // The footer's cookie settings open it again.
  await page.goto('/de')
  await waitForHydration(page)
  await page.getByRole('button', { name: de.footer.cookieSettings }).click()
  const again = page.getByRole('dialog', { name: de.consent.title })
  await expect(again).toBeVisible()
  await again.getByRole('button', { name: de.consent.accept }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Without JavaScript its buttons could not work: it stays out of the way.
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! })
  const plain = await noJs.newPage()
  await plain.goto('/de')
  await expect(plain.locator('.sf-consent')).toBeHidden()
  await noJs.close()
})

test('sitemap alternates are reciprocal and every one answers 200', async ({ request, baseURL }) => {
  test.setTimeout(180_000)
  const entries = sitemapEntries({ origins: singleOrigin(baseURL!), now })
  const locs = new Set(entries.map((e) => e.loc))
  for (const entry of entries) {
    for (const alt of entry.alternates) expect(locs.has(alt.href), `${entry.loc} → ${alt.href}`).toBe(true)
  }
  for (const loc of locs) {
    const res = await request.get(loc, { maxRedirects: 0 })
    expect(res.status(), loc).toBe(200)
  }
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('sitemap-us.xml')
  const us = await (await request.get('/sitemap-us.xml')).text()
  expect(us).toContain(`${baseURL}/us/flagship-megatron`)
  const route = routeByPath('/us/faq')!
  expect(alternatesFor(route, singleOrigin(baseURL!), now).map((a) => a.hreflang)).toEqual(['en-US', 'x-default'])
})

test('outbound buy links are sponsored and tracked', async ({ page }) => {
  await page.goto('/us/flagship-bumblebee')
  // The click is tracked by the buy box's island: wait until the islands have hydrated.
  await page.locator('html[data-js]').waitFor({ state: 'attached' })
  const buy = page.locator('a[data-outbound="buy"]')
  await expect(buy).toHaveAttribute('rel', 'sponsored noopener')
  await expect(buy).toHaveAttribute('target', '_blank')
  await page.route('https://shop.mechaform-robotics.com/**', (route) => route.fulfill({ status: 200, body: 'shop' }))
  const popup = page.waitForEvent('popup')
  await buy.click()
  await (await popup).close()
  const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'outbound_click'))
  expect(events).toHaveLength(1)
})

test('an ad click gets the cached page: its query stays in the browser, hydration and navigation work', async ({
  page,
  consoleErrors,
}) => {
  const path = '/us/flagship-megatron'
  const one = await page.request.get(`${path}?gclid=visitor-one&utm_source=news&utm_campaign=launch`)
  const two = await page.request.get(`${path}?gclid=visitor-two&fbclid=x&ref=mail`)
  expect(two.headers()['x-render-cache']).toBe('hit')
  // No visitor's query in anyone's HTML or serialised page context.
  for (const res of [one, two]) expect(await res.text()).not.toMatch(/gclid|visitor-|utm_|fbclid|ref=mail/)

  await page.goto(`${path}?gclid=visitor-three&utm_source=news`)
  await waitForHydration(page)
  // Analytics keeps reading the campaign from location.
  expect(await page.evaluate(() => location.search)).toBe('?gclid=visitor-three&utm_source=news')
  await page.locator('footer nav a[href="/us/faq"]').first().click()
  await expect(page).toHaveURL(/\/us\/faq$/)
  await waitForHydration(page)
  // Back to the campaign URL: the same page, its query still in the browser only.
  await page.goBack()
  await expect(page).toHaveURL(/\?gclid=visitor-three&utm_source=news$/)
  await expect(page.locator('.sf-buybox .sf-price')).toBeVisible()
  await waitForHydration(page)
  expect(await page.evaluate(() => location.search)).toBe('?gclid=visitor-three&utm_source=news')
  expect(consoleErrors).toEqual([])
})

/** The head's SEO tags as a shopper's browser holds them: counts, and the values a crawler reads. */
function headSignature(root: Document) {
  const attr = (selector: string, name: string) =>
    [...root.head.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '')
  return {
    titles: [...root.head.querySelectorAll('title')].map((t) => t.textContent),
    canonical: attr('link[rel="canonical"]', 'href'),
    description: attr('meta[name="description"]', 'content'),
    ogTitle: attr('meta[property="og:title"]', 'content'),
    alternates: [...root.head.querySelectorAll('link[rel="alternate"]')]
      .map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)
      .sort(),
    jsonLd: root.head.querySelectorAll('script[type="application/ld+json"]').length,
  }
}

test('after any sequence of navigations the head holds exactly the tags of the page shown', async ({ page }) => {
  const expectHeadOf = async (path: string) => {
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
    const server = await (await page.request.get(path)).text()
    const expected = await page.evaluate(
      ([html, fn]) => new Function('root', `return (${fn})(root)`)(new DOMParser().parseFromString(html, 'text/html')),
      [server, headSignature.toString()] as const,
    )
    expect(expected.titles).toHaveLength(1)
    expect(expected.canonical).toHaveLength(1)
    expect(expected.description).toHaveLength(1)
    await expect
      .poll(() =>
        page.evaluate((fn) => new Function('root', `return (${fn})(root)`)(document), headSignature.toString()),
      )
      .toEqual(expected)
  }
  const go = async (path: string) => {
    // A link in the page, like any a shopper follows.
    await page.evaluate((href) => {
      const a = Object.assign(document.createElement('a'), { href })
      document.body.append(a)
      a.click()
    }, path)
    await expectHeadOf(path)
  }
  await page.goto('/us')
  await waitForHydration(page)
  await expectHeadOf('/us')
  for (const path of ['/us/faq', '/us/flagship-megatron', '/us/login', '/us/where-to-buy', '/us']) await go(path)
  await page.goBack()
  await expectHeadOf('/us/where-to-buy')
})

test('every URL in head tags and JSON-LD answers 200, the Organization logo among them', async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ['/', '/us', '/us/flagship-megatron', '/fr/login', '/where-to-buy/hongkong-macao']) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const urls = await page.evaluate((h) => {
      const doc = new DOMParser().parseFromString(h, 'text/html')
      const found = new Set<string>()
      doc.querySelectorAll('link[href]').forEach((l) => found.add(l.getAttribute('href')!))
      doc.querySelectorAll('meta[content^="http"]').forEach((m) => found.add(m.getAttribute('content')!))
      const walk = (v: unknown): void => {
        if (typeof v === 'string' && /^(https?:)?\//.test(v)) found.add(v)
        else if (v && typeof v === 'object') Object.values(v).forEach(walk)
      }
      doc.querySelectorAll('script[type="application/ld+json"]').forEach((s) => walk(JSON.parse(s.textContent!)))
      return [...found]
    }, head)
    const origin = new URL(baseURL!).origin
    const local = urls.map((u) => new URL(u, origin)).filter((u) => u.origin === origin)
    expect(
      local.some((u) => u.pathname === '/logo.png'),
      path,
    ).toBe(true)
    for (const url of local) expect((await request.get(url.href)).status(), `${path}: ${url.href}`).toBe(200)
  }
})
