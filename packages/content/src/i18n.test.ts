import { describe, expect, it } from 'vitest'
import { changeLanguage, createI18n, createI18nWithMessages, getResources, loadNamespaces } from './i18n'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createI18n', () => {
  it('creates a new instance per call, never the global one', async () => {
    const { default: globalI18n } = await import('i18next')
    const a = createI18n('en-US')
    const b = createI18n('en-US')
    expect(a).not.toBe(b)
    expect(a).not.toBe(globalI18n)
  })

  it('falls back to zh-CN for a message missing in the locale', () => {
    const i18n = createI18n('de-DE', {
      'de-DE': { common: { buy: { buyNow: 'Jetzt kaufen' } } },
      'zh-CN': { common: { buy: { buyNow: '立即购买', soldOut: '已售罄' } } },
    })
    expect(i18n.t('buy.buyNow')).toBe('Jetzt kaufen')
    expect(i18n.t('buy.soldOut')).toBe('已售罄')
  })

  it('gives empty text, never the key, for a missing key, locale or namespace', async () => {
    const i18n = createI18n('en-US', { 'en-US': { common: { a: 'A' } } })
    expect(i18n.t('does.not.exist')).toBe('')
    expect(i18n.t('account:title')).toBe('')
    const unknown = await createI18nWithMessages('xx-XX')
    expect(unknown.t('nothing.here')).toBe('')
    // An unknown locale reads the fallback locale (spec §2: fallback zh-CN).
    expect(unknown.t('buy.buyNow')).toBe('立即购买')
  })

  it('does not escape interpolated values (React escapes)', () => {
    const i18n = createI18n('en-US', { 'en-US': { common: { hi: 'Sold by {{retailer}}' } } })
    expect(i18n.t('hi', { retailer: 'A & B <Toys>' })).toBe('Sold by A & B <Toys>')
  })
})

describe('server and client', () => {
  it('server: loads the language and the fallback, ready at once', async () => {
    const i18n = await createI18nWithMessages('ja-JP')
    expect(i18n.isInitialized).toBe(true)
    expect(i18n.language).toBe('ja-JP')
    expect(i18n.t('buy.buyNow')).toBe('今すぐ購入')
    expect(i18n.t('buy.from', { price: '¥44,800' })).toBe('¥44,800から')
    expect(Object.keys(getResources(i18n)).sort()).toEqual(['ja-JP', 'zh-CN'])
  })

  it('client: hydrates synchronously from the server resources with the same text', async () => {
    const server = await createI18nWithMessages('fr-FR')
    const resources = JSON.parse(JSON.stringify(getResources(server))) as ReturnType<typeof getResources>
    const client = createI18n('fr-FR', resources)
    expect(client.isInitialized).toBe(true)
    expect(client.t('buy.promoFrom', { price: '1 439,00 €', date: '22 septembre' })).toBe(
      server.t('buy.promoFrom', { price: '1 439,00 €', date: '22 septembre' }),
    )
  })

  it('zh-HK pages read zh-CN messages', async () => {
    const i18n = await createI18nWithMessages('zh-HK')
    expect(i18n.language).toBe('zh-HK')
    expect(i18n.t('brand.name')).toBe('机形科技')
    const client = createI18n('zh-HK', getResources(i18n))
    expect(client.t('whereToBuy.visit')).toBe('前往店铺')
  })

  it('client: changing locale loads that bundle, then switches', async () => {
    const i18n = createI18n('en-GB', getResources(await createI18nWithMessages('en-GB')))
    expect(i18n.t('form.lastName')).toBe('Surname')
    const switching = changeLanguage(i18n, 'ko-KR')
    expect(i18n.t('buy.buyNow')).toBe('Buy now')
    await switching
    expect(i18n.language).toBe('ko-KR')
    expect(i18n.t('buy.buyNow')).toBe('지금 구매')
  })

  it('client: an instance created without resources loads them on demand', async () => {
    const i18n = createI18n('de-DE')
    await changeLanguage(i18n, 'de-DE')
    expect(i18n.t('buy.soldOut')).toBe('Ausverkauft')
  })

  it('adds namespaces without touching the shared cache', async () => {
    const i18n = await createI18nWithMessages('en-US')
    i18n.addResource('en-US', 'common', 'buy.buyNow', 'Changed')
    expect((await createI18nWithMessages('en-US')).t('buy.buyNow')).toBe('Buy now')
    await loadNamespaces(i18n, 'account')
    expect(i18n.t('account:missing')).toBe('')
  })
})

describe('concurrent requests', () => {
  it('instances for different locales in interleaved async steps never see each other', async () => {
    const request = async (language: string, expected: string, steps: number) => {
      const i18n = await createI18nWithMessages(language)
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

  it('a language change on one instance leaves another untouched', async () => {
    const a = await createI18nWithMessages('en-US')
    const b = await createI18nWithMessages('en-US')
    await changeLanguage(a, 'ja-JP')
    expect(a.t('buy.soldOut')).toBe('売り切れ')
    expect(b.language).toBe('en-US')
    expect(b.t('buy.soldOut')).toBe('Sold out')
  })
})
