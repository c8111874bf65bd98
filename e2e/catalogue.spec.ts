import type { Page } from '@playwright/test'
import {
  availabilityOf,
  catalogueOf,
  findProduct,
  formatPrice,
  pathOf,
  priceAt,
  productPathOf,
  REGION_CONFIGS,
} from '@storefront/region-config'
import { dealOf, MEGATRON, money, referenceLine } from './fixtures/catalogue'
import { pageContent, t } from './fixtures/messages'
import { test, expect } from './fixtures/server'

/**
 * The catalogue page (`/{region}/products`, cn `/products`) and campaign deals wherever a price shows
 * (docs/rules/prices.md#campaign-deals). The default server (E2E_NOW 2026-11-22) is inside Black Friday;
 * the Christmas sale and the instant after it are servers of their own (STOREFRONT_NOW).
 */
test.describe.configure({ timeout: 120_000 })

const INSIDE_CHRISTMAS = '2026-12-10T12:00:00+08:00'
const CHRISTMAS_END = '2026-12-27T00:00:00+08:00'
const E2E_NOW = Date.parse('2026-11-22T12:00:00+08:00')

const jsonLdOf = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )

test('de catalogue: every robot de sells, grouped and filtered in German, with deal prices and ItemList', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/de/products')
  const products = catalogueOf('de')
  await expect(page.locator('.sf-card')).toHaveCount(products.length)
  await expect(page.locator('h1')).toHaveText(pageContent('de', 'products').hero.heading)
  await expect(page.locator('section[data-availability] h2').first()).toHaveText(t('de', 'catalogue.available'))
  // Black Friday: Megatron's deal, the lowest price of the 30 days before (the promo's) struck and named.
  const megatronProduct = findProduct('de', 'flagshipMegatron')!
  const megatron = page.locator('.sf-card', { hasText: megatronProduct.name })
  const deal = dealOf('de', 'flagshipMegatron', 'black-friday')
  await expect(megatron.locator('.sf-card__price .sf-price__now--promo')).toHaveText(deal.price)
  await expect(megatron.locator('.sf-card__reference')).toHaveText(referenceLine('de', MEGATRON.de.promo))
  await expect(megatron.locator('.sf-card__note')).toHaveText(deal.note)
  await expect(megatron.locator('.sf-tag')).toHaveText(megatronProduct.tag!)
  // Toy Story Buzz Lightyear: list price raised to 749 on 1 November; the reference is the 699 before it.
  const buzz = findProduct('de', 'toyStoryBuzzLightyear')!
  await expect(page.locator('.sf-card', { hasText: buzz.name }).locator('s.sf-price__was')).toHaveText(
    money('de', buzz.priceHistory!.at(-2)!.price),
  )

  const list = (await jsonLdOf(page)).find((ld) => ld['@type'] === 'ItemList')!
  expect(list.numberOfItems).toBe(products.length)
  expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toMatch(/\/products$/)

  // Sorted by price, high to low: the prices paid now, in order.
  await page.getByRole('link', { name: t('de', 'catalogue.priceDesc') }).click()
  await expect(page).toHaveURL(/\/de\/products\?sort=price-desc$/)
  await expect(page.getByRole('link', { name: t('de', 'catalogue.priceDesc') })).toHaveAttribute('aria-current', 'page')
  const expected = [...products]
    .sort((a, b) => priceAt(b, E2E_NOW).price - priceAt(a, E2E_NOW).price)
    .map((p) => formatPrice(priceAt(p, E2E_NOW).price, 'EUR', 'de-DE'))
  expect((await page.locator('.sf-card__price > span:first-child').allTextContents()).map((s) => s.trim())).toEqual(
    expected,
  )
  expect(consoleErrors).toEqual([])
})

test('us catalogue: available now, pre-order and sold out; the filter keeps one group', async ({ page }) => {
  await page.goto('/us/products')
  await expect(page.locator('section[data-availability] h2')).toHaveText(
    ['catalogue.available', 'catalogue.preOrder', 'catalogue.soldOut'].map((key) => t('us', key)),
  )
  await expect(page.locator('section[data-availability="sold-out"] .sf-card')).toContainText(
    findProduct('us', 'bumblebeeG1Performance')!.name,
  )
  await page.getByRole('link', { name: t('us', 'catalogue.preOrder'), exact: true }).click()
  await expect(page).toHaveURL(/\/us\/products\?availability=pre-order$/)
  await expect(page.locator('.sf-card')).toHaveCount(1)
  await expect(page.locator('.sf-card')).toContainText(findProduct('us', 'grimlockG1Flagship')!.name)
})

test('the Products menu and the footer lead to the catalogue; the sitemap lists it with its alternates', async ({
  page,
  request,
}) => {
  await page.goto('/us/faq')
  await expect(page.locator('header a[href="/us/products"]').first()).toBeAttached()
  await expect(page.locator('footer a[href="/us/products"]').first()).toBeAttached()
  // The support page under "Support" is the Help Center, in the menu and in the footer's Support column.
  await expect(page.locator('header a[href="/us/support"]', { hasText: t('us', 'nav.help-center') })).toHaveCount(1)
  await expect(page.locator('footer a[href="/us/support"]')).toHaveText(t('us', 'nav.help-center'))
  const sitemap = await (await request.get('/sitemap-eu.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/de\/products<\/loc>/)
  expect(sitemap).toMatch(/hreflang="ja-JP" href="[^"]*\/jp\/products"/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).not.toContain('Disallow: /us/register')
})

test('a Christmas sale deal on a product page inside the window, linked from menu and home; gone at its end', async ({
  storefronts,
  page,
}) => {
  // Starts two all-in-one servers of its own: 1.3 min in CI on a 2-core machine, most of this file's 2 min.
  test.slow()
  const inside = await storefronts.at(INSIDE_CHRISTMAS)
  await page.goto(`${inside}/fr/flagship-bumblebee`)
  const box = page.locator('.sf-buybox')
  const deal = dealOf('fr', 'flagshipBumblebee', 'christmas-sale')
  await expect(box.locator('.sf-price__now')).toHaveText(deal.price)
  // Black Friday's deal (below it) was paid in the 30 days before: under L112-1-1 nothing higher may be struck.
  expect(dealOf('fr', 'flagshipBumblebee', 'black-friday').amount).toBeLessThan(deal.amount)
  await expect(box.locator('s.sf-price__was')).toHaveCount(0)
  await expect(box.locator('.sf-buybox__note')).toHaveText(deal.note)
  const product = (await jsonLdOf(page)).find((ld) => ld['@type'] === 'Product') as { offers: Record<string, unknown> }
  // The deal's last day in Paris: it ends at midnight in Beijing, 17:00 the day before in France.
  expect(product.offers).toMatchObject({ price: deal.amount, priceValidUntil: '2026-12-26' })
  await expect(page.locator('header a[href="/fr/christmas-sale"]').first()).toBeAttached()
  await page.goto(`${inside}/fr`)
  await expect(page.locator('main a[href="/fr/christmas-sale"]').first()).toBeVisible()

  const after = await storefronts.at(CHRISTMAS_END)
  await page.goto(`${after}/fr/flagship-bumblebee`)
  await expect(box.locator('.sf-price__now')).toHaveText(money('fr', findProduct('fr', 'flagshipBumblebee')!.price))
  await expect(box.locator('s.sf-price__was')).toHaveCount(0)
  await page.goto(`${after}/fr`)
  await expect(page.locator('a[href="/fr/christmas-sale"], a[href="/fr/black-friday"]')).toHaveCount(0)
  expect(REGION_CONFIGS.fr.navs.some((n) => n.link === 'christmas-sale')).toBe(false)
})

test('every catalogue card leads to a page offering its robot: a buy box, a shop link unless sold out', async ({
  page,
}) => {
  for (const region of ['kr', 'cn', 'us'] as const) {
    await page.goto(pathOf(region, 'products'))
    const hrefs = await page
      .locator('.sf-card a.sf-card__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    expect(hrefs, region).toHaveLength(catalogueOf(region).length)
    for (const [i, href] of hrefs.entries()) {
      const product = catalogueOf(region).find((p) => href === productPathOf(region, p))
      expect(product, `${region} card ${i}: ${href}`).toBeDefined()
      await page.goto(href)
      const [, anchor] = href.split('#')
      const box = (anchor ? page.locator(`#${anchor}`) : page.locator('main')).locator('.sf-buybox').first()
      await expect(box, href).toBeVisible()
      if (availabilityOf(product!) !== 'sold-out' && product!.buy)
        await expect(box.locator(`a[href="${product!.buy}"]`), href).toBeVisible()
    }
  }
})
