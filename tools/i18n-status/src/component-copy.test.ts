import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { translationStatus } from './checks'
import { copyInSource, scanComponentCopy, untranslatable, type CopyAllowList } from './component-copy'
import { formatReport } from './report'

const allowed = { Mechaform: 'the brand', cm: 'a unit symbol' }
const found = (code: string) =>
  copyInSource('button.tsx', code)
    .filter((c) => !untranslatable(c.text, allowed))
    .map((c) => `${c.line} ${c.what} ${c.text}`)

describe('copy written into components', () => {
  it('finds JSX text, literal visible props and literal branches, and not message lookups', () => {
    const code = [
      'export const A = ({ t, open }) => (',
      '  <button aria-label="Close the menu" title={t("nav.close")} className="sf-button primary">',
      '    Add to cart',
      "    {open ? t('nav.open') : 'Closed'}",
      '    <img alt={`Photo of ${t("product.name")}`} src="/a.png" />',
      '    {t("cart.title")}',
      '  </button>',
      ')',
    ].join('\n')
    expect(found(code)).toEqual([
      '2 aria-label Close the menu',
      '3 text Add to cart',
      '4 text Closed',
      '5 alt Photo of',
    ])
  })

  it('lets numbers, punctuation, symbols, the brand and units through (the allow-list)', () => {
    const code = '<p title="Mechaform">{stage}/4 · × – ({size}) 41 cm {`${a} · ${b}`}</p>'
    expect(found(code)).toEqual([])
    expect(untranslatable('Mechaform shop', allowed)).toBe(false)
    expect(untranslatable('cmd', allowed)).toBe(false)
  })

  it('makes each one an error the report names by file:line', () => {
    const componentCopy = copyInSource('packages/ui/src/x.tsx', '<p>\n  Sold out\n</p>')
    const status = translationStatus({
      messages: new Map(),
      pages: new Map(),
      usage: { literals: new Set(), prefixes: [] },
      terms: {},
      sameAsEnglish: new Set(),
      punctuationExceptions: {},
      dataTexts: [],
      componentCopy,
    })
    expect(status.map((f) => `${f.severity} ${f.check} ${f.locale} ${f.where} ${f.key}`)).toEqual([
      'error component-copy * packages/ui/src/x.tsx 2',
    ])
    expect(formatReport(status)).toContain('component-copy     *      packages/ui/src/x.tsx:2: JSX text “Sold out”')
  })

  it("finds none in today's ui and storefront components", () => {
    const tool = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
    const reviewed = JSON.parse(
      fs.readFileSync(path.join(tool, 'component-copy-allowed.json'), 'utf8'),
    ) as CopyAllowList
    expect(
      scanComponentCopy(path.resolve(tool, '../..'), ['packages/ui/src', 'packages/storefront/src'], reviewed),
    ).toEqual([])
  })
})
