/** Which storefront app serves a region: each is built and deployed on its own (one host each). */
export type AppId = 'cn' | 'us' | 'eu'
export const APP_IDS: readonly AppId[] = ['cn', 'us', 'eu']

/** What a region is: everything else about it (routes, catalogue, navigation, prices) derives from these. */
export interface RegionFacts {
  /** The language its pages are written in, and the locale of its numbers and dates. */
  locale: string
  /** The `hreflang` of its pages. */
  hreflang: string
  app: AppId
  /** Where its promo and campaign dates are read. */
  timeZone: string
  currency: string
  /** The shop its buy links open, and the seller named beside them. */
  shop: { url: string; retailer: string }
}

/**
 * The eight regional variants, one row each, in the order the site lists them. hreflang is the locale,
 * except eu's plain `en`: search engines ignore the non-ISO region `EU`.
 */
export const REGIONS = {
  cn: {
    locale: 'zh-CN',
    hreflang: 'zh-CN',
    app: 'cn',
    timeZone: 'Asia/Shanghai',
    currency: 'CNY',
    shop: { url: 'https://mechaform.tmall.com', retailer: 'Mechaform 天猫旗舰店' },
  },
  us: {
    locale: 'en-US',
    hreflang: 'en-US',
    app: 'us',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    shop: { url: 'https://shop.mechaform-robotics.com', retailer: 'Mechaform Official Store' },
  },
  uk: {
    locale: 'en-GB',
    hreflang: 'en-GB',
    app: 'eu',
    timeZone: 'Europe/London',
    currency: 'GBP',
    shop: { url: 'https://uk.shop.mechaform-robotics.com', retailer: 'Mechaform UK Store' },
  },
  eu: {
    locale: 'en-EU',
    hreflang: 'en',
    app: 'eu',
    timeZone: 'Europe/Amsterdam',
    currency: 'EUR',
    shop: { url: 'https://eu.shop.mechaform-robotics.com', retailer: 'Mechaform EU Store' },
  },
  fr: {
    locale: 'fr-FR',
    hreflang: 'fr-FR',
    app: 'eu',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    shop: { url: 'https://eu.shop.mechaform-robotics.com/fr', retailer: 'Mechaform Boutique officielle' },
  },
  de: {
    locale: 'de-DE',
    hreflang: 'de-DE',
    app: 'eu',
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    shop: { url: 'https://eu.shop.mechaform-robotics.com/de', retailer: 'Mechaform Offizieller Shop' },
  },
  jp: {
    locale: 'ja-JP',
    hreflang: 'ja-JP',
    app: 'us',
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    shop: { url: 'https://www.amazon.co.jp/stores/Mechaform', retailer: 'Amazon.co.jp' },
  },
  kr: {
    locale: 'ko-KR',
    hreflang: 'ko-KR',
    app: 'us',
    timeZone: 'Asia/Seoul',
    currency: 'KRW',
    shop: { url: 'https://smartstore.naver.com/mechaform', retailer: 'Mechaform 네이버 스마트스토어' },
  },
} as const satisfies Record<string, RegionFacts>

export type RegionId = keyof typeof REGIONS
type Row = (typeof REGIONS)[RegionId]

/** One fact of every region, as a table keyed by region. */
const column = <K extends keyof Row>(key: K): { [R in RegionId]: (typeof REGIONS)[R][K] } =>
  Object.fromEntries(Object.entries(REGIONS).map(([id, row]) => [id, row[key]])) as {
    [R in RegionId]: (typeof REGIONS)[R][K]
  }

export const REGION_IDS = Object.keys(REGIONS) as readonly RegionId[] as readonly [RegionId, ...RegionId[]]

/** The locales of the regions, in region order. */
export const LOCALES = REGION_IDS.map((id) => REGIONS[id].locale) as readonly Row['locale'][] as readonly [
  Row['locale'],
  ...Row['locale'][],
]

/**
 * The one language type: a region's locale, or zh-HK, the language of the one Hong Kong/Macao page
 * (its messages fall back to zh-CN's).
 */
export type Locale = Row['locale'] | 'zh-HK'
/** @deprecated `Locale` is every page language now. */
export type PageLanguage = Locale

export const DEFAULT_REGION: RegionId = 'cn'
export const FALLBACK_LOCALE: Locale = 'zh-CN'

export const REGION_LOCALE: Record<RegionId, Row['locale']> = column('locale')
export const REGION_HREFLANG: Record<RegionId, string> = column('hreflang')
export const REGION_APP: Record<RegionId, AppId> = column('app')
export const REGION_TIME_ZONE: Record<RegionId, string> = column('timeZone')
export const REGION_SHOP: Record<RegionId, { url: string; retailer: string }> = column('shop')

export const regionsOfApp = (app: AppId): RegionId[] => REGION_IDS.filter((r) => REGION_APP[r] === app)

export function isRegionId(value: string): value is RegionId {
  return Object.hasOwn(REGIONS, value)
}

/** URL prefix of a region: cn has none. */
export const regionPrefix = (region: RegionId): string => (region === DEFAULT_REGION ? '' : `/${region}`)

/** Path of a page slug in a region: home is the prefix alone ('/' for cn). */
export function pathOf(region: RegionId, slug: string): string {
  const prefix = regionPrefix(region)
  if (!slug) return prefix || '/'
  return `${prefix}/${slug}`
}

/** English regions send `Accept-Language: en`; others send their region. */
export function acceptLanguageOf(region: RegionId): string {
  return REGION_LOCALE[region].startsWith('en-') ? 'en' : region
}
