import AxeBuilder from '@axe-core/playwright'
import { ACCOUNT_SCREENS, catalogueOf, hasPage, pathOf, REGION_LOCALE, type RegionId } from '@storefront/region-config'
import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures/pages'
import { card, messages, SLOW } from './fixtures/account'

/**
 * Every page type is accessible at WCAG 2.2 AA (axe-core: zero violations) in at
 * least three regions, one of them in a CJK script; menus, sub-menus, collapses, the region chooser,
 * dialogs and forms work by keyboard alone with a visible focus ring; images carry localised alt text.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const PREFERRED: RegionId[] = ['us', 'fr', 'jp', 'cn', 'uk', 'de', 'kr', 'eu']

/** The first three regions (in PREFERRED order) that have the page. */
const regionsWith = (slug: string): RegionId[] => PREFERRED.filter((r) => hasPage(r, slug)).slice(0, 3)

/** The account pages: the profile and the sign-in screens, each in the card tests find (`fixtures/account`). */
const ACCOUNT_PAGES: ReadonlySet<string> = new Set(['account', ...ACCOUNT_SCREENS])
/** The account pages only a signed-in shopper stays on (`useRequireSession` in the storefront's account screens). */
const FOR_SIGNED_IN: ReadonlySet<string> = new Set(['account', 'set-password'])

const PAGE_TYPES: [type: string, slug: string][] = [
  ['home', ''],
  ['catalogue', 'products'],
  ['product', 'flagship-bumblebee'],
  ['campaign', 'black-friday'],
  ['policy', 'privacy-policy'],
  ['faq', 'faq'],
  ['where-to-buy', 'where-to-buy'],
  ['manuals', 'manuals'],
  ['choose-your-region', 'choose-your-region'],
  ['mini robots', 'mini-robot'],
  ['account profile', 'account'],
  ...ACCOUNT_SCREENS.map((screen): [string, string] => [`account: ${screen}`, screen]),
]

async function violationsOf(page: Page): Promise<string[]> {
  // Axe runs inside the page (legacy mode): its default opens a blank page per check to merge the results of
  // cross-origin frames, which the storefront's pages do not have; a frame added later fails here first.
  expect(page.frames(), 'the page has no frames of its own').toHaveLength(1)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true).analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

for (const [type, slug] of PAGE_TYPES) {
  const regions = slug ? regionsWith(slug) : (['us', 'fr', 'jp'] as RegionId[])
  for (const region of regions) {
    test(`a11y: ${type} in ${region} has no WCAG 2.2 AA violations`, async ({ page }) => {
      // Text-float sections fade in on scroll: mid-fade, axe would measure translucent text. With reduced
      // motion they render at full opacity at once (the styles honour the preference).
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // reset-success returns to login after its countdown: on a busy machine axe would be overtaken by that
      // page load. Here the login page answers 204 No Content, which a browser does not leave a page for, so
      // axe checks the screen itself.
      const countsDown = slug === 'reset-success'
      const login = new URL(pathOf(region, 'login'), 'http://x').pathname
      if (countsDown)
        await page.route(
          (url) => url.pathname === login,
          (route) => route.fulfill({ status: 204 }),
        )
      const res = await page.goto(pathOf(region, slug))
      // Time-windowed pages redirect home outside their window: the home page is then what is checked.
      expect(res?.ok(), `${pathOf(region, slug)} answers`).toBe(true)
      await waitForHydration(page)
      if (countsDown) await expect(page).toHaveURL(new RegExp(`/${slug}$`))
      if (ACCOUNT_PAGES.has(slug)) {
        // A screen for signed-in shoppers sends a visitor without a session to the login page once hydrated
        // (docs/rules/accounts.md#session): axe checks the screen it settles on, once its forms are live.
        const settlesOn = FOR_SIGNED_IN.has(slug) ? 'login' : slug
        await expect(card(page)).toHaveAttribute('data-screen', settlesOn, SLOW)
        await expect(card(page)).toHaveAttribute('data-ready', 'true', SLOW)
      } else await page.locator('main').waitFor()
      expect(await violationsOf(page)).toEqual([])
    })
  }
}

/** Whether the focused element shows a focus indicator (an outline or a box shadow). */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return false
    const style = getComputedStyle(el)
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
  })

async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
  }
  throw new Error(`Tab never reached ${selector}`)
}

test.describe('keyboard only', () => {
  test('header sub-menu: Tab to it, Enter opens, Tab into it, Escape closes back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(pathOf('us', ''))
    await waitForHydration(page)
    await tabTo(page, '.sf-nav__toggle')
    expect(await focusVisible(page)).toBe(true)
    const toggle = page.locator('.sf-nav__toggle').first()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.sf-nav__sub') !== null)).toBe(true)
    expect(await focusVisible(page)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })

  test('mobile app menu opens and closes by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(pathOf('jp', ''))
    await waitForHydration(page)
    await tabTo(page, '.sf-menu-button')
    await page.keyboard.press('Enter')
    const menu = page.locator('.sf-menu-button')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#app-menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
  })

  test('FAQ collapse opens with Space and its answer becomes reachable', async ({ page }) => {
    await page.goto(pathOf('us', 'faq'))
    await waitForHydration(page)
    const first = page.locator('.sf-collapse__heading button').first()
    await tabTo(page, '.sf-collapse__heading button')
    expect(await focusVisible(page)).toBe(true)
    await page.keyboard.press('Space')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('.sf-collapse__panel').first()).not.toHaveAttribute('inert', '')
  })

  test('region chooser links are reachable by Tab with a visible focus ring', async ({ page }) => {
    await page.goto(pathOf('fr', 'choose-your-region'))
    await waitForHydration(page)
    await tabTo(page, '.sf-regions__list a')
    expect(await focusVisible(page)).toBe(true)
  })

  test('newsletter form: type, submit with Enter, the validation message is announced', async ({ page }) => {
    await page.goto(pathOf('de', ''))
    await waitForHydration(page)
    await tabTo(page, '.sf-newsletter input[type=email]')
    await page.keyboard.type('kein-email')
    await page.keyboard.press('Enter')
    await expect(page.locator('.sf-newsletter [role=alert]')).toBeVisible()
    await expect(page.locator('.sf-newsletter input[type=email]')).toHaveAttribute('aria-invalid', 'true')
  })
})

test('product images carry the region catalogue alt text in the region language', async ({ page }) => {
  for (const region of ['jp', 'fr'] as RegionId[]) {
    await page.goto(pathOf(region, 'flagship-bumblebee'))
    await waitForHydration(page)
    const product = catalogueOf(region).find((p) => p.key === 'flagshipBumblebee')!
    const alt = messages(REGION_LOCALE[region], 'common').product!.alt!.replace('{{name}}', product.name)
    await expect(page.locator(`main img[alt="${alt}"]`).first()).toBeAttached()
    const empty = await page.locator('main img:not([alt])').count()
    expect(empty).toBe(0)
  }
})
