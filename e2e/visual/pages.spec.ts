import { test } from '@playwright/test'
import { LIGHTHOUSE_PAGES } from '../../scripts/bench/lighthouse-pages'
import { E2E_NOW } from '../../playwright.config'
import { waitForHydration } from '../fixtures/pages'
import { expectShot, settle, VISUAL_WIDTHS } from './shots'

/**
 * Visual baselines of the nine pages Lighthouse scores, as a shopper sees them at a phone and a desktop width
 * (docs/design-review.md#visual-baselines): the suite's server clock is fixed and so is the browser's, so banners,
 * prices and countdowns are the same in every run.
 */
for (const width of VISUAL_WIDTHS)
  for (const path of LIGHTHOUSE_PAGES) {
    test(`${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // The server's clock is fixed (playwright.config.ts); the browser's stands still too, timers still run.
      await page.clock.setFixedTime(new Date(E2E_NOW))
      await page.goto(path)
      await waitForHydration(page)
      await settle(page)
      const name = path.slice(1).replaceAll('/', '-')
      await expectShot(page, [name, `${width}.png`])
    })
  }
