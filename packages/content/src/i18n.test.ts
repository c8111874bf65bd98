import { describe, expect, it } from 'vitest'
import { createI18nInstance, loadResources } from './i18n'
import { loadMessages } from './loader'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
/** What a server request does: the language's and the fallback's messages, then a ready instance. */
const serverI18n = async (language: string) => createI18nInstance(language, await loadResources(language))

describe('createI18nInstance', () => {
  it('creates a new instance per call, never the global one', async () => {
    const { default: globalI18n } = await import('i18next')
    const a = createI18nInstance('en-US')
    const b = createI18nInstance('en-US')
    expect(a).not.toBe(b)
    expect(a).not.toBe(globalI18n)
  })

  it('falls back to zh-CN for a message missing in the locale', () => {
    const i18n = createI18nInstance('de-DE', {
      'de-DE': { common: { buy: { buyNow: 'Jetzt kaufen' } } },
      'zh-CN': { common: { buy: { buyNow: '立即购买', soldOut: '已售罄' } } },
    })
    expect(i18n.t('buy.buyNow')).toBe('Jetzt kaufen')
    expect(i18n.t('buy.soldOut')).toBe('已售罄')
  })

  it('gives empty text, never the key, for a missing key, locale or namespace', async () => {
    const i18n = createI18nInstance('en-US', { 'en-US': { common: { a: 'A' } } })
    expect(i18n.t('does.not.exist')).toBe('')
    expect(i18n.t('account:title')).toBe('')
    const unknown = await serverI18n('xx-XX')
    expect(unknown.t('nothing.here')).toBe('')
    // An unknown locale reads the fallback locale (zh-CN).
    expect(unknown.t('buy.buyNow')).toBe('立即购买')
  })

  it('does not escape interpolated values (React escapes)', () => {
    const i18n = createI18nInstance('en-US', { 'en-US': { common: { hi: 'Sold by {{retailer}}' } } })
    expect(i18n.t('hi', { retailer: 'A & B <Toys>' })).toBe('Sold by A & B <Toys>')
  })
})

describe('server and client', () => {
  it('server: loads the language and the fallback, ready at once', async () => {
    const resources = await loadResources('ja-JP')
    expect(Object.keys(resources).sort()).toEqual(['ja-JP', 'zh-CN'])
    const i18n = createI18nInstance('ja-JP', resources)
    expect(i18n.isInitialized).toBe(true)
    expect(i18n.language).toBe('ja-JP')
    expect(i18n.t('buy.buyNow')).toBe('今すぐ購入')
    expect(i18n.t('buy.from', { price: '¥44,800' })).toBe('¥44,800から')
  })

  it('client: hydrates synchronously from the server resources with the same text', async () => {
    const resources = await loadResources('fr-FR')
    const server = createI18nInstance('fr-FR', resources)
    const client = createI18nInstance('fr-FR', JSON.parse(JSON.stringify(resources)) as typeof resources)
    expect(client.isInitialized).toBe(true)
    expect(client.t('buy.promoFrom', { price: '1 439,00 €', date: '22 septembre' })).toBe(
      server.t('buy.promoFrom', { price: '1 439,00 €', date: '22 septembre' }),
    )
  })

  it('zh-HK pages read Traditional Chinese chrome, and zh-CN only where a message is missing', async () => {
    const i18n = await serverI18n('zh-HK')
    expect(i18n.language).toBe('zh-HK')
    expect(i18n.t('brand.name')).toBe('機形科技')
    expect(i18n.t('whereToBuy.visit')).toBe('前往店鋪')
    expect(i18n.t('a11y.newTab')).toBe('（在新分頁中開啟）')
    expect(i18n.t('newsletter.button')).toBe('訂閱')
  })

  it('an instance with a loader fetches a language it lacks, then switches', async () => {
    const i18n = createI18nInstance('en-GB', await loadResources('en-GB'), { load: loadMessages })
    expect(i18n.t('form.lastName')).toBe('Surname')
    const switching = i18n.changeLanguage('ko-KR')
    await switching
    expect(i18n.language).toBe('ko-KR')
    expect(i18n.t('buy.buyNow')).toBe('지금 구매')
  })

  it('keeps the shared cache as loaded when an instance changes its own messages', async () => {
    const i18n = await serverI18n('en-US')
    i18n.addResource('en-US', 'common', 'buy.buyNow', 'Changed')
    expect((await serverI18n('en-US')).t('buy.buyNow')).toBe('Buy now')
  })
})

describe('concurrent requests', () => {
  it('instances for different locales in interleaved async steps never see each other', async () => {
    const request = async (language: string, expected: string, steps: number) => {
      const i18n = await serverI18n(language)
      const seen: string[] = []
      for (let i = 0; i < steps; i += 1) {
        seen.push(`${i18n.language}:${i18n.t('buy.buyNow')}`)
        await tick()
      }
      return { seen, expected: `${language}:${expected}` }
    }
    const results = await Promise.all([
      request('en-US', 'Buy now', 6),
      request('ja-JP', '今すぐ購入', 5),
      request('zh-CN', '立即购买', 7),
      request('de-DE', 'Jetzt kaufen', 4),
      request('ko-KR', '지금 구매', 6),
      request('fr-FR', 'Acheter', 5),
    ])
    for (const { seen, expected } of results) {
      expect(seen.length).toBeGreaterThan(3)
      for (const value of seen) expect(value).toBe(expected)
    }
  })
})
