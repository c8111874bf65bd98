import type { Page } from '@playwright/test'
import {
  findProduct,
  paymentLinesOf,
  regionConfig,
  REGION_LOCALE,
  REGION_SHOP,
  REGIONS,
} from '@storefront/region-config'
import { dealOf, MEGATRON, money, referenceLine } from './fixtures/catalogue'
import { labelled, t } from './fixtures/messages'
import { test, expect } from './fixtures/pages'

/**
 * The buy box (docs/rules/prices.md: #products, #campaign-deals, #payment-methods)
 * on the default server (E2E_NOW 2026-11-22, after every promo start and inside Black Friday): deal prices with each
 * market's struck reference price, sold out, pre-order, the buy link to the regional shop, instalments and payment
 * methods. The promo's other side (before its start) is in interactions-time.spec.ts.
 * Also the country context from the CDN header (docs/rules/regions.md#country).
 */
const buyBox = (page: Page) => page.locator('.sf-buybox')

test('uk Megatron: the Black Friday deal, the promo price it replaces struck as "Was", Klarna in 3', async ({
  page,
  consoleErrors,
}) => {
  const deal = dealOf('uk', 'flagshipMegatron', 'black-friday')
  await page.goto('/uk/flagship-megatron')
  await expect(buyBox(page).locator('.sf-price__now--promo')).toHaveText(deal.price)
  await expect(buyBox(page).locator('.sf-price__reference')).toHaveText(
    labelled('uk', 'buy.referenceWas', MEGATRON.uk.promo),
  )
  await expect(buyBox(page).locator('.sf-buybox__note')).toHaveText(deal.note)
  const klarna = t('uk', 'payment.klarna')
  const third = money('uk', Math.round((deal.amount * 100) / 3) / 100)
  await expect(buyBox(page)).toContainText(t('uk', 'buy.interestFree', { count: 3, amount: third, provider: klarna }))
  await expect(buyBox(page)).toContainText(labelled('uk', 'buy.payWith', klarna))
  expect(consoleErrors).toEqual([])
})

test('de Megatron: the Black Friday deal, the lowest price of the 30 days before struck and named, PayPal', async ({
  page,
  consoleErrors,
}) => {
  const deal = dealOf('de', 'flagshipMegatron', 'black-friday')
  await page.goto('/de/flagship-megatron')
  await expect(buyBox(page).locator('.sf-price__now--promo')).toHaveText(deal.price)
  // EU Omnibus (PAngV § 11): the promo's price ran in the 30 days before, not the list price.
  expect(MEGATRON.de.promo).not.toBe(MEGATRON.de.list)
  await expect(buyBox(page).locator('.sf-price__reference')).toHaveText(referenceLine('de', MEGATRON.de.promo))
  await expect(buyBox(page).locator('.sf-buybox__note')).toHaveText(deal.note)
  // PayPal, and no instalment line: the payment methods are the only line under the price.
  await expect(buyBox(page).locator('.sf-buybox__detail')).toHaveText([
    labelled('de', 'buy.payWith', t('de', 'payment.paypal')),
  ])
  await expect(buyBox(page).locator('a.sf-button--buy')).toHaveText(new RegExp(`^${t('de', 'buy.buyNow')}`))
  // PAngV §3, §6: VAT included and the shipping cost beside every offered price, on the page and on each tile.
  const notice = t('de', 'buy.vatFreeShipping')
  await expect(buyBox(page).locator('.sf-price + .sf-price__notice')).toHaveText(notice)
  await page.goto('/de/products')
  const cards = page.locator('.sf-card')
  expect(await cards.count()).toBeGreaterThan(0)
  await expect(page.locator('.sf-card__price + .sf-card__notice')).toHaveCount(await cards.count())
  await expect(page.locator('.sf-card__notice').first()).toHaveText(notice)
  expect(consoleErrors).toEqual([])
})

test('us: 12 payments with APR and terms, PayPal, Klarna; the buy link opens the shop in a new tab, tracked', async ({
  page,
  context,
  consoleErrors,
}) => {
  // The shop is a third-party host: answer it locally.
  await context.route(`${REGION_SHOP.us.url}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Shop</h1>' }),
  )
  await page.goto('/us/flagship-megatron')
  const box = buyBox(page)
  const deal = dealOf('us', 'flagshipMegatron', 'black-friday')
  await expect(box.locator('.sf-price__now')).toHaveText(deal.price)
  await expect(box.locator('s.sf-price__was')).toHaveText(money('us', findProduct('us', 'flagshipMegatron')!.price))
  // A stated payment brings its APR and terms (Regulation Z §1026.24(d), docs/rules/prices.md#financing), on the
  // price paid now.
  expect(regionConfig('us').installment.count).toBe(12)
  const [financing] = paymentLinesOf(regionConfig('us'), deal.amount, (key, values) => t('us', key, values))
  await expect(box).toContainText(financing!)
  await expect(box).toContainText(
    labelled('us', 'buy.payWith', `${t('us', 'payment.paypal')} · ${t('us', 'payment.klarna')}`),
  )
  const buy = box.locator('a.sf-button--buy')
  await expect(buy).toHaveAttribute('href', `${REGION_SHOP.us.url}/products/flagship-megatron`)
  await expect(buy).toHaveAttribute('rel', 'sponsored noopener')
  await expect(buy).toHaveAttribute('target', '_blank')
  await expect(box).toContainText(t('us', 'buy.soldBy', { retailer: REGION_SHOP.us.retailer }))
  await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
  const [shop] = await Promise.all([page.waitForEvent('popup'), buy.click()])
  await expect(shop).toHaveURL(`${REGION_SHOP.us.url}/products/flagship-megatron`)
  // noopener: the shop cannot reach back into the storefront.
  expect(await shop.evaluate(() => window.opener)).toBeNull()
  const outbound = await page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === 'outbound_click'),
  )
  expect(outbound).toEqual([
    expect.objectContaining({
      kind: 'buy',
      product: findProduct('us', 'flagshipMegatron')!.name,
      region: 'us',
      url: `${REGION_SHOP.us.url}/products/flagship-megatron`,
    }),
  ])
  expect(consoleErrors).toEqual([])
})

test('us Bumblebee G1 Performance is sold out: no buy link, no seller line', async ({ page, consoleErrors }) => {
  await page.goto('/us/bumblebee-g1-performance')
  const box = buyBox(page)
  await expect(box).toHaveAttribute('data-availability', 'sold-out')
  await expect(box.getByText(t('us', 'buy.soldOut'), { exact: true })).toHaveAttribute('aria-disabled', 'true')
  await expect(box.locator('a')).toHaveCount(0)
  await expect(box.locator('.sf-buybox__seller')).toHaveCount(0)
  // Nothing to pay for: no instalment or payment-method lines (docs/rules/prices.md#payment-methods).
  await expect(box.locator('.sf-buybox__detail')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('us Grimlock G1 Flagship is a pre-order: "Pre-order" instead of buy, to the shop', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/us/grimlock-g1-flagship')
  const box = buyBox(page)
  await expect(box).toHaveAttribute('data-availability', 'pre-order')
  const link = box.locator('a.sf-button--buy')
  await expect(link).toHaveText(new RegExp(`^${t('us', 'buy.preOrder')}`))
  await expect(link).not.toContainText(t('us', 'buy.buyNow'))
  await expect(link).toHaveAttribute('href', `${REGION_SHOP.us.url}/products/grimlock-g1-flagship`)
  await expect(link).toHaveAttribute('rel', 'sponsored noopener')
  await expect(box.locator('.sf-price__now')).toHaveText('$1,699.00')
  expect(consoleErrors).toEqual([])
})

test.describe('country context from the CDN header', () => {
  test.describe('Canada', () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'CA' } })
    test('/ssr/iso answers CA; on uk a dismissible suggestion to switch, never a redirect', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/uk')
      await expect(page).toHaveURL(/\/uk$/)
      const iso = await page.evaluate(() => fetch('/ssr/iso').then((r) => r.json()))
      expect(iso).toEqual({ code: 2000, msg: expect.any(String), data: { country: 'CA', iso: 'CA', known: true } })
      const suggestion = page.locator('aside.sf-suggest')
      const canada = new Intl.DisplayNames([REGION_LOCALE.uk], { type: 'region' }).of('CA')
      await expect(suggestion).toContainText(t('uk', 'country.suggest', { country: canada, region: REGIONS.us.label }))
      await expect(suggestion.locator('a')).toHaveAttribute('href', '/us')
      await expect(suggestion.locator('a')).toContainText(REGIONS.us.label)
      await suggestion.getByRole('button').click()
      await expect(suggestion).toHaveCount(0)
      // Remembered: not offered again on the next page.
      await page.goto('/uk/flagship-megatron')
      await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
      await expect(page.locator('aside.sf-suggest')).toHaveCount(0)
      expect(consoleErrors).toEqual([])
    })
  })

  test.describe('France', () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'fr' } })
    test('/ssr/iso answers other (ISO FR); a uk visitor from France gets no suggestion towards us', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/uk')
      const iso = await page.evaluate(() => fetch('/ssr/iso').then((r) => r.json()))
      expect(iso.data).toEqual({ country: 'other', iso: 'FR', known: true })
      await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
      await expect(page.locator('aside.sf-suggest')).toHaveCount(0)
      expect(consoleErrors).toEqual([])
    })
  })

  test('without the header the country is the default, us', async ({ request }) => {
    const body = await (await request.get('/ssr/iso')).json()
    expect(body.data).toEqual({ country: 'us', iso: null, known: false })
  })
})
