import path from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures/pages'
import { freezeClock } from './fixtures/server'

/**
 * The us floating chat button (docs/rules/chat.md#scroll-rules, docs/rules/chat.md#widget-setup): scroll rules and the
 * vendor widget setup, with the browser clock paused so every timing is exact. The fake vendor script records each API
 * call and each read of its global with the page's (fake) Date.now().
 */
const WIDGET = path.join(import.meta.dirname, 'fixtures/chat-widget.js')
const T0 = new Date('2026-11-22T10:00:00+08:00')
const button = (page: Page) => page.locator('.sf-chat-button')

interface FakeChatState {
  calls: [string, number][]
  reads: number[]
  frameVisible: boolean
  open: boolean
}
declare global {
  interface Window {
    __fakeChat: { state: FakeChatState; install(): void; emit(event: string): void; methods(): string[] }
    __fakeChatDeferred?: boolean
  }
}

/** Opens a us page with a paused clock (timers only run on runFor) and, if asked, the fake widget. */
async function openUsPage(page: Page, { widget }: { widget: 'now' | 'deferred' | 'none' }) {
  await freezeClock(page, T0)
  if (widget === 'deferred') await page.addInitScript(() => (window.__fakeChatDeferred = true))
  if (widget !== 'none') await page.addInitScript({ path: WIDGET })
  await page.goto('/us/flagship-megatron')
  // Mounted (its island hydrated: the widget setup has started), hidden at first.
  await waitForHydration(page)
  await expect(button(page)).toHaveCount(1)
  await expect(button(page)).not.toHaveAttribute('data-visible')
  await expect(button(page)).toHaveAttribute('aria-hidden', 'true')
}

const methods = (page: Page) => page.evaluate(() => window.__fakeChat.methods())
const state = (page: Page) => page.evaluate(() => window.__fakeChat.state)
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo(0, top)
      }),
    y,
  )

function collectWarnings(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'warning' && msg.text().startsWith('[chat]')) warnings.push(msg.text())
  })
  return warnings
}

test.describe('chat button scroll rules', () => {
  test('hidden at first, hides while scrolling down, appears on scroll up and 3 s after scrolling stops', async ({
    page,
    consoleErrors,
  }) => {
    await openUsPage(page, { widget: 'none' })
    await page.clock.runFor(1_000)
    await expect(button(page)).not.toHaveAttribute('data-visible')

    // Scrolling down keeps it hidden; 3 s after the last scroll event it appears.
    await scrollTo(page, 400)
    await expect(button(page)).not.toHaveAttribute('data-visible')
    await page.clock.runFor(2_000)
    await scrollTo(page, 800)
    await page.clock.runFor(2_999)
    await expect(button(page)).not.toHaveAttribute('data-visible')
    await page.clock.runFor(1)
    await expect(button(page)).toHaveAttribute('data-visible')
    await expect(button(page)).toHaveAttribute('aria-hidden', 'false')

    // Scrolling down hides it at once.
    await scrollTo(page, 1_200)
    await expect(button(page)).not.toHaveAttribute('data-visible')

    // Scrolling up shows it at once, without waiting.
    await scrollTo(page, 900)
    await expect(button(page)).toHaveAttribute('data-visible')
    await scrollTo(page, 1_300)
    await expect(button(page)).not.toHaveAttribute('data-visible')
    expect(consoleErrors).toEqual([])
  })

  test('without the widget, clicking logs a console warning and opens nothing', async ({ page, consoleErrors }) => {
    const warnings = collectWarnings(page)
    await openUsPage(page, { widget: 'none' })
    await scrollTo(page, 600)
    await scrollTo(page, 300)
    await expect(button(page)).toHaveAttribute('data-visible')
    await button(page).click()
    await expect.poll(() => warnings).toEqual(['[chat] chat widget is not available'])
    await expect(page.locator('[role="dialog"]')).toHaveCount(0)
    expect(await page.evaluate(() => 'MechaformChat' in window)).toBe(false)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('chat widget setup', () => {
  test('frame hidden at mount; after 5 s + 2 s: close, show frame, show button; widget close closes it', async ({
    page,
    consoleErrors,
  }) => {
    const warnings = collectWarnings(page)
    await openUsPage(page, { widget: 'now' })
    expect(await methods(page)).toEqual(['hideFrame'])
    await expect(page.locator('#fake-chat-frame')).toBeHidden()
    const mountedAt = (await state(page)).calls[0]![1]

    await page.clock.runFor(4_999)
    expect(await methods(page)).toEqual(['hideFrame'])
    // At 5 s the API is found: setup starts, and waits 2 s before touching the widget.
    await page.clock.runFor(1)
    await page.clock.runFor(1_999)
    expect(await methods(page)).not.toContain('close')
    await expect(button(page)).not.toHaveAttribute('data-visible')
    await page.clock.runFor(1)
    const { calls } = await state(page)
    const setup = calls.filter(([m]) => m === 'close' || m === 'showFrame')
    expect(setup.map(([m]) => m)).toEqual(['close', 'showFrame'])
    expect(setup.map(([, at]) => at - mountedAt)).toEqual([7_000, 7_000])
    await expect(page.locator('#fake-chat-frame')).toBeVisible()
    await expect(button(page)).toHaveAttribute('data-visible')

    // Setup runs once: a later ready hook or ready event changes nothing.
    await page.evaluate(() => window.__fakeChat.emit('ready'))
    await page.clock.runFor(5_000)
    expect((await methods(page)).filter((m) => m === 'close' || m === 'showFrame')).toEqual(['close', 'showFrame'])

    // The widget reports a close: the storefront closes it again.
    await page.evaluate(() => window.__fakeChat.emit('close'))
    expect((await methods(page)).filter((m) => m === 'close')).toHaveLength(2)

    // Clicking the button opens the chat through the global.
    await button(page).click()
    expect((await methods(page)).at(-1)).toBe('open')
    expect((await state(page)).open).toBe(true)
    expect(warnings).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('polls every 100 ms after 5 s: a widget appearing at 7 s is picked up and set up 2 s later', async ({
    page,
    consoleErrors,
  }) => {
    await openUsPage(page, { widget: 'deferred' })
    const mountedAt = (await state(page)).reads[0]!
    await page.clock.runFor(7_000)
    await page.evaluate(() => window.__fakeChat.install())
    await page.clock.runFor(100)
    const { reads, calls } = await state(page)
    // One read at mount, then one every 100 ms from 5 s until the widget is there.
    expect(reads.map((t) => t - mountedAt)).toEqual([0, ...Array.from({ length: 22 }, (_, i) => 5_000 + i * 100)])
    // Found at the 7.1 s poll: the late frame is hidden until setup shows it.
    expect(calls.map(([m, at]) => [m, at - mountedAt])).toEqual([
      ['hideFrame', 7_100],
      ['on:ready', 7_100],
    ])
    await page.clock.runFor(1_999)
    await expect(button(page)).not.toHaveAttribute('data-visible')
    await page.clock.runFor(1)
    expect((await methods(page)).slice(-3)).toEqual(['close', 'showFrame', 'on:close'])
    await expect(button(page)).toHaveAttribute('data-visible')
    expect(consoleErrors).toEqual([])
  })

  test('a widget that never appears: polling stops with a console warning 20 s after mount', async ({
    page,
    consoleErrors,
  }) => {
    const warnings = collectWarnings(page)
    await openUsPage(page, { widget: 'deferred' })
    const mountedAt = (await state(page)).reads[0]!
    await page.clock.runFor(19_999)
    expect(warnings).toEqual([])
    await page.clock.runFor(1)
    await expect.poll(() => warnings).toEqual(['[chat] widget API not available after 15 s'])
    const offsets = (await state(page)).reads.map((t) => t - mountedAt)
    // mount, then 151 polls: 5.0 s, 5.1 s … 20.0 s.
    expect(offsets).toEqual([0, ...Array.from({ length: 151 }, (_, i) => 5_000 + i * 100)])
    await page.clock.runFor(10_000)
    expect((await state(page)).reads).toHaveLength(152)
    await expect(button(page)).not.toHaveAttribute('data-visible')
    expect(consoleErrors).toEqual([])
  })

  test('the ready hook starts setup before polling would', async ({ page }) => {
    await openUsPage(page, { widget: 'deferred' })
    await page.clock.runFor(1_000)
    await page.evaluate(() => {
      window.__fakeChat.install()
      window.__fakeChat.emit('ready')
    })
    expect(await methods(page)).toEqual(['hideFrame'])
    await page.clock.runFor(2_000)
    expect(await methods(page)).toEqual(['hideFrame', 'close', 'showFrame', 'on:close'])
    await expect(button(page)).toHaveAttribute('data-visible')
    // The 5 s poll finds setup done and does nothing more.
    await page.clock.runFor(20_000)
    expect(await methods(page)).toEqual(['hideFrame', 'close', 'showFrame', 'on:close'])
  })
})

test.describe('chat button only where the path contains /us', () => {
  for (const path of ['/uk', '/', '/jp', '/jp/where-to-buy', '/de/flagship-megatron']) {
    test(`none on ${path}`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      // Wait for hydration (the client-only area renders after it), then check.
      await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
      await expect(page.locator('.sf-chat-button')).toHaveCount(0)
      expect(consoleErrors).toEqual([])
    })
  }

  test('the button is on every /us page a link leads to: hidden at first there too, and working', async ({
    page,
    consoleErrors,
  }) => {
    const warnings = collectWarnings(page)
    // Client-only (docs/rules/chat.md#where-the-button-shows): not in the server's HTML, mounted after hydration.
    expect(await (await page.request.get('/us/faq')).text()).not.toContain('class="sf-chat-button"')
    await page.goto('/us/faq')
    await expect(button(page)).toHaveCount(1)
    // Server routing (docs/browser-weight.md): following a link loads the next page, which mounts its own.
    await page.locator('footer a[href="/us/support"]').first().click()
    await expect(page).toHaveURL(/\/us\/support$/)
    await page.waitForFunction(() => document.documentElement.dataset.js !== undefined)
    await expect(button(page)).toHaveCount(1)
    await expect(button(page)).toHaveAttribute('aria-hidden', 'true')
    // Shown by the scroll rules as on any page; without the widget a click only warns.
    await page.setViewportSize({ width: 1000, height: 400 })
    await scrollTo(page, 300)
    await scrollTo(page, 100)
    await expect(button(page)).toHaveAttribute('data-visible')
    await button(page).click()
    await expect.poll(() => warnings.length).toBe(1)
    expect(consoleErrors).toEqual([])
  })
})
