import { existsSync, readFileSync } from 'node:fs'
import { expect, test, type Page, type PageScreenshotOptions } from '@playwright/test'

/** The regions the designers approve (the side-by-side set): English, long German words, three CJK scripts. */
export const VISUAL_REGIONS = ['us', 'de', 'jp', 'kr', 'cn'] as const
/** A phone and a desktop (docs/rules/interface.md#device-classes). */
export const VISUAL_WIDTHS = [375, 1440] as const

/**
 * Loads what a shopper would see by scrolling (lazy images) and waits for web fonts and image decoding, so a
 * shot shows the finished page.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager'
    await document.fonts.ready
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
  })
}

/**
 * Full page, animations stopped, and photographs masked: a baseline guards layout, type and colour; a photo's pixels
 * would make each shot tens of times larger without telling a layout change apart (the boxes keep their size).
 */
const SCREENSHOT = (page: Page): PageScreenshotOptions => ({
  fullPage: true,
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  mask: [page.locator('img, picture, video')],
  maskColor: '#c9ced6',
})

/**
 * Compares the page with its committed baseline `name` (docs/design-review.md#visual-baselines). A shot whose PNG
 * bytes are the baseline's passes as it is: Playwright's comparison decodes and compares both images pixel by pixel
 * even then, which costs more than taking the shot (docs/upstream/playwright-identical-screenshots.md). Any other
 * shot, and a missing baseline, go to `toHaveScreenshot`, whose tolerance, diff report and `--update-snapshots` decide.
 */
export async function expectShot(page: Page, name: string[]): Promise<void> {
  // Where toHaveScreenshot looks: playwright.config.ts has one snapshotPathTemplate, for every kind of snapshot.
  const baseline = test.info().snapshotPath(...name)
  if (existsSync(baseline) && (await page.screenshot(SCREENSHOT(page))).equals(readFileSync(baseline))) return
  // Anti-aliasing of a glyph edge may move with the machine's load; a moved line of text is far above this.
  await expect(page).toHaveScreenshot(name, { ...SCREENSHOT(page), maxDiffPixels: 40 })
}
