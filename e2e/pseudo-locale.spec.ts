import fs from 'node:fs'
import path from 'node:path'
import {
  ACCOUNT_SCREENS,
  catalogueOf,
  REGION_LOCALE,
  REGIONS,
  REGION_TIME_ZONE,
  regionConfig,
  type RegionId,
} from '@storefront/region-config'
import { repoRoot } from '@storefront/test-kit'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures/pages'
import { REGION_WORDS, t } from './fixtures/messages'
import { startOneApp, type OneApp } from './fixtures/one-app'

/**
 * The pseudo-locale (docs/translating.md#pseudo-locale): on the dev server started with STOREFRONT_PSEUDO_LOCALE=1
 * every message and line of copy is accented, longer and between ⟦ ⟧. A visible text outside the brackets did not
 * come from the bundles: a word written into a component or a page. One page of every page type is read, in the us
 * region (accented English is the easiest to read); the built app, started with the same switch, shows none of it.
 */
const OPEN = '⟦'
const CLOSE = '⟧'
const SWITCH = { STOREFRONT_PSEUDO_LOCALE: '1' }
/** The default server's clock (playwright.config.ts): the same prices, banners and campaigns. */
const E2E_NOW = '2026-11-22T12:00:00+08:00'

/** Every page type in us; the pages that show robots and menus in the CJK regions the same app serves. */
const PAGES: [type: string, path: string][] = [
  ['home', '/us'],
  ['product', '/us/flagship-megatron'],
  ['catalogue', '/us/products'],
  ['mini robots', '/us/mini-robot'],
  ['campaign', '/us/black-friday'],
  ['legal', '/us/privacy-policy'],
  ['article', '/us/news'],
  ['faq', '/us/faq'],
  ['manuals', '/us/manuals'],
  ['where to buy', '/us/where-to-buy'],
  ['choose your region', '/us/choose-your-region'],
  ['form', '/us/product-registration'],
  ['account', '/us/account'],
  ...ACCOUNT_SCREENS.map((screen): [string, string] => [`account: ${screen}`, `/us/${screen}`]),
  ['not found', '/us/no-such-page'],
  ['jp home', '/jp'],
  ['jp catalogue', '/jp/products'],
  ['kr home', '/kr'],
  ['kr product', '/kr/flagship-megatron'],
]

/**
 * What may show outside the brackets, reviewed: none of it is a message.
 * - The robots' names (the catalogue; docs/translating.md#terms) and the HOT and NEW tags, English in every language.
 * - The region chooser's names: each region in its own language, on every page (packages/content/src/regions).
 * - Names and records as registered, from the region's config: the social networks, the company's legal entity
 *   (name, address, register; docs/rules/legal.md).
 * - What `Intl` writes: prices and numbers have no letters; dates and times bring month and day names, AM/PM, a
 *   time zone and a joining word of the page's locale (below).
 */
/** A name and each run of its words: the page keeps a model name ("K1 Pro") whole in an element of its own. */
const runsOf = (name: string): string[] => {
  const words = name.split(' ')
  return words.flatMap((_, start) => words.slice(start).map((__, n) => words.slice(start, start + n + 1).join(' ')))
}
const namesOf = (region: RegionId): string[] => [
  ...catalogueOf(region).flatMap((product) => runsOf(product.name)),
  'HOT',
  'NEW',
  ...Object.values(REGIONS).map((each) => each.label),
  ...Object.values(REGION_WORDS.pageLanguages),
  ...Object.values(REGION_WORDS.countries),
  ...regionConfig(region).media.map((medium) => medium.name),
  ...Object.values(regionConfig(region).company).filter((value) => typeof value === 'string'),
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The words `Intl` writes in dates and times of a locale and time zone (every month, weekday, half of the day). */
function intlWords(locale: string, timeZone: string): Set<string> {
  const out = new Set<string>()
  const formats = [
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone }),
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    new Intl.DateTimeFormat(locale, { month: 'short', weekday: 'short', day: 'numeric', timeZone }),
  ]
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 2, 3, 4, 5, 6, 7]) {
      for (const hour of [8, 20]) {
        const date = new Date(Date.UTC(2026, month, day, hour))
        for (const format of formats) for (const word of format.format(date).match(/\p{L}+/gu) ?? []) out.add(word)
      }
    }
  }
  return out
}

/** What of a text outside the brackets a region's page cannot explain (names, Intl's words taken out), or null. */
function unexplainedIn(region: RegionId): (text: string) => string | null {
  // Each name as a whole word, longest first: the network X is not every capital X.
  const names = [...new Set(namesOf(region))]
    .sort((a, b) => b.length - a.length)
    .map((name) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'gu'))
  const intl = intlWords(REGION_LOCALE[region], REGION_TIME_ZONE[region])
  return (text) => {
    let rest = text
    for (const name of names) rest = rest.replace(name, ' ')
    const left = (rest.match(/\p{L}+/gu) ?? []).filter((word) => !intl.has(word))
    return left.length ? left.join(' ') : null
  }
}

/**
 * The visible texts of the page outside the brackets, with the element they sit in. Brackets are counted through
 * every text node in document order (a message may wrap a link or a value), visible or not; only the visible ones
 * are reported. A bracket left open at the end is reported too: it would hide what follows.
 */
async function textsOutsideBrackets(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(
    ([open, close]) => {
      const out: { text: string; where: string }[] = []
      const describe = (el: Element) => {
        const className = el.getAttribute('class')
        return `<${el.tagName.toLowerCase()}${className ? ` class="${className}"` : ''}>`
      }
      let depth = 0
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('script, style, noscript, template')) continue
        const visible = parent.checkVisibility({ visibilityProperty: true })
        let outside = ''
        for (const char of node.textContent ?? '') {
          if (char === open) depth++
          else if (char === close) depth = Math.max(0, depth - 1)
          else if (depth === 0) outside += char
        }
        if (visible && outside.trim()) out.push({ text: outside.trim(), where: describe(parent) })
      }
      // What visible elements show or read out besides their text: placeholders, alternative texts, labels.
      for (const attribute of ['placeholder', 'alt', 'aria-label', 'title']) {
        for (const el of document.body.querySelectorAll(`[${attribute}]`)) {
          const value = el.getAttribute(attribute)?.trim()
          if (value && !value.startsWith(open) && el.checkVisibility({ visibilityProperty: true }))
            out.push({ text: value, where: `${describe(el)} ${attribute}` })
        }
      }
      if (depth > 0) out.push({ text: 'bracket left open', where: 'the end of the page' })
      return out
    },
    [OPEN, CLOSE] as const,
  )
}

test.describe('pseudo-locale', () => {
  test('the check finds a word outside the brackets and lets names, prices and dates through', async ({ page }) => {
    await page.setContent(`<body>
      <p>⟦~Ŵàś~⟧: $1,299.00 <a href="#">⟦Ŕēàď <b>ḿōŕē</b>⟧</a></p>
      <p>Flagship Megatron · HOT · December 1, 2026 at 8:00 AM PST · YouTube · X</p>
      <button aria-label="Close">×</button><p>⟦Śĥĩƥƥĩńĝ⟧ Free <span hidden>Hidden</span></p>
      <p>Xtra</p><p>⟦Ōƥēń</p></body>`)
    const unexplained = unexplainedIn('us')
    const found = (await textsOutsideBrackets(page)).filter(({ text }) => unexplained(text) !== null)
    expect(found.map(({ text }) => unexplained(text))).toEqual(['Free', 'Xtra', 'Close', 'bracket left open'])
  })

  test('every page type shows only bundle text on the dev server', async ({ page }) => {
    // One dev server, and each page type compiled on its first request: one test, not one per page.
    test.setTimeout(300_000)
    const dev: OneApp = await startOneApp('us', { dev: true, now: E2E_NOW, env: SWITCH })
    try {
      for (const [type, pagePath] of PAGES) {
        await test.step(type, async () => {
          await page.goto(`${dev.base}${pagePath}`)
          // Vite compiles a page's islands on their first request: hydration takes longer than on a build.
          await expect(page.locator('html[data-js]')).toHaveCount(1, { timeout: 60_000 })
          // The switch is on: the page's own chrome is in the pseudo-locale.
          await expect(page.locator('header').first()).toContainText(OPEN)
          const unexplained = unexplainedIn(pagePath.split('/')[1] as RegionId)
          const findings = (await textsOutsideBrackets(page)).flatMap(({ text, where }) => {
            const left = unexplained(text)
            return left ? [`${where} "${text}" (${left})`] : []
          })
          expect.soft(findings, `${type} ${pagePath}: text outside the pseudo-locale's brackets`).toEqual([])
        })
      }
    } finally {
      await dev.stop()
    }
  })

  test('a production build neither honours the switch nor carries the pseudo-locale', async ({ page }) => {
    test.setTimeout(120_000)
    // The built app's server code has no trace of it: the build dropped the branch (page-data-hook.ts).
    const serverBuild = path.join(repoRoot, 'apps/us/dist/server')
    const built = fs
      .readdirSync(serverBuild, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => fs.readFileSync(path.join(serverBuild, file), 'utf8'))
    expect(built.some((code) => code.includes('STOREFRONT_PSEUDO_LOCALE'))).toBe(false)
    expect(built.some((code) => code.includes(OPEN))).toBe(false)
    // And the built app started with the switch renders the region's English.
    const app = await startOneApp('us', { dev: false, now: E2E_NOW, env: SWITCH })
    try {
      await page.goto(`${app.base}/us`)
      await expect(page.locator('header').first()).toContainText(t('us', 'nav.products'))
      expect(await page.locator('body').innerText()).not.toContain(OPEN)
    } finally {
      await app.stop()
    }
  })
})
