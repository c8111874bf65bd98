import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures/pages'
import { messages, uniqueEmail } from './fixtures/account'

/**
 * Interaction stays instant with islands. An INP-like figure per interaction: the longest
 * Event Timing entry (input delay + processing + presentation) of that interaction, in Chromium with
 * its CPU slowed 4× (Lighthouse's mobile preset), on a phone-sized page. Budget: 100 ms each, for the
 * median of five tries: the machines this runs on are shared (and the suite runs two workers), so one try
 * measures their load as much as the page (each try is printed).
 */
const BUDGET_MS = 100
/**
 * What fails the test: the budget, unless `INP_LIMIT_MS` raises it. CI raises it to a regression ceiling of 150 ms,
 * as it lowers Lighthouse's floor: on the slower 2-core machines CI runs on, the menu's median was 96–112 ms with the
 * same code that measured 32–112 ms before (docs/browser-weight.md#figures). The budget is printed either way.
 */
const LIMIT_MS = Number(process.env.INP_LIMIT_MS ?? BUDGET_MS)
const TRIES = 5

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Starts recording the page's interactions (Event Timing entries with an interaction id). */
async function record(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __interactions: { name: string; duration: number; id: number }[] }
    w.__interactions = []
    new PerformanceObserver((list) => {
      // interactionId: Event Timing level 2, not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId)
          w.__interactions.push({ name: entry.name, duration: entry.duration, id: entry.interactionId })
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  })
}

/**
 * The latency of the interactions since the last call: the longest entry (as INP counts one interaction).
 */
async function latencySince(page: Page): Promise<number> {
  // Entries are reported after the next paint: give the throttled page a moment.
  await page.waitForTimeout(500)
  return page.evaluate(() => {
    const w = window as unknown as { __interactions: { duration: number }[] }
    const worst = Math.max(0, ...w.__interactions.map((e) => e.duration))
    w.__interactions = []
    return worst
  })
}

/**
 * A click as a shopper makes it: the mouse pressed and released at the element's centre. Playwright's
 * `locator.click()` checks the hit target with listeners of its own inside the page, which would run in
 * the very events measured here.
 */
async function tap(page: Page, selector: Locator) {
  await selector.scrollIntoViewIfNeeded()
  const box = await selector.boundingBox()
  if (!box) throw new Error(`not visible: ${selector.toString()}`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test.use({ viewport: { width: 390, height: 844 } })

test('menu, buy box and newsletter each answer within 100 ms (4× CPU)', async ({ page, consoleErrors }) => {
  test.setTimeout(300_000)
  const texts = messages('en-US', 'common').newsletter as Record<'button' | 'success', string>
  await page.goto('/us/flagship-megatron')
  await waitForHydration(page)
  await throttle(page)
  await record(page)

  const tries: Record<'menu' | 'buyBox' | 'newsletter', number[]> = { menu: [], buyBox: [], newsletter: [] }
  for (let i = 0; i < TRIES; i++) {
    // The app menu opens (and closes again for the next try).
    await tap(page, page.locator('.sf-menu-button'))
    await expect(page.locator('#app-menu')).toHaveAttribute('data-open', 'true')
    tries.menu.push(await latencySince(page))
    await page.locator('.sf-menu-button').click()
    await expect(page.locator('#app-menu')).not.toHaveAttribute('data-open', 'true')
    await latencySince(page)

    // The buy box's link (an outbound click the page tracks; the retailer's tab is not opened here).
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }))
    await tap(page, page.locator('.sf-buybox a[data-outbound="buy"]'))
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'outbound_click').length))
      .toBe(1)
    tries.buyBox.push(await latencySince(page))

    // The newsletter form: submitting shows its sending state at once (the API answers later).
    const form = page.locator('footer .sf-newsletter')
    await form.getByRole('textbox').fill(uniqueEmail('inp'))
    await latencySince(page)
    await tap(page, form.getByRole('button', { name: texts.button }))
    tries.newsletter.push(await latencySince(page))
    await expect(form.getByRole('status')).toHaveText(texts.success, { timeout: 30_000 })
    await page.goto('/us/flagship-megatron')
    await waitForHydration(page)
    await throttle(page)
    await record(page)
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(TRIES / 2)]!
  const [menu, buyBox, newsletter] = [median(tries.menu), median(tries.buyBox), median(tries.newsletter)]
  console.log(`INP-like latency at 4× CPU (ms, five tries): ${JSON.stringify(tries)}`)
  const over = Object.entries({ menu, buyBox, newsletter }).filter(([, median]) => median > BUDGET_MS)
  if (over.length) console.log(`over the ${BUDGET_MS} ms budget (medians): ${JSON.stringify(Object.fromEntries(over))}`)
  expect(menu).toBeLessThanOrEqual(LIMIT_MS)
  expect(buyBox).toBeLessThanOrEqual(LIMIT_MS)
  expect(newsletter).toBeLessThanOrEqual(LIMIT_MS)
  expect(consoleErrors).toEqual([])
})
