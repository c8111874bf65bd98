import { REGION_IDS, REGION_LOCALE, ROUTES, type RegionId } from '@storefront/region-config'
import { expect, test, type Page } from '@playwright/test'

/**
 * Words stay whole (docs/design-review.md#words-stay-whole): every spec table and date line of every page that
 * has one, in each region's language, at a phone, a large phone, a tablet and the desktop menu's width. A line may
 * break between words and between kept groups (a date, a time with its zone, a number with its unit: `.sf-keep`),
 * never inside one. Words are told apart by the language's word segmenter, the same the server marks them with.
 */
const WIDTHS = [320, 375, 768, 1200] as const
/** The page kinds that show a spec table (products, articles) or a date line (home, campaigns, product promos). */
const KINDS = new Set(['home', 'product', 'mini-robot', 'campaign', 'article'])
/** Short lines whose every word is kept whole, in Japanese and Chinese too. */
const TABLE_CELLS = '.sf-specs dt, .sf-specs dd'
/** Lines with a date or a time in them: their kept groups and spaced words stay whole. */
const DATE_LINES = '.sf-buybox__note, .sf-notify__lead, .sf-section--cta p'

interface Line {
  text: string
  /** The line each character is drawn on (0, 1, …), by character offset. */
  lineOf: number[]
  /** Character ranges [start, end) that `.sf-keep` marks. */
  kept: [number, number][]
  table: boolean
}

/** Every spec cell and date line of the page, with the line each character landed on. */
async function measure(page: Page): Promise<Line[]> {
  return page.evaluate(
    ({ cells, dates }) => {
      const lines: Line[] = []
      for (const el of document.querySelectorAll<HTMLElement>(`${cells}, ${dates}`)) {
        let text = ''
        const tops: number[] = []
        const kept: [number, number][] = []
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const keep = node.parentElement?.closest('.sf-keep')
          if (node.parentElement?.closest('.sf-visually-hidden')) continue
          const start = text.length
          for (let i = 0; i < node.data.length; i++) {
            const range = document.createRange()
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            const rect = [...range.getClientRects()].find((r) => r.width > 0)
            tops.push(rect ? rect.top + rect.height / 2 : (tops.at(-1) ?? 0))
          }
          text += node.data
          if (keep && el.contains(keep)) kept.push([start, text.length])
        }
        // Characters whose middles lie within half a line of each other share a line.
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20
        const lineOf: number[] = []
        let line = 0
        for (let i = 0; i < tops.length; i++) {
          if (i > 0 && tops[i]! - tops[i - 1]! > lineHeight / 2) line++
          lineOf.push(line)
        }
        lines.push({ text, lineOf, kept, table: el.matches(cells) })
      }
      return lines
    },
    { cells: TABLE_CELLS, dates: DATE_LINES },
  )
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

/** The breaks inside a word or a kept group of `line`, as the text with `|` where it broke. */
function brokenWords(line: Line, locale: string): string[] {
  const ranges: [number, number][] = [...line.kept]
  for (const { segment, index, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(line.text)) {
    // A date line's Japanese and Chinese may break between characters (a browser's line breaking); a table's not.
    if (isWordLike && segment.length > 1 && (line.table || !UNSPACED.test(segment)))
      ranges.push([index, index + segment.length])
  }
  const broken = new Set<string>()
  for (const [start, end] of ranges) {
    const at = line.lineOf.slice(start, end).findIndex((l, i, all) => i > 0 && l !== all[i - 1])
    if (at > 0) broken.add(`${line.text.slice(start, start + at)}|${line.text.slice(start + at, end)}`)
  }
  return [...broken]
}

const pagesOf = (region: RegionId) =>
  ROUTES.filter((r) => r.meta.region === region && r.component && KINDS.has(r.component)).map((r) => r.path)

for (const region of REGION_IDS) {
  test(`${region}: spec tables and date lines keep their words whole at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    test.setTimeout(300_000)
    const locale = REGION_LOCALE[region]
    const broken: string[] = []
    let measured = 0
    for (const path of pagesOf(region)) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 })
      const response = await page.goto(path)
      if (!response?.ok()) continue
      await page.evaluate(() => document.fonts.ready)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const lines = await measure(page)
        measured += lines.length
        for (const line of lines) for (const b of brokenWords(line, locale)) broken.push(`${path} @${width}: ${b}`)
      }
    }
    expect(measured, 'spec cells and date lines measured').toBeGreaterThan(0)
    expect(broken).toEqual([])
  })
}
