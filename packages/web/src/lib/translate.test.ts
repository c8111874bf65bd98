import { describe, expect, it } from 'vitest'
import { createI18n, loadResources, messageLocales } from '@storefront/content'
import { createTranslator, type Resources } from './translate'

const VARS = { count: 3, seconds: 5, email: 'a@example.com', region: 'US', price: '$1,299', date: '1 May', amount: '$99', retailer: 'Shop', provider: 'Klarna', name: 'Ann', label: 'L', country: 'Canada' }

function leafKeys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix]
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k))
}

describe('createTranslator answers as the i18next instance does', () => {
  const languages = [...messageLocales(), 'zh-HK']
  it.each(languages)('%s: every key of common and account, with and without variables', async (language) => {
    const namespaces = ['common', 'account']
    const resources = (await loadResources(language, namespaces)) as Resources
    const i18n = createI18n(language, resources as never, { ns: namespaces })
    let compared = 0
    for (const ns of namespaces) {
      const keys = new Set(Object.values(resources).flatMap((byNs) => leafKeys(byNs?.[ns])).filter(Boolean))
      const ours = createTranslator(language, resources, ns)
      const theirs = i18n.getFixedT(null, ns)
      for (const key of [...keys, 'no.such.key', 'nav']) {
        expect(ours(key), `${language} ${ns}:${key}`).toBe(theirs(key))
        expect(ours(key, VARS), `${language} ${ns}:${key} with variables`).toBe(theirs(key, VARS))
        compared++
      }
    }
    expect(compared).toBeGreaterThan(50)
  })

  it('interpolates once, keeps unknown variables, and falls back to zh-CN', () => {
    const resources: Resources = {
      'en-US': { common: { a: 'Hi {{name}} {{ other }}!', empty: '', nested: { x: 'X' } } },
      'zh-CN': { common: { only: '中文' } },
    }
    const t = createTranslator('en-US', resources)
    const i18n = createI18n('en-US', resources as never).getFixedT(null, 'common')
    for (const [key, vars] of [
      ['a', { name: '{{other}}', other: 'O' }],
      ['a', undefined],
      ['empty', undefined],
      ['only', undefined],
      ['nested', undefined],
      ['nested.x.y', undefined],
    ] as [string, Record<string, string> | undefined][]) {
      expect(t(key, vars)).toBe(vars ? i18n(key, vars) : i18n(key))
    }
  })
})
