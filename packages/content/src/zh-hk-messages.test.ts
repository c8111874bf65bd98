import { describe, expect, it } from 'vitest'
import { PAGE_LANGUAGES, regionConfig, regionConfigIn } from '@storefront/region-config'
import { markSimplified, simplifiedCharacters, toHongKong } from '@storefront/test-kit/traditional'
import hk from './messages/zh-HK/common.json'
import cn from './messages/zh-CN/common.json'
import { PRODUCT_NAMES } from './product-names'
import { PAGE_LANGUAGE_LABEL, TEXT_BANNER_WORDS, textBannerLine } from './region-words'
import { SERVICE_MESSAGES } from './service-messages'
import hongKongPage from './pages/zh-HK/hongkong-macao.json'

const bundles = import.meta.glob<object>('./{messages,pages}/zh-HK/*.json', { eager: true, import: 'default' })

const leaves = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : Object.entries(value as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))

/** Every text of the region's data a Hong Kong/Macao page shows: the company, its records, the channels' names. */
const hongKongFacts = (): [string, string][] => {
  const config = regionConfigIn('cn', 'zh-HK')
  return [
    ...leaves(config.company, 'company'),
    ['icp', config.icp ?? ''],
    ['publicSecurity', config.publicSecurity?.text ?? ''],
    ...config.media.map((m, i): [string, string] => [`media.${i}`, m.name]),
    ['label', PAGE_LANGUAGE_LABEL['zh-HK'] ?? ''],
    ...leaves(TEXT_BANNER_WORDS['zh-HK'], 'textBanner'),
    ...leaves(PRODUCT_NAMES['zh-HK'], 'productNames'),
  ]
}

describe('zh-HK (Hong Kong/Macao) chrome', () => {
  it('translates every zh-CN chrome message, the account service errors too', () => {
    const have = new Set(leaves(hk).map(([k]) => k))
    const missing = leaves(cn)
      .map(([k]) => k)
      .filter((k) => !have.has(k))
    expect(missing).toEqual([])
  })

  // docs/translating.md#traditional-chinese: OpenCC finds what a Hong Kong reader would read as Simplified.
  it.each(Object.keys(bundles))('%s is written in Traditional characters', (file) => {
    const simplified = leaves(bundles[file])
      .filter(([, text]) => simplifiedCharacters(text).length)
      .map(([key, text]) => `${key}: ${markSimplified(text)}`)
    expect(simplified).toEqual([])
  })

  it('sends mails and API messages in Traditional characters (the service words of zh-HK)', () => {
    const simplified = leaves(SERVICE_MESSAGES['zh-HK'])
      .filter(([, text]) => simplifiedCharacters(text).length)
      .map(([key, text]) => `${key}: ${markSimplified(text)}`)
    expect(simplified).toEqual([])
  })

  it('shows the region data of its page in Traditional characters', () => {
    const simplified = hongKongFacts()
      .filter(([, text]) => simplifiedCharacters(text).length)
      .map(([key, text]) => `${key}: ${markSimplified(text)}`)
    expect(simplified).toEqual([])
  })

  it("names cn's company, records and channels, the same facts in Hong Kong's script", () => {
    const cnConfig = regionConfig('cn')
    const hkConfig = regionConfigIn(PAGE_LANGUAGES['zh-HK'].region, 'zh-HK')
    expect(hkConfig.company.name).toBe(toHongKong(cnConfig.company.name))
    expect(hkConfig.company.address).toBe(toHongKong(cnConfig.company.address))
    expect(hkConfig.company.register).toBe(toHongKong(cnConfig.company.register))
    expect(hkConfig.company.representative).toBe(toHongKong(cnConfig.company.representative))
    expect(hkConfig.company.email).toBe(cnConfig.company.email)
    expect(hkConfig.icp).toBe(toHongKong(cnConfig.icp!))
    expect(hkConfig.publicSecurity).toEqual({
      ...cnConfig.publicSecurity,
      text: toHongKong(cnConfig.publicSecurity!.text),
    })
    expect(hkConfig.media.map((m) => m.url)).toEqual(cnConfig.media.map((m) => m.url))
    expect(hkConfig.media.map((m) => m.name)).toEqual(cnConfig.media.map((m) => toHongKong(m.name)))
  })

  it("shows cn's text banner on the Hong Kong page in its words, the same dates and numbers", () => {
    for (const stage of [1, 2, 3, 4] as const) {
      const line = textBannerLine('cn', stage, 'zh-HK')!
      expect(simplifiedCharacters(line)).toEqual([])
      expect(line.match(/\d+/g)).toEqual(textBannerLine('cn', stage)!.match(/\d+/g))
    }
    expect(textBannerLine('cn', 1, 'zh-CN')).toBe(textBannerLine('cn', 1))
  })

  it('says robot as the page copy and product names do (機械人), never 機器人', () => {
    expect(JSON.stringify(hk)).not.toContain('機器人')
    expect(JSON.stringify(hongKongPage)).not.toContain('機器人')
    expect(PRODUCT_NAMES['zh-HK']!.miniRobot).toContain('機械人')
  })

  it('reads the buy link, new-tab hint and newsletter as Hong Kong writes them', () => {
    expect(hk.whereToBuy.visit).toBe('前往店鋪')
    expect(hk.a11y.newTab).toBe('（在新分頁中開啟）')
    expect(hk.newsletter.button).toBe('訂閱')
  })

  it('names each robot on the page as product-names.ts names it in zh-HK, never another way', () => {
    const copy = JSON.stringify(hongKongPage)
    const names = PRODUCT_NAMES['zh-HK']!
    expect(copy).toContain(names.toyStoryBuzzLightyear)
    expect(copy).not.toContain('玩具總動員')
    for (const name of [names.flagshipBumblebee, names.flagshipMegatron]) expect(copy).toContain(name)
  })
})
