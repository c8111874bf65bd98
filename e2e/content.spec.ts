import { test, expect, noHorizontalOverflow } from './fixtures/pages'

// Each CJK and German page shows its own language, with no horizontal overflow, at phone and desktop widths.
const cases = [
  { path: '/jp', lang: 'ja-JP', script: /[\u3040-\u30ff]/ },
  { path: '/jp/flagship-bumblebee', lang: 'ja-JP', script: /[\u3040-\u30ff]/ },
  { path: '/kr', lang: 'ko-KR', script: /[\uac00-\ud7af]/ },
  { path: '/kr/mini-robot', lang: 'ko-KR', script: /[\uac00-\ud7af]/ },
  { path: '/', lang: 'zh-CN', script: /[\u4e00-\u9fff]/ },
  { path: '/flagship-megatron', lang: 'zh-CN', script: /[\u4e00-\u9fff]/ },
  { path: '/de', lang: 'de-DE', script: /[äöüß]|\b(und|der|die|das)\b/ },
  { path: '/de/flagship-megatron', lang: 'de-DE', script: /[äöüß]|\b(und|der|die|das)\b/ },
]

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  for (const c of cases) {
    test(`${c.path} in ${c.lang} at ${viewport.name} width`, async ({ page, consoleErrors }, info) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.goto(c.path)
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
      // Product names stay in English; the hero copy under them is in the page's language.
      const hero = await page.locator('main #banner').innerText()
      expect(hero).toMatch(c.script)
      expect(await noHorizontalOverflow(page)).toBe(true)
      await page.screenshot({ path: info.outputPath(`${viewport.name}.png`) })
      expect(consoleErrors).toEqual([])
    })
  }
}
