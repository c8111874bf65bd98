import { execFileSync } from 'node:child_process'
import path from 'node:path'
import {
  catalogueOf,
  formatDate,
  formatPrice,
  priceAt,
  regionConfig,
  REGION_TIME_ZONE,
} from '@storefront/region-config'
import { t } from './fixtures/messages'
import { test, expect, waitForHydration } from './fixtures/server'
import { DEVELOPMENT_PREVIEW_SECRET, signPreview } from '@storefront/storefront/preview-link'
import { E2E_NOW } from '../playwright.config'

/**
 * Preview links (docs/rules/time.md#preview-links) through the all-in-one gateway, whose clock is fixed in 2026
 * (playwright.config.ts): the link `npm run preview-link` prints renders the uk Megatron either side of its
 * promo start, keeps the instant while the shopper navigates, is never cached or indexed, and a changed or
 * expired link is refused in the region's language.
 */
const root = path.join(import.meta.dirname, '..')
const printedLink = (pagePath: string, instant: string): string => {
  const env = { ...process.env }
  for (const name of ['CN_ORIGIN', 'US_ORIGIN', 'EU_ORIGIN', 'PUBLIC_ORIGIN', 'STOREFRONT_ENV', 'PREVIEW_SECRET'])
    delete env[name]
  return execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/release/preview-link.ts', pagePath, instant],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  ).trim()
}

const megatron = catalogueOf('uk').find((product) => product.key === 'flagshipMegatron')!
const { currency, locale } = regionConfig('uk')
const promoStart = Date.parse(megatron.activityTime!.startTime)
const listPrice = formatPrice(megatron.price, currency, locale)
const promoPrice = formatPrice(megatron.activityPrice!, currency, locale)
const iso = (instant: number) => new Date(instant).toISOString()

test.describe('preview links', () => {
  test('show the uk Megatron at its list price before the promo and at the promo price after', async ({ page }) => {
    const before = printedLink('/uk/flagship-megatron', iso(promoStart - 60_000))
    expect(before).toMatch(/^\/uk\/flagship-megatron\?preview=[\w.-]+$/)
    const answer = await page.goto(before)
    expect(answer?.status()).toBe(200)
    expect(answer?.headers()['cache-control']).toBe('private, no-store')
    expect(answer?.headers()['x-robots-tag']).toBe('noindex')
    const box = page.locator('.sf-buybox')
    await expect(box.locator('.sf-price__now')).toHaveText(listPrice)
    await expect(box.locator('.sf-price__now--promo')).toHaveCount(0)
    const ribbon = page.locator('.sf-preview-ribbon')
    await expect(ribbon).toContainText(
      t('uk', 'preview.ribbon', { instant: formatDate(promoStart - 60_000, locale, REGION_TIME_ZONE.uk) }),
    )
    await expect(ribbon.locator('time')).toHaveAttribute('datetime', iso(promoStart - 60_000))

    await page.goto(printedLink('/uk/flagship-megatron', iso(promoStart + 60_000)))
    await expect(box.locator('.sf-price__now--promo')).toHaveText(promoPrice)
    await expect(box).toContainText(listPrice)
  })

  test('keep their instant while the shopper navigates, and leave it by the ribbon link', async ({ page }) => {
    const link = printedLink('/uk', iso(promoStart - 60_000))
    await page.goto(link)
    const token = new URL(link, 'http://x').searchParams.get('preview')!
    // The token is added as a link is followed, by the page's effects: once the page has hydrated.
    await waitForHydration(page)
    await page.locator('a[href^="/uk/flagship-megatron"]').first().click()
    await expect(page).toHaveURL(/\/uk\/flagship-megatron\?preview=/)
    expect(new URL(page.url()).searchParams.get('preview')).toBe(token)
    await expect(page.locator('.sf-buybox .sf-price__now')).toHaveText(listPrice)
    await page.locator('.sf-preview-ribbon a').click()
    await expect(page).toHaveURL(/\/uk\/flagship-megatron$/)
    await expect(page.locator('.sf-preview-ribbon')).toHaveCount(0)
    // The live page, by the server's own clock (after the promo start; a campaign deal where one runs).
    const live = formatPrice(priceAt(megatron, Date.parse(E2E_NOW)).price, currency, locale)
    await expect(page.locator('.sf-buybox .sf-price__now--promo')).toHaveText(live)
  })

  test('work in all three apps', async ({ request }) => {
    for (const home of ['/', '/us', '/uk']) {
      const answer = await request.get(printedLink(home, iso(promoStart)))
      expect(answer.status(), home).toBe(200)
      expect(await answer.text(), home).toContain('class="sf-preview-ribbon"')
    }
  })

  test('refuse a changed or expired link with 403 in the region language', async ({ request }) => {
    const link = printedLink('/de/flagship-megatron', iso(promoStart))
    const tampered = link.replace(
      /preview=([0-9a-z]+)/,
      (_, at: string) => `preview=${(parseInt(at, 36) + 1).toString(36)}`,
    )
    const refused = await request.get(tampered)
    expect(refused.status()).toBe(403)
    expect(refused.headers()['cache-control']).toBe('private, no-store')
    const html = await refused.text()
    expect(html).toContain('<html lang="de-DE">')
    expect(html).toContain(t('de', 'preview.invalidTitle'))
    expect(html).toContain('href="/de/flagship-megatron"')
    const expired = signPreview({ at: promoStart, expires: Date.now() - 1000 }, DEVELOPMENT_PREVIEW_SECRET)
    expect((await request.get(`/de/flagship-megatron?preview=${expired}`)).status()).toBe(403)
  })
})
