import { describe, expect, it } from 'vitest'
import { translationStatus, type StatusInput } from './checks'
import { dataTexts, type DataText } from './data-texts'

const input = (texts: DataText[]): StatusInput => ({
  messages: new Map(),
  pages: new Map(),
  usage: { literals: new Set(), prefixes: [] },
  terms: { 'zh-CN': [{ use: '星际侦察兵 K1 Pro', avoid: ['K1 Pro 星际侦察兵'] }] },
  sameAsEnglish: new Set(),
  punctuationExceptions: {},
  dataTexts: texts,
})
const found = (texts: DataText[]) =>
  translationStatus(input(texts)).map((f) => `${f.severity} ${f.check} ${f.locale} ${f.where} ${f.key}`)

describe('texts typed outside the bundles', () => {
  it('holds region data and content words to their language: typography, punctuation, register, terms, script', () => {
    const planted: DataText[] = [
      { locale: 'fr-FR', where: 'region-config', key: 'fr.company.register', text: 'RCS : Rotterdam' },
      { locale: 'ja-JP', where: 'region-config', key: 'jp.company.address', text: '東京都渋谷区渋谷 2-21-1' },
      { locale: 'zh-CN', where: 'content/region-words', key: 'textBanners.cn.stages.1', text: '预约开启:登录账户' },
      { locale: 'ko-KR', where: 'region-config', key: 'kr.shop.retailer', text: '스토어를 확인해 주세요' },
      { locale: 'zh-CN', where: 'content/product-names', key: 'interstellarScoutK1pro', text: 'K1 Pro 星际侦察兵' },
      { locale: 'zh-HK', where: 'content/product-names', key: 'flagshipMegatron', text: '威震天旗舰版' },
    ]
    expect(found(planted)).toEqual([
      'error typography fr-FR region-config fr.company.register',
      'error typography ja-JP region-config jp.company.address',
      'error cjk-punctuation zh-CN content/region-words textBanners.cn.stages.1',
      'error register ko-KR region-config kr.shop.retailer',
      'error terms zh-CN content/product-names interstellarScoutK1pro',
      'error simplified zh-HK content/product-names flagshipMegatron',
    ])
  })

  it('lets a postal code keep its space, and passes the words written as each language writes them', () => {
    expect(found([{ locale: 'ja-JP', where: 'region-config', key: 'a', text: '〒150-0002 東京都渋谷区' }])).toEqual([])
    expect(found([{ locale: 'zh-HK', where: 'region-config', key: 'a', text: '星際偵察兵 K1 Pro' }])).toEqual([])
  })

  it('reads the region data, catalogue, product names, region words and date writers of every language', () => {
    const texts = dataTexts()
    const wheres = new Set(texts.map((t) => `${t.locale} ${t.where}`))
    for (const place of [
      'ja-JP region-config',
      'ko-KR region-config',
      'fr-FR region-config',
      'zh-HK region-config',
      'zh-CN content/product-names',
      'zh-HK content/product-names',
      'zh-CN content/region-words',
      'zh-HK content/region-words',
    ])
      expect(wheres).toContain(place)
    const keys = new Set(texts.map((t) => t.key))
    for (const key of ['kr.company.address', 'jp.formatDateTime', 'cn.media.1.name', 'us.catalogue.aiBase.name'])
      expect(keys).toContain(key)
  })

  it("finds nothing wrong in today's data", () => {
    expect(translationStatus(input(dataTexts())).filter((f) => f.severity === 'error')).toEqual([])
  })
})
