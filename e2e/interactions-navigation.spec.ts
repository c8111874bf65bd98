import type { Page } from '@playwright/test'
import { test, expect, freezeClock, waitForHydration } from './fixtures/server'
import {
  card,
  createAccount,
  messages,
  storedSession,
  submitPasswordLogin,
  SLOW,
  uniqueEmail,
} from './fixtures/account'

/**
 * Behaviours of the chrome that had no test: the scroll anchor on entry, the
 * time-window redirect by the server's clock, and logging out from the header. Pages are routed on
 * the server (docs/browser-weight.md): following a link loads the next page.
 */
const followLink = (page: Page, href: string) =>
  page.evaluate((to) => {
    const a = Object.assign(document.createElement('a'), { href: to })
    document.body.append(a)
    a.click()
  }, href)

test('following a link shows the new page at its anchor: its section banner, or the top for the header', async ({
  page,
}) => {
  await page.goto('/us')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await followLink(page, '/us/black-friday')
  await expect(page.locator('html')).toHaveAttribute('data-anchor', 'section-banner')
  // At the top of the viewport, under the sticky header.
  const place = () =>
    page.evaluate(() => ({
      top: Math.round(document.getElementById('section-banner')!.getBoundingClientRect().top),
      header: Math.round(document.getElementById('header')!.getBoundingClientRect().bottom),
    }))
  await expect
    .poll(async () => {
      const { top, header } = await place()
      return top >= 0 && top <= header
    })
    .toBe(true)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await followLink(page, '/us/faq')
  await expect(page.locator('html')).toHaveAttribute('data-anchor', 'header')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a time-windowed page is opened or redirected by the server’s clock, not the browser’s', async ({
  storefronts,
  browser,
}) => {
  // Two storefronts of their own to start.
  test.setTimeout(180_000)
  // The browser's own clock is years ahead of both servers.
  const open = await storefronts.at('2026-12-01T23:59:50+08:00')
  const ended = await storefronts.at('2026-12-02T00:00:05+08:00')
  for (const [base, shown] of [
    [open, true],
    [ended, false],
  ] as const) {
    const context = await browser.newContext({ baseURL: base })
    const page = await context.newPage()
    await freezeClock(page, '2030-06-01T00:00:00Z')
    await page.goto('/us')
    await waitForHydration(page)
    await followLink(page, '/us/black-friday')
    // Still open by this server's clock: the page shows; ended: the link lands on the region home.
    await expect(page).toHaveURL(shown ? /\/us\/black-friday$/ : /\/us$/)
    await expect(page.locator('#section-banner')).toHaveCount(shown ? 1 : 0)
    await context.close()
  }
})

test('logging out from the header ends the session and offers to log in again', async ({ page, request }) => {
  const common = messages('en-US', 'common') as unknown as { header: { login: string; logout: string } }
  const email = uniqueEmail('header-logout')
  await createAccount(request, email, 'Transform3r', 'us')
  await page.goto('/us/login')
  await expect(card(page)).toHaveAttribute('data-ready', 'true', SLOW)
  await submitPasswordLogin(page, email, 'Transform3r')
  // Signed in, the screen goes on to the next page (a page load: server routing).
  await expect(page).not.toHaveURL(/\/us\/login/, SLOW)
  await waitForHydration(page)
  const logout = page.locator('header').getByRole('button', { name: common.header.logout })
  await expect(logout).toBeVisible(SLOW)
  expect((await storedSession(page))?.apptoken).toBeTruthy()
  await page.goto('/us/faq')
  await waitForHydration(page)
  await logout.click()
  await expect(page.locator('header').getByRole('link', { name: common.header.login })).toBeVisible(SLOW)
  expect(await storedSession(page)).toBeNull()
  // Still on the page the shopper was reading.
  await expect(page).toHaveURL(/\/us\/faq$/)
})
