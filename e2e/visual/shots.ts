import type { Page, PageAssertionsToHaveScreenshotOptions } from '@playwright/test'

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
export const SCREENSHOT = (page: Page): PageAssertionsToHaveScreenshotOptions => ({
  fullPage: true,
  animations: 'disabled',
  mask: [page.locator('img, picture, video')],
  maskColor: '#c9ced6',
  // Anti-aliasing of a glyph edge may move with the machine's load; a moved line of text is far above this.
  maxDiffPixels: 40,
})
