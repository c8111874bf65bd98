import { IMPRINT_SLUGS, REGION_IDS, REGION_LOCALE, hasPage, pathOf, regionConfig } from '@storefront/region-config'
import { test, expect } from './fixtures/pages'
import { messages } from './fixtures/account'

// docs/rules/legal.md: privacy, cookie and terms pages in every region, the imprint in de and fr.
const LEGAL_SLUGS = ['privacy-policy', 'cookies-policy', 'terms-use', ...IMPRINT_SLUGS]

for (const region of REGION_IDS) {
  const slugs = LEGAL_SLUGS.filter((slug) => hasPage(region, slug))

  test(`${region}: the footer links its legal pages, each renders in the region's language`, async ({
    page,
    consoleErrors,
  }) => {
    const common = messages(REGION_LOCALE[region], 'common')
    await page.goto(pathOf(region, ''))
    for (const slug of slugs) {
      await expect(page.locator(`footer nav a[href="${pathOf(region, slug)}"]`), slug).toHaveText(common.nav![slug]!)
    }
    for (const slug of slugs) {
      const res = await page.goto(pathOf(region, slug))
      expect(res?.status(), slug).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', REGION_LOCALE[region])
      await expect(page.locator('main h1')).toBeVisible()
    }
    expect(consoleErrors).toEqual([])
  })

  test(`${region}: the newsletter says, linked, what the address is used for`, async ({ page }) => {
    const common = messages(REGION_LOCALE[region], 'common')
    await page.goto(pathOf(region, ''))
    const notice = page.locator('footer .sf-newsletter .sf-privacy-notice')
    await expect(notice).toContainText(common.privacy!.newsletter!)
    await expect(notice.locator('a')).toHaveAttribute('href', pathOf(region, 'privacy-policy'))
  })
}

test('de: the privacy policy and the Impressum name the legal entity of region config', async ({ page }) => {
  const { company } = regionConfig('de')
  for (const slug of ['privacy-policy', 'impressum']) {
    await page.goto(pathOf('de', slug))
    const main = page.locator('main')
    for (const value of [company.name, company.address, company.email, company.register, company.vatId!]) {
      await expect(main, `${slug}: ${value}`).toContainText(value)
    }
  }
})

test('de: the consent banner links the privacy and cookie policies', async ({ page }) => {
  const common = messages('de-DE', 'common')
  await page.goto('/de')
  const banner = page.getByRole('dialog', { name: common.consent!.title! })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: common.nav!['privacy-policy']! })).toHaveAttribute(
    'href',
    '/de/privacy-policy',
  )
  await expect(banner.getByRole('link', { name: common.nav!['cookies-policy']! })).toHaveAttribute(
    'href',
    '/de/cookies-policy',
  )
})

test('uk: the product registration form says, linked, what the address is used for', async ({ page }) => {
  const common = messages('en-GB', 'common')
  await page.goto('/uk/product-registration')
  const notice = page.locator('main form .sf-privacy-notice')
  await expect(notice).toContainText(common.privacy!.form!)
  await expect(notice.locator('a')).toHaveAttribute('href', '/uk/privacy-policy')
})

test('fr: the create-account screen says, linked, what the address is used for', async ({ page }) => {
  const common = messages('fr-FR', 'common')
  await page.goto('/fr/register')
  const notice = page.locator('main form .sf-privacy-notice')
  await expect(notice).toContainText(common.privacy!.account!)
  await expect(notice.locator('a')).toHaveAttribute('href', '/fr/privacy-policy')
})

test('Hong Kong/Macao reads as one Traditional Chinese page', async ({ page }) => {
  const hk = messages('zh-HK', 'common')
  await page.goto('/where-to-buy/hongkong-macao')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  await expect(page.locator('header')).toContainText('香港及澳門 - 繁體中文')
  await expect(page.locator('header')).not.toContainText('简体中文')
  await expect(page.locator('main')).toContainText(hk.whereToBuy!.visit!)
  await expect(page.locator('footer .sf-newsletter h2')).toHaveText(hk.newsletter!.title!)
  await expect(page.locator('body')).not.toContainText('前往店铺')
  await expect(page.locator('body')).not.toContainText('新标签页')
})
