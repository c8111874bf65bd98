import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures/server'
import { startFakeChatVendor, type FakeChatVendor } from './fixtures/fake-chat-vendor'
import { E2E_NOW } from '../playwright.config'

/**
 * The chat vendor of an app (docs/rules/chat.md#vendor-script): a storefront started
 * with the CHAT_* settings of a fake vendor on a second local origin. The vendor's script, frame, API
 * call and image must pass the page's CSP on the pages with the chat, and no other page's policy names
 * the vendor. Real time: the script loads after the 5 s widget delay.
 */
test.describe.configure({ mode: 'default', timeout: 120_000 })

let vendor: FakeChatVendor
test.beforeAll(async () => {
  vendor = await startFakeChatVendor()
})
test.afterAll(async () => vendor.close())

const settings = () => ({
  CHAT_SCRIPT_URL: `${vendor.origin}/widget.js`,
  CHAT_GLOBAL: vendor.globalName,
  CHAT_FRAME_ORIGINS: vendor.origin,
  CHAT_CONNECT_ORIGINS: vendor.origin,
  CHAT_IMG_ORIGINS: vendor.origin,
})

/** Records every CSP violation the page reports, from before its first script. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] }
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

test('the vendor script loads from its origin after the delay; its frame, calls and images pass the CSP', async ({
  storefronts,
  browser,
}) => {
  const base = await storefronts.at(E2E_NOW, settings())
  const context = await browser.newContext({ baseURL: base })
  const page = await context.newPage()
  const violations = await watchCsp(page)
  vendor.requests.length = 0
  const started = Date.now()
  const response = await page.goto('/us/flagship-megatron')
  const csp = response!.headers()['content-security-policy']!
  for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src'])
    expect(directive(csp, name), name).toContain(vendor.origin)
  await waitForHydration(page)
  // The page is interactive before the vendor is asked for anything.
  expect(vendor.requests).toEqual([])
  await expect.poll(() => vendor.requests.includes('/widget.js'), { timeout: 15_000 }).toBe(true)
  expect(Date.now() - started).toBeGreaterThanOrEqual(5_000)
  // The script's own frame, API call and image, each under its directive.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __vendorCalls?: string[] }).__vendorCalls ?? []))
    .toEqual(expect.arrayContaining(['ping:pong', 'pixel']))
  expect(vendor.requests).toEqual(expect.arrayContaining(['/widget.js', '/frame.html', '/ping', '/pixel.gif']))
  // The widget setup (docs/rules/chat.md#widget-setup) finds the configured global: the button shows and opens the
  // vendor's chat.
  const button = page.locator('.sf-chat-button')
  await expect(button).toHaveAttribute('data-visible', /.*/, { timeout: 20_000 })
  await button.click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __vendorCalls: string[] }).__vendorCalls))
    .toContain('open')
  expect(await violations()).toEqual([])
  await context.close()
})

test('no other page names the vendor; a chat page reached by a link loads it with its own policy', async ({
  storefronts,
  browser,
}) => {
  const base = await storefronts.at(E2E_NOW, settings())
  const context = await browser.newContext({ baseURL: base })
  const page = await context.newPage()
  for (const path of ['/jp', '/kr', '/uk', '/', '/jp/flagship-bumblebee']) {
    const csp = (await page.request.get(path)).headers()['content-security-policy']!
    expect(csp, path).not.toContain(vendor.origin)
    expect(csp, path).not.toContain('frame-src')
  }
  expect((await page.request.get('/ssr/iso')).headers()['content-security-policy']).not.toContain(vendor.origin)
  await page.goto('/jp')
  await waitForHydration(page)
  // From a document whose policy does not name the vendor, a link to /us is a full load.
  const load = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/us')
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: '/us' })
    document.body.append(a)
    a.click()
  })
  await load
  await waitForHydration(page)
  await expect(page.locator('.sf-chat-button')).toHaveCount(1)
  await context.close()
})

test('an app without a vendor keeps the plain policy on the chat pages', async ({ page }) => {
  const csp = (await page.request.get('/us')).headers()['content-security-policy']!
  expect(directive(csp, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+$/)
  expect(csp).not.toContain('frame-src')
})
