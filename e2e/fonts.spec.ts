import { REGION_IDS, REGION_LOCALE, ROUTES, pathOf } from '@storefront/region-config'
import { expect, test, type Page } from '@playwright/test'

/**
 * Each language is drawn in its own glyphs (docs/design-review.md#type): Chromium tells which fonts drew a page's
 * headings (`CSS.getPlatformFontsForNode`). Han characters drawn by another script's font show that script's forms
 * (言, 約, 寧 in their Simplified-Chinese shapes on a Japanese page). The expected fonts are Noto Sans CJK, the
 * families `scripts/setup/ensure-chromium.ts` installs (Debian's fonts-noto-cjk).
 */
const CJK_FONT: Record<string, string> = {
  ja: 'Noto Sans CJK JP',
  ko: 'Noto Sans CJK KR',
  'zh-CN': 'Noto Sans CJK SC',
  'zh-HK': 'Noto Sans CJK HK',
}
const cjkFontOf = (locale: string) => CJK_FONT[locale] ?? CJK_FONT[locale.split('-')[0]!]

/** The font families that drew each heading (h1–h3) of the page, with the heading's text. */
async function headingFonts(page: Page): Promise<{ text: string; fonts: string[] }[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: 'main h1, main h2, main h3',
  })
  const headings = []
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId })
    headings.push({ text: outerHTML.replace(/<[^>]+>/g, '').trim(), fonts: fonts.map((f) => f.familyName) })
  }
  await cdp.detach()
  return headings.filter((h) => h.fonts.length)
}

const pages = [
  ...REGION_IDS.map((region) => ({ path: pathOf(region, ''), locale: REGION_LOCALE[region] })),
  ...ROUTES.filter((r) => r.component && r.meta.language !== REGION_LOCALE[r.meta.region]).map((r) => ({
    path: r.path,
    locale: r.meta.language,
  })),
]

for (const { path, locale } of pages) {
  test(`${path} (${locale}): headings are drawn in the language's own fonts`, async ({ page }) => {
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    const headings = await headingFonts(page)
    expect(headings.length).toBeGreaterThan(0)
    const own = cjkFontOf(locale)
    for (const { text, fonts } of headings) {
      const cjk = fonts.filter((f) => /CJK|Hiragino|PingFang|Gothic|YaHei|JhengHei|Meiryo/.test(f))
      if (own) {
        // Every CJK glyph of the heading comes from the language's font, none from another script's.
        if (/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text))
          expect(cjk, text).toEqual([own])
      } else {
        expect(cjk, text).toEqual([])
      }
    }
  })
}
