import { API_CONTRACT } from '@storefront/api-client/contract'
import { LOCALES } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { createI18nInstance } from './i18n-instance'
import type { Messages } from './loader'

// The message contract (docs/rules/accounts.md#envelope-codes): the service sends a code's message as its `msg`,
// the storefront shows the same entry when a `msg` is missing, so every locale a page is written in needs it.
const api = import.meta.glob<Messages>('./messages/*/api.json', { eager: true, import: 'default' })
const bundleOf = (locale: string): Messages | undefined => api[`./messages/${locale}/api.json`]
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const codes = Object.entries(API_CONTRACT)

describe('the message of every envelope code', () => {
  describe.each(LOCALES)('%s', (locale) => {
    // The locale's own words, else the fallback locale's: what the service and a page of this locale read.
    const resources = Object.fromEntries(
      [locale, 'zh-CN'].flatMap((l) => (bundleOf(l) ? [[l, { api: bundleOf(l)! }]] : [])),
    )
    const t = createI18nInstance(locale, resources).t

    it.each(codes)('%s: one entry, with exactly the placeholders of the contract, filled in', (code, row) => {
      // A count is worded as an i18next plural: its `_other` form stands for the entry.
      const path = row.message.replace(/^api:/, '').split('.')
      const bundle = bundleOf(locale) ?? bundleOf('zh-CN')
      const at = (parts: string[]) =>
        parts.reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], bundle)
      const entry = row.placeholders.includes('count' as never)
        ? at([...path.slice(0, -1), `${path.at(-1)}_other`])
        : at(path)
      expect(typeof entry, `${locale} ${code}`).toBe('string')
      expect(placeholders(entry as string)).toEqual([...row.placeholders].sort())
      const params = Object.fromEntries(row.placeholders.map((name, i) => [name, 7100 + i]))
      const text = t(row.message, params)
      expect(text.trim()).not.toBe('')
      for (const value of Object.values(params)) expect(text).toContain(String(value))
    })
  })

  it('lives in one dictionary: no other namespace has a message keyed by a code', () => {
    const all = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' })
    const codeKeyed = (messages: Messages, path: string): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string'
          ? Object.hasOwn(API_CONTRACT, key)
            ? [`${path}.${key}`]
            : []
          : codeKeyed(value, `${path}.${key}`),
      )
    const strays = Object.entries(all)
      .filter(([file]) => !file.endsWith('/api.json'))
      .flatMap(([file, messages]) => codeKeyed(messages, file))
    expect(strays).toEqual([])
  })
})
