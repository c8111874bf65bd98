import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/pages'

/**
 * Page effects (docs/rules/interface.md#text-float, docs/rules/interface.md#collapse): collapse (height from 0 over 0.5
 * s), text-float (class in view, removed below the viewport), both under prefers-reduced-motion; responsive images by
 * the image breakpoints and density.
 */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.js !== undefined)

/**
 * Clicks the toggle and samples the panel's rendered height on every frame for `ms`, from the
 * first frame after React applied the change (aria-expanded flipped).
 */
function toggleAndSample(page: Page, index: number, ms = 800) {
  return page.evaluate(
    ({ index, ms }) =>
      new Promise<number[]>((resolve) => {
        const item = document.querySelectorAll<HTMLElement>('.sf-faq .sf-collapse')[index]!
        const panel = item.querySelector<HTMLElement>('.sf-collapse__panel')!
        const button = item.querySelector('button')!
        const before = button.getAttribute('aria-expanded')
        const heights: number[] = []
        let started = 0
        const sample = () => {
          if (button.getAttribute('aria-expanded') !== before) {
            started ||= performance.now()
            heights.push(panel.getBoundingClientRect().height)
          }
          if (!started || performance.now() - started < ms) requestAnimationFrame(sample)
          else resolve(heights)
        }
        button.click()
        requestAnimationFrame(sample)
      }),
    { index, ms },
  )
}

test.describe('collapse (FAQ sections on /us/faq)', () => {
  test('aria-expanded toggles and the panel animates its height from 0 over 0.5 s, and back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/us/faq')
    await hydrated(page)
    const faqs = page.locator('.sf-faq')
    expect(await faqs.count()).toBeGreaterThan(1)
    const item = faqs.first().locator('.sf-collapse').first()
    const button = item.locator('button')
    const panel = item.locator('.sf-collapse__panel')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toHaveAttribute('aria-hidden', 'true')
    expect(
      await panel.evaluate((el) => [
        el.style.height,
        el.style.transitionDuration,
        getComputedStyle(el).transitionDuration,
        el.getBoundingClientRect().height,
      ]),
    ).toEqual(['0px', '0.5s', '0.5s', 0])
    const contentHeight = await panel.evaluate((el) => el.scrollHeight)
    expect(contentHeight).toBeGreaterThan(20)

    const opening = await toggleAndSample(page, 0)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).not.toHaveAttribute('aria-hidden', 'true')
    expect(opening[0]).toBeLessThan(contentHeight / 2)
    expect(opening.some((h) => h > 0 && h < contentHeight)).toBe(true)
    expect(opening.every((h, i) => i === 0 || h >= opening[i - 1]! - 0.5)).toBe(true)
    // The end state is polled, not read from the last sampled frame: a busy machine can drop frames.
    await expect
      .poll(() => panel.evaluate((el) => Math.round(el.getBoundingClientRect().height)))
      .toBe(Math.round(contentHeight))
    // Settled: the panel follows its content again.
    await expect.poll(() => panel.evaluate((el) => el.style.height)).toBe('auto')
    await expect(panel).toContainText(/\w+/)

    const closing = await toggleAndSample(page, 0)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(closing.some((h) => h > 0 && h < contentHeight)).toBe(true)
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().height)).toBe(0)
    await expect(panel).toHaveAttribute('aria-hidden', 'true')
    expect(consoleErrors).toEqual([])
  })

  test('with prefers-reduced-motion the panel opens without animating', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/us/faq')
    await hydrated(page)
    const item = page.locator('.sf-faq .sf-collapse').first()
    const panel = item.locator('.sf-collapse__panel')
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
    const contentHeight = await panel.evaluate((el) => el.scrollHeight)
    const heights = await toggleAndSample(page, 0, 300)
    await expect(item.locator('button')).toHaveAttribute('aria-expanded', 'true')
    expect(heights.every((h) => Math.abs(h - contentHeight) < 1)).toBe(true)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('text-float', () => {
  const floats = (page: Page) => page.locator('.sf-text-float')
  const topOf = (page: Page, i: number) =>
    floats(page)
      .nth(i)
      .evaluate((el) => el.getBoundingClientRect().top)

  test('the class is added when an element scrolls into view and removed when it is below the viewport again', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/us/flagship-megatron')
    await hydrated(page)
    const count = await floats(page).count()
    expect(count).toBeGreaterThan(1)
    const last = count - 1
    const el = floats(page).nth(last)
    // Below the fold at first: not floated in, and drawn translated down and transparent.
    expect(await topOf(page, last)).toBeGreaterThan(page.viewportSize()!.height)
    await expect(el).not.toHaveClass(/sf-text-float--in/)
    await expect.poll(() => el.evaluate((node) => getComputedStyle(node).opacity)).toBe('0')

    await el.evaluate((node) => node.scrollIntoView({ block: 'center' }))
    await expect(el).toHaveClass(/sf-text-float--in/)
    await expect.poll(() => el.evaluate((node) => getComputedStyle(node).opacity)).toBe('1')

    // Scrolled past (the element is now above the viewport): it stays in.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => topOf(page, last)).toBeLessThan(0)
    await page.waitForTimeout(200)
    await expect(el).toHaveClass(/sf-text-float--in/)

    // Back to the top: the element is below the viewport again, the class goes.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(el).not.toHaveClass(/sf-text-float--in/)
    expect(consoleErrors).toEqual([])
  })

  test('with prefers-reduced-motion every element is shown in place at once', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/us/flagship-megatron')
    await hydrated(page)
    const count = await floats(page).count()
    for (let i = 0; i < count; i++) {
      await expect(floats(page).nth(i)).toHaveClass(/sf-text-float--in/)
      expect(
        await floats(page)
          .nth(i)
          .evaluate((node) => [getComputedStyle(node).opacity, getComputedStyle(node).transform]),
      ).toEqual(['1', 'none'])
    }
    expect(consoleErrors).toEqual([])
  })
})

test.describe('responsive images (image breakpoints, docs/rules/interface.md#images)', () => {
  const hero = '/us/flagship-megatron'
  const currentSrc = async (page: Page) => {
    const img = page.locator('.sf-hero picture img')
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== '')).toBe(true)
    return new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname
  }

  test('density 1: desktop ≥ 1069 px full size, tablet 721–1068.99 px _medium, mobile ≤ 720.99 px _small', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 })
    const page = await context.newPage()
    const cases: [number, string][] = [
      [1440, '/img/flagship-megatron.webp'],
      [1070, '/img/flagship-megatron.webp'],
      [1068, '/img/flagship-megatron_medium.webp'],
      [1000, '/img/flagship-megatron_medium.webp'],
      [722, '/img/flagship-megatron_medium.webp'],
      [720, '/img/flagship-megatron_small.webp'],
      [390, '/img/flagship-megatron_small.webp'],
    ]
    for (const [width, src] of cases) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(hero)
      expect(await currentSrc(page), `at ${width} px`).toBe(src)
    }
    await context.close()
  })

  test('exactly 721 px is tablet and exactly 1069 px is desktop', async ({ browser }) => {
    // Chromium also matches the `.99` upper bounds at 721 and 1069 px: the widest source comes first.
    const context = await browser.newContext({ deviceScaleFactor: 1 })
    const page = await context.newPage()
    for (const [width, src] of [
      [1069, '/img/flagship-megatron.webp'],
      [721, '/img/flagship-megatron_medium.webp'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(hero)
      expect(await currentSrc(page), `at ${width} px`).toBe(src)
    }
    await context.close()
  })

  test('density 2 picks the @2x file of the same size', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 })
    const page = await context.newPage()
    const cases: [number, string][] = [
      [1440, '/img/flagship-megatron@2x.webp'],
      [1000, '/img/flagship-megatron_medium@2x.webp'],
      [390, '/img/flagship-megatron_small@2x.webp'],
    ]
    for (const [width, src] of cases) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(hero)
      expect(await currentSrc(page), `at ${width} px, density 2`).toBe(src)
    }
    await context.close()
  })
})
