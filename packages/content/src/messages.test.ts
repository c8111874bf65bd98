import { readFileSync } from 'node:fs'
import { LOCALES } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import type { Messages } from './loader'
import { SERVICE_LOCALES, SERVICE_NAMESPACES } from './service-messages'

const bundles = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' })
const byLocale = (locale: string, ns: string): Messages | undefined => bundles[`./messages/${locale}/${ns}.json`]

/** Every leaf key, dotted: `api.message.4003`. */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v)
    else out.set(path, value)
  }
  return out
}

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
          for (const [key, en] of reference) {
            const value = own.get(key)
            if (typeof value !== 'string' || !value.trim()) problems.push(`${key}: missing or empty`)
            else if (placeholders(value).join() !== placeholders(String(en)).join())
              problems.push(`${key}: placeholders differ`)
          }
          for (const key of own.keys()) if (!reference.has(key)) problems.push(`${key}: not in en-US`)
          expect(problems).toEqual([])
        })
      }
    })
  }

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
})
