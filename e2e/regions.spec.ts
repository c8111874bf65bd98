import {
  REGION_IDS,
  REGION_LOCALE,
  catalogueOf,
  findProduct,
  formatPrice,
  pathOf,
  regionConfig,
  hasPage,
} from '@storefront/region-config'
import { E2E_NOW } from '@storefront/test-kit'
import { test, expect } from './fixtures/pages'
import { messages } from './fixtures/account'
import { t } from './fixtures/messages'

// One product page per region that has one (kr sells only mini robots).
const productOf = (region: (typeof REGION_IDS)[number]) =>
  catalogueOf(region).find((p) => p.link !== 'mini-robot' && hasPage(region, p.link)) ?? catalogueOf(region)[0]!

for (const region of REGION_IDS) {
  test(`${region}: home renders in its language with header, footer and newsletter`, async ({
    page,
    consoleErrors,
  }) => {
    const res = await page.goto(pathOf(region, ''))
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', REGION_LOCALE[region])
    const config = regionConfig(region)
    const common = messages(REGION_LOCALE[region], 'common')
    const first = config.navs[0]!
    await expect(page.locator('header nav')).toContainText(first.label ?? common.nav![first.identify]!)
    await expect(page.locator('footer')).toContainText(
      common.footer!.copyright!.replace('{{year}}', '2026').replace('{{company}}', config.company.name),
    )
    await expect(page.locator('footer address')).toContainText(config.company.address)
    await expect(page.locator('footer .sf-newsletter h2')).toHaveText(common.newsletter!.title!)
    await expect(page.locator('main h1')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test(`${region}: a product page shows its price in the region's currency and a follow-up nav link works`, async ({
    page,
    consoleErrors,
  }) => {
    const product = productOf(region)
    const res = await page.goto(pathOf(region, product.link))
    expect(res?.status()).toBe(200)
    const config = regionConfig(region)
    await expect(page.locator('main')).toContainText(
      formatPrice(product.price, config.currency, config.locale).split(' ')[0]!,
    )
    // Follow the first footer link of the region: it must exist for this region.
    const link = page.locator('footer nav a').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('main')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

test('unknown path under a region answers 404 with that region chrome', async ({ page }) => {
  const res = await page.goto('/de/gibt-es-nicht')
  expect(res?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.locator('footer')).toContainText(
    t('de', 'footer.copyright', {
      year: new Date(Date.parse(E2E_NOW)).getUTCFullYear(),
      company: regionConfig('de').company.name,
    }),
  )
  await expect(page.locator('main a.sf-button')).toHaveAttribute('href', '/de')
  // Every document has a title: the heading, with the site.
  const heading = await page.locator('main h1').textContent()
  await expect(page).toHaveTitle(`${heading} | ${t('de', 'brand.name')}`)
  expect(await page.locator('head title').count()).toBe(1)
})

test('a page a region does not have is its 404, not another region', async ({ page }) => {
  const res = await page.goto('/kr/where-to-buy')
  expect(res?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
})

test('cn names its products in Chinese: cards, product page, alt text and Product JSON-LD', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/')
  const names = await page.locator('.sf-card__name').allTextContents()
  expect(names.length).toBeGreaterThan(0)
  expect(names.join(' ')).toContain('威震天旗舰版')
  // No catalogue name in English next to the Chinese copy.
  for (const p of catalogueOf('cn')) expect(names.join(' ')).not.toContain(p.name)
  await page.goto('/flagship-megatron')
  await expect(page.locator('main h1')).toContainText('威震天旗舰版')
  await expect(page.locator('main img[alt="威震天旗舰版 自动变形机器人"]').first()).toBeAttached()
  const product = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!))
      .find((ld) => ld['@type'] === 'Product'),
  )
  expect(product.name).toBe('威震天旗舰版')
  // The English pages keep the brand's English names.
  await page.goto('/us/flagship-megatron')
  const alt = t('us', 'product.alt', { name: findProduct('us', 'flagshipMegatron')!.name })
  await expect(page.locator(`main img[alt="${alt}"]`).first()).toBeAttached()
  expect(consoleErrors).toEqual([])
})
