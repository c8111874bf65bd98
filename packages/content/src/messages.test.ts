import { readFileSync } from 'node:fs'
import { LOCALES, REGION_IDS, REGION_LOCALE, regionConfig, type RegionId } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import type { Messages } from './loader'
import { SERVICE_LOCALES, SERVICE_NAMESPACES } from './service-messages'

const bundles = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' })
const byLocale = (locale: string, ns: string): Messages | undefined => bundles[`./messages/${locale}/${ns}.json`]

/** Every leaf key, dotted: `api.message.error`. */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v)
    else out.set(path, value)
  }
  return out
}

const PLURAL = /_(zero|one|two|few|many|other)$/
/**
 * The keys a locale must have for an en-US key: itself, or for an i18next plural form (`buy.installments_one`)
 * the forms of the same key that the locale's plural rules use (ja: `_other` only; fr: `_one`, `_many`, `_other`).
 */
function expectedKeys(enKey: string, locale: string): string[] {
  const base = enKey.replace(PLURAL, '')
  if (base === enKey) return [enKey]
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((c) => c !== 'zero')
  return categories.map((c) => `${base}_${c}`)
}
/**
 * The navigation labels (`nav.<key>`) a region's header and footer show: an entry without a label of its own (a
 * product's name) is named by `nav.<identify>`, a footer column by `nav.<title>`, an unlabelled footer link by
 * `nav.<link>` (the storefront's nav-items.ts). Such a label is needed in the locales of the regions that show it.
 */
function navLabelsShownIn(region: RegionId): Set<string> {
  const { navs, footerNavs } = regionConfig(region)
  const entries = navs.flatMap((nav) => [nav, ...(nav.children ?? [])])
  return new Set([
    ...entries.filter((nav) => nav.label === undefined).map((nav) => `nav.${nav.identify}`),
    ...footerNavs.flatMap((col) => [
      `nav.${col.title}`,
      ...col.links.filter((link) => link.label === undefined).map((link) => `nav.${link.link}`),
    ]),
  ])
}
const isNavLabel = (key: string) => key.startsWith('nav.')

const namespaces = [...new Set(Object.keys(bundles).map((p) => p.split('/')[3]!.replace(/\.json$/, '')))]
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('message bundles', () => {
  it('exist for every region locale', () => {
    for (const locale of LOCALES) expect(byLocale(locale, 'common'), locale).toBeDefined()
  })

  it('hold every key of MESSAGE_KEYS.md in en-US', () => {
    const documented = readFileSync(new URL('../MESSAGE_KEYS.md', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| key'))
      .map((line) => line.split('|')[1]!.trim())
    expect(documented.length).toBeGreaterThan(100)
    const keys = leaves(byLocale('en-US', 'common')!)
    for (const key of documented) expect(keys.has(key), key).toBe(true)
  })

  for (const ns of namespaces) {
    describe(`namespace ${ns}`, () => {
      const reference = leaves(byLocale('en-US', ns) ?? {})
      // The service's namespaces are needed in its locales only (one per language); any other copy is checked too.
      const service = (SERVICE_NAMESPACES as readonly string[]).includes(ns)
      const locales = service ? [...new Set([...SERVICE_LOCALES, ...LOCALES.filter((l) => byLocale(l, ns))])] : LOCALES
      for (const locale of locales) {
        it(`${locale}: every en-US key is present, a non-empty string, with the same placeholders`, () => {
          const own = leaves(byLocale(locale, ns) ?? {})
          const problems: string[] = []
          // Navigation labels are held to the regions that show them (below), not to en-US.
          const required = (key: string) => ns !== 'common' || !isNavLabel(key)
          const expected = new Set<string>()
          for (const [enKey, en] of reference) {
            for (const key of expectedKeys(enKey, locale)) {
              if (expected.has(key)) continue
              expected.add(key)
              const value = own.get(key)
              if (value === undefined && !required(key)) continue
              if (typeof value !== 'string' || !value.trim()) problems.push(`${key}: missing or empty`)
              else if (placeholders(value).join() !== placeholders(String(en)).join())
                problems.push(`${key}: placeholders differ`)
            }
          }
          for (const key of own.keys()) if (!expected.has(key) && required(key)) problems.push(`${key}: not in en-US`)
          expect(problems).toEqual([])
        })
      }
    })
  }

  it.each(REGION_IDS)('name every navigation entry %s shows, in its locale', (region) => {
    const locale = REGION_LOCALE[region]
    const own = leaves(byLocale(locale, 'common') ?? {})
    const missing = [...navLabelsShownIn(region)].filter((key) => !String(own.get(key) ?? '').trim())
    expect(missing, locale).toEqual([])
  })

  it('keep the brand name, in Chinese only for zh-CN', () => {
    for (const locale of LOCALES) {
      const name = (byLocale(locale, 'common')!.brand as Messages).name
      expect(name).toBe(locale === 'zh-CN' ? '机形科技' : 'Mechaform Robotics')
    }
  })

  it("hold the spec's newsletter messages", () => {
    const newsletter = (locale: string) => byLocale(locale, 'common')!.newsletter as Messages
    expect(newsletter('en-US').invalid).toBe('Incorrect email address format')
    expect(newsletter('en-US').success).toBe('Subscription successful')
    for (const locale of ['en-GB', 'en-EU'])
      expect(newsletter(locale).invalid).toBe('Please enter a valid email address')
  })

  it('use British spelling in en-GB and en-EU', () => {
    for (const locale of ['en-GB', 'en-EU']) {
      const text = [...leaves(byLocale(locale, 'common')!).values()].join('\n')
      expect(text).not.toMatch(/\b(color|favorite|license|center|installment)s?\b/i)
    }
  })

  // A number and what it counts stay on one line ("58 s", "30 Tage", "45 款"): a no-break space joins them. The
  // service's own messages (api.json) are the API's `msg` and keep the text the contract shows.
  it('join a counted number to its unit with a no-break space', () => {
    const split = Object.entries(bundles)
      .filter(([path]) => !path.endsWith('/api.json'))
      .flatMap(([path, messages]) =>
        [...leaves(messages)]
          .filter(([, v]) => /\{\{(count|seconds)\}\} [^\s{]/.test(String(v)))
          .map(([k]) => `${path} ${k}`),
      )
    expect(split).toEqual([])
  })

  // A German label, tab, link or button (three words at most) sits in a narrow box, and a browser without German
  // hyphenation patterns breaks a long compound anywhere ("Bestätigungs/code"). A soft hyphen marks where it may
  // break, with a hyphen (docs/translating.md#long-german-words). Sentences wrap at their spaces; screen-reader
  // labels (a11y) are never laid out; mails are plain text.
  it('mark where a long German word in a label may break', () => {
    const unmarked = Object.entries(bundles)
      .filter(([path]) => path.includes('/de-DE/') && !/\/(api|mail)\.json$/.test(path))
      .flatMap(([path, messages]) =>
        [...leaves(messages)]
          .filter(([k, v]) => !k.startsWith('a11y.') && String(v).trim().split(/\s+/).length <= 3)
          .flatMap(([k, v]) => (String(v).match(/[\p{L}\u00ad]{16,}/gu) ?? []).map((word) => [path, k, word]))
          .filter(([, , word]) => !word!.includes('\u00ad'))
          .map((entry) => entry.join(' ')),
      )
    expect(unmarked).toEqual([])
  })
})
