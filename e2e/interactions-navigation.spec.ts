import type { Page } from '@playwright/test'
import { test, expect, freezeClock, waitForHydration } from './fixtures/server'
import { card, createAccount, messages, storedSession, submitPasswordLogin, SLOW, uniqueEmail } from './fixtures/account'

/**
 * Behaviours of the chrome that had no test (issue 16, item 8): the scroll anchor on entry, the
 * client-side time-window redirect by the synced server clock, and logging out from the header.
 */
const clientNavigate = (page: Page, href: string) =>
  page.evaluate((to) => {
    const a = Object.assign(document.createElement('a'), { href: to })
    document.body.append(a)
    a.click()
  }, href)

test('a client navigation scrolls to the new page’s anchor: its section banner, or the top for the header', async ({ page }) => {
  await page.goto('/us')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await clientNavigate(page, '/us/black-friday')
  await expect(page.locator('html')).toHaveAttribute('data-anchor', 'section-banner')
  // At the top of the viewport, under the sticky header.
  const place = () =>
    page.evaluate(() => ({
      top: Math.round(document.getElementById('section-banner')!.getBoundingClientRect().top),
      header: Math.round(document.getElementById('header')!.getBoundingClientRect().bottom),
    }))
  await expect.poll(async () => {
    const { top, header } = await place()
    return top >= 0 && top <= header
  }).toBe(true)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await clientNavigate(page, '/us/faq')
  await expect(page.locator('html')).toHaveAttribute('data-anchor', 'header')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a time-windowed page is redirected by the synced server clock, not the browser’s', async ({ storefronts, browser }) => {
  // The server stands 10 s before Black Friday ends; the browser's own clock is years ahead.
  const base = await storefronts.at('2026-12-01T23:59:50+08:00')
  const context = await browser.newContext({ baseURL: base })
  const page = await context.newPage()
  await freezeClock(page, '2030-06-01T00:00:00Z')
  await page.goto('/us')
  await waitForHydration(page)
  await page.clock.runFor(1)
  // Still open by the server's clock: the router shows it.
  await clientNavigate(page, '/us/black-friday')
  await expect(page).toHaveURL(/\/us\/black-friday$/)
  await expect(page.locator('#section-banner')).toBeVisible()
  await clientNavigate(page, '/us')
  await expect(page).toHaveURL(/\/us$/)
  await page.clock.runFor(1)
  // 15 s later by that clock it has ended: the next client navigation to it lands on the region home.
  await page.clock.runFor(15_000)
  await clientNavigate(page, '/us/black-friday')
  await page.clock.runFor(1)
  await expect(page).toHaveURL(/\/us$/)
  await expect(page.locator('#section-banner')).toHaveCount(0)
  await context.close()
})

test('logging out from the header ends the session and offers to log in again', async ({ page, request }) => {
  const common = messages('en-US', 'common') as unknown as { header: { login: string; logout: string } }
  const email = uniqueEmail('header-logout')
  await createAccount(request, email, 'Transform3r', 'us')
  await page.goto('/us/login')
  await expect(card(page)).toHaveAttribute('data-ready', 'true', SLOW)
  await submitPasswordLogin(page, email, 'Transform3r')
  const logout = page.locator('header').getByRole('button', { name: common.header.logout })
  await expect(logout).toBeVisible(SLOW)
  expect((await storedSession(page))?.apptoken).toBeTruthy()
  await page.goto('/us/faq')
  await logout.click()
  await expect(page.locator('header').getByRole('link', { name: common.header.login })).toBeVisible(SLOW)
  expect(await storedSession(page)).toBeNull()
  // Still on the page the shopper was reading.
  await expect(page).toHaveURL(/\/us\/faq$/)
})
