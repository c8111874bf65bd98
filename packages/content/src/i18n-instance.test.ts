import { describe, expect, it, vi } from 'vitest'
import { createI18nInstance } from './i18n-instance'

describe('createI18nInstance', () => {
  it('translates from the given resources, with the zh-CN fallback and empty text for a missing key', () => {
    const i18n = createI18nInstance('fr-FR', {
      'fr-FR': { common: { buy: { buyNow: 'Acheter' } } },
      'zh-CN': { common: { buy: { buyNow: '立即购买', soldOut: '已售罄' } } },
    })
    expect(i18n.t('buy.buyNow')).toBe('Acheter')
    expect(i18n.t('buy.soldOut')).toBe('已售罄')
    expect(i18n.t('no.such.key')).toBe('')
  })

  it('fetches nothing without a loader, and asks the given loader for what is missing', async () => {
    const bare = createI18nInstance('en-US', { 'en-US': { common: { a: 'A' } } })
    await bare.changeLanguage('ja-JP')
    expect(bare.t('a')).toBe('')

    const load = vi.fn(async (locale: string, ns: string) => ({ a: `${locale}/${ns}` }))
    const loading = createI18nInstance('en-US', { 'en-US': { common: { a: 'A' } } }, { load })
    await loading.changeLanguage('ja-JP')
    expect(load).toHaveBeenCalledWith('ja-JP', 'common')
    expect(loading.t('a')).toBe('ja-JP/common')
  })

  it('does not import the bundle loader (the browser build stays free of its bundle map)', async () => {
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('./i18n-instance.ts', import.meta.url), 'utf8'),
    )
    expect(source).not.toMatch(/from '\.\/(loader|i18n)'/)
  })
})
