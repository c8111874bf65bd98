import type { Page } from '@playwright/test'
import { findProduct, regionConfig } from '@storefront/region-config'
import { MEGATRON, money } from './fixtures/catalogue'
import { REGION_WORDS, t } from './fixtures/messages'
import { test, expect, freezeClock, renderedStage, waitForHydration } from './fixtures/server'

/**
 * What the server clock drives (docs/rules/time.md#launch-stages, docs/rules/time.md#server-clock). Launch banner
 * stages: stage n runs from launch[n-1] to launch[n] (18, 20, 22, 24 Sept 2025 19:30 +08:00; the launch itself
 * 25 Sept 19:30 for us, 15:00 for the others), rendered by the server and then kept live in the
 * open page. The Megatron promo price from its per-region start.
 * Each instant is an all-in-one server of its own (STOREFRONT_NOW); the default server (2026)
 * is after every launch and promo start. Tests of this file share their servers: one worker.
 */
test.describe.configure({ mode: 'default', timeout: 180_000 })

const STAGE_1 = '2025-09-20T19:29:50+08:00' // 10 s before stage 2; before every promo
const STAGE_2 = '2025-09-22T07:30:00+08:00' // after de's promo start, before uk's (checked against the catalogue)
const STAGE_3 = '2025-09-24T19:29:50+08:00' // 10 s before stage 4
const LAUNCH = {
  us: Date.parse(regionConfig('us').launch[4]!),
  uk: Date.parse(regionConfig('uk').launch[4]!),
}
const BOUNDARY = regionConfig('us')
  .launch.slice(0, 4)
  .map((t) => Date.parse(t))

const CN_STAGES = REGION_WORDS.textBanners.cn!.stages

async function expectStage(page: Page, region: 'us' | 'uk' | 'cn', stage: number | null) {
  if (stage === null) {
    await expect(page.locator('.sf-launch, .sf-text-banner')).toHaveCount(0)
    return
  }
  if (region === 'cn') {
    const banner = page.locator('.sf-text-banner')
    await expect(banner).toHaveAttribute('data-stage', String(stage))
    await expect(banner).toHaveText(CN_STAGES[stage - 1]!)
    return
  }
  const banner = page.locator('.sf-launch')
  await expect(banner).toHaveAttribute('data-stage', String(stage))
  await expect(banner.locator('.sf-launch__stage')).toHaveText(`${stage}/4`)
  await expect(banner).toContainText(t(region, `banner.stage${stage}`))
}

const PATHS = { us: '/us', uk: '/uk', cn: '/' } as const

test('server render at each stage for us, uk and the cn text banner; none after the launch', async ({
  storefronts,
  request,
  baseURL,
}) => {
  // Starts four all-in-one servers, one after another (three apps each): on a 2-core machine with the suite's other
  // worker beside it, more than the file's 3 min.
  test.slow()
  const instants: [string | null, number | null][] = [
    [STAGE_1, 1],
    [STAGE_2, 2],
    [STAGE_3, 3],
    ['2025-09-25T14:59:50+08:00', 4],
    [null, null], // the default server, 2026
  ]
  const bases = await Promise.all(instants.map(([at]) => (at ? storefronts.at(at) : Promise.resolve(baseURL!))))
  for (const [i, [at, stage]] of instants.entries()) {
    for (const [region, p] of Object.entries(PATHS)) {
      const html = await (await request.get(bases[i] + p)).text()
      expect(renderedStage(html), `${region} at ${at ?? 'E2E_NOW'}`).toBe(stage)
    }
  }
})

test('in the open page the banner changes live at every boundary, from the server clock (not the browser’s)', async ({
  storefronts,
  browser,
}) => {
  const base = await storefronts.at(STAGE_1)
  const context = await browser.newContext({ baseURL: base })
  // The browser believes it is 2030: only the server's time may count.
  await freezeClock(context)
  const us = await context.newPage()
  const uk = await context.newPage()
  const cn = await context.newPage()
  await Promise.all([us.goto('/us'), uk.goto('/uk'), cn.goto('/')])
  await Promise.all([us, uk, cn].map(waitForHydration))
  await us.clock.runFor(1)
  const open = { us, uk, cn }
  for (const [region, page] of Object.entries(open)) await expectStage(page, region as keyof typeof open, 1)

  let now = Date.parse(STAGE_1) + 1
  const advanceTo = async (instant: number) => {
    await us.clock.fastForward(instant - now)
    now = instant
  }
  for (const stage of [2, 3, 4]) {
    // A second before the boundary: unchanged; just after it: the next stage.
    await advanceTo(BOUNDARY[stage - 1]! - 1_000)
    for (const [region, page] of Object.entries(open)) await expectStage(page, region as keyof typeof open, stage - 1)
    await us.clock.runFor(1_010)
    now += 1_010
    for (const [region, page] of Object.entries(open)) await expectStage(page, region as keyof typeof open, stage)
  }
  // The launch: 15:00 for uk and cn (banner gone), 19:30 for us.
  await advanceTo(LAUNCH.uk + 10)
  await expectStage(uk, 'uk', null)
  await expectStage(cn, 'cn', null)
  await expectStage(us, 'us', 4)
  await advanceTo(LAUNCH.us - 1_000)
  await expectStage(us, 'us', 4)
  await advanceTo(LAUNCH.us + 10)
  await expectStage(us, 'us', null)
  await context.close()
})

test('after a navigation the stage follows the server clock again', async ({ storefronts, browser }) => {
  const base = await storefronts.at(STAGE_3)
  const context = await browser.newContext({ baseURL: base })
  const page = await context.newPage()
  await freezeClock(page)
  await page.goto('/us')
  await waitForHydration(page)
  await page.clock.runFor(1)
  await expectStage(page, 'us', 3)
  // The open page passes the boundary on its own …
  await page.clock.fastForward(60_000)
  await expectStage(page, 'us', 4)
  // … but this server's clock stands still at 19:29:50: the next page carries its time, which wins again
  // (server routing, docs/browser-weight.md: a prerendered page asks /ssr/timestamp when it is shown).
  await page.locator('footer a[href="/us/faq"]').click()
  await expect(page).toHaveURL(/\/us\/faq$/)
  await waitForHydration(page)
  await page.clock.runFor(1)
  await expectStage(page, 'us', 3)
  await context.close()
})

test('Megatron promo either side of its start: de starts before uk', async ({ storefronts, page }) => {
  const [uk, de] = [MEGATRON.uk, MEGATRON.de]
  // The two servers' clocks against the catalogue's promo starts: before both, then between de's and uk's.
  expect(Date.parse(STAGE_1)).toBeLessThan(de.start)
  expect(de.start).toBeLessThanOrEqual(Date.parse(STAGE_2))
  expect(Date.parse(STAGE_2)).toBeLessThan(uk.start)
  const before = await storefronts.at(STAGE_1)
  const between = await storefronts.at(STAGE_2)
  const box = page.locator('.sf-buybox')

  // Before: list prices, the coming promo announced in the region's time zone.
  await page.goto(`${before}/uk/flagship-megatron`)
  await expect(box.locator('.sf-price__now')).toHaveText(uk.list)
  await expect(box.locator('.sf-price__now--promo, s.sf-price__was')).toHaveCount(0)
  await expect(box.locator('.sf-buybox__note')).toHaveText(
    t('uk', 'buy.promoFrom', { price: uk.promo, date: uk.startText }),
  )
  // Klarna's three interest-free instalments, on the list price paid before the promo.
  const { count, provider } = regionConfig('uk').installment
  expect(count).toBe(3)
  await expect(box).toContainText(t('uk', 'buy.interestFree', { count, amount: uk.instalmentOfList, provider }))
  await page.goto(`${before}/de/flagship-megatron`)
  await expect(box.locator('.sf-price__now')).toHaveText(de.list)
  await expect(box.locator('s.sf-price__was')).toHaveCount(0)
  await expect(box.locator('.sf-buybox__note')).toHaveText(
    t('de', 'buy.promoFrom', { price: de.promo, date: de.startText }),
  )

  // Between: de has started, uk has not.
  await page.goto(`${between}/de/flagship-megatron`)
  await expect(box.locator('.sf-price__now--promo')).toHaveText(de.promo)
  await expect(box.locator('s.sf-price__was')).toContainText(de.list)
  await expect(box.locator('.sf-buybox__note')).toHaveCount(0)
  await page.goto(`${between}/uk/flagship-megatron`)
  await expect(box.locator('.sf-price__now')).toHaveText(uk.list)
  await expect(box.locator('.sf-price__now--promo')).toHaveCount(0)
  await expect(box.locator('.sf-buybox__note')).toContainText(uk.promo)
  // The us Megatron has no promo at all.
  await page.goto(`${between}/us/flagship-megatron`)
  await expect(box.locator('.sf-price__now')).toHaveText(money('us', findProduct('us', 'flagshipMegatron')!.price))
  await expect(box.locator('.sf-buybox__note')).toHaveCount(0)
})
