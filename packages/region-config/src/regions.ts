/** Which storefront app serves a region: each is built and deployed on its own (one host each). */
export type AppId = 'cn' | 'us' | 'eu'
export const APP_IDS: readonly AppId[] = ['cn', 'us', 'eu']

/** A payment method a region's buy box names (docs/rules/prices.md#payment-methods). */
export const PAYMENT_METHODS = ['paypal', 'klarna', 'alipay', 'wechat-pay', 'unionpay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * How a market lets a shop strike a price beside a reduced one (docs/rules/prices.md#reference-prices):
 * - `lowest-before`: the lowest price paid in the `days` before the reduction started;
 * - `held-before`: the price paid just before the reduction, if it held for at least `days` in a row and the
 *   reduction has not yet run longer than it did;
 * - `majority-before`: the price paid for more than half of the `days` before the reduction;
 * - `none`: no struck price at all.
 * `label` names the struck price beside it: `lowestBefore` ("lowest price in the 30 days before the
 * reduction"), `was` or `usual` (the market's customary word).
 */
export type ReferenceRule =
  | { method: 'lowest-before'; days: number; label: 'lowestBefore' | 'was' }
  | { method: 'held-before'; days: number; label: 'was' }
  | { method: 'majority-before'; days: number; label: 'usual' }
  | { method: 'none' }

/** The social-media channel sets of `social-media.ts`: the international one, or a market's own. */
export type MediaSet = 'intl' | 'cn' | 'cn-hant' | 'jp' | 'kr'

/**
 * What a region is: everything else about it (routes, catalogue, navigation, prices) derives from these.
 * Adding a region is one row here, then its offers (`catalogue.ts`), its menus (`navigation.ts`) and its
 * words and page copy in `@storefront/content` (docs/recipes.md#add-a-region).
 */
export interface RegionFacts {
  /**
   * Its name in its own language, the same on every page whatever the page's language: the header's region link
   * and the region chooser (docs/rules/regions.md#region-table). Never translated.
   */
  label: string
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
  /** The country (or `EU`) the region chooser names: docs/rules/regions.md#country. */
  iso: string
  /**
   * The company that sells there, named in the footer and on its legal pages (docs/rules/legal.md); `icp` is
   * mainland China's licence line. `email` answers privacy and legal requests; `register`, `vatId` and
   * `representative` are the commercial-register entry, VAT number and managing director an imprint names.
   */
  legalEntity: {
    name: string
    address: string
    email: string
    register: string
    vatId?: string
    representative: string
    /** A telephone number shoppers can reach (kr footer, fr mentions légales, de Impressum). */
    phone?: string
    /** Share capital in the region's currency, where the company form has one (fr mentions légales). */
    shareCapital?: number
    /** The public register's page that confirms the business number (kr 사업자정보확인). */
    businessCheck?: string
    icp?: string
    /** cn: the public-security record shown beside the ICP number (公网安备), with its record's page. */
    publicSecurity?: { text: string; href: string }
  }
  /**
   * docs/rules/prices.md#payment-methods: the methods, and the instalment offer (count 0: none). An offer that is
   * not interest free names its fixed annual percentage rate (`apr`, in per cent), which a stated payment needs
   * beside it (docs/rules/prices.md#financing).
   */
  payment: {
    methods: readonly PaymentMethod[]
    installment: { count: number; provider?: string; interestFree: boolean; apr?: number }
  }
  /**
   * Where every offered price says that it includes VAT and what delivery costs (de: PAngV §3, §6;
   * docs/rules/prices.md#price-notice): the shipping cost in the region's currency, 0 for free delivery.
   */
  priceNotice?: { shipping: number }
  /** What it may strike beside a reduced price: docs/rules/regions.md#reference-price-rules (with its source). */
  referencePrice: ReferenceRule
  media: MediaSet
  /** docs/rules/regions.md#consent-and-analytics */
  consentRequired: boolean
  /** A subscription counts only once its address confirms it by e-mail (docs/rules/newsletter.md). */
  newsletterDoubleOptIn: boolean
  /**
   * The newsletter form shows the marketing tick, and a sign-up without it subscribes nobody; without the tick
   * the sign-up itself is the request (docs/rules/newsletter.md#consent).
   */
  newsletterConsentTick: boolean
}

/** The EU's "Omnibus" rule, in eu, fr and de alike. */
const OMNIBUS = { method: 'lowest-before', days: 30, label: 'lowestBefore' } as const satisfies ReferenceRule

/** The one company that sells in the eu, fr and de regions. */
const EUROPE_ENTITY = {
  name: 'Mechaform Robotics Europe B.V.',
  address: 'Stationsplein 45, 3013 AK Rotterdam, Netherlands',
  email: 'privacy.eu@mechaform-robotics.com',
  register: 'Kamer van Koophandel (KvK) 84219337',
  vatId: 'NL864219337B01',
  representative: 'Marieke de Vries',
  // Placeholders of the fictional company, for legal review (docs/rules/legal.md#legal-entity).
  phone: '+31 10 000 4127',
  shareCapital: 100000,
}

/**
 * The regional variants, one row each, in the order the site lists them. hreflang is the locale,
 * except eu's plain `en`: search engines ignore the non-ISO region `EU`.
 */
export const REGIONS = {
  cn: {
    label: '中国大陆 - 简体中文',
    locale: 'zh-CN',
    hreflang: 'zh-CN',
    app: 'cn',
    timeZone: 'Asia/Shanghai',
    currency: 'CNY',
    shop: { url: 'https://mechaform.tmall.com', retailer: '机形科技天猫旗舰店' },
    iso: 'CN',
    legalEntity: {
      name: '深圳市机形科技有限公司',
      address: '广东省深圳市南山区粤海街道科技南十二路 18 号 9 楼',
      email: 'privacy@mechaform.cn',
      register: '统一社会信用代码 91440300MA5GX8R21K',
      representative: '陈思远',
      icp: '粤ICP备2021088888号-1',
      // Placeholder of the fictional company, for legal review (docs/rules/legal.md#legal-entity).
      publicSecurity: {
        text: '粤公网安备44030502008888号',
        href: 'https://beian.mps.gov.cn/#/query/webSearch?code=44030502008888',
      },
    },
    payment: {
      methods: ['alipay', 'wechat-pay', 'unionpay'],
      installment: { count: 12, provider: '花呗', interestFree: true },
    },
    referencePrice: { method: 'lowest-before', days: 7, label: 'was' },
    media: 'cn',
    consentRequired: false,
    newsletterDoubleOptIn: false,
    newsletterConsentTick: true,
  },
  us: {
    label: 'United States - English',
    locale: 'en-US',
    hreflang: 'en-US',
    app: 'us',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    shop: { url: 'https://shop.mechaform-robotics.com', retailer: 'Mechaform Official Store' },
    iso: 'US',
    legalEntity: {
      name: 'Mechaform Robotics Inc.',
      address: '2150 North First Street, Suite 400, San Jose, CA 95131, United States',
      email: 'privacy@mechaform-robotics.com',
      register: 'Delaware corporation, file number 7712946',
      representative: 'Daniel Okafor',
    },
    payment: {
      methods: ['paypal', 'klarna'],
      // The APR is a placeholder of the fictional financing offer, for legal review (docs/rules/prices.md#financing).
      installment: { count: 12, provider: 'Klarna', interestFree: false, apr: 9.99 },
    },
    referencePrice: { method: 'lowest-before', days: 90, label: 'was' },
    media: 'intl',
    consentRequired: false,
    newsletterDoubleOptIn: false,
    newsletterConsentTick: false,
  },
  uk: {
    label: 'United Kingdom - English',
    locale: 'en-GB',
    hreflang: 'en-GB',
    app: 'eu',
    timeZone: 'Europe/London',
    currency: 'GBP',
    shop: { url: 'https://uk.shop.mechaform-robotics.com', retailer: 'Mechaform UK Store' },
    iso: 'GB',
    legalEntity: {
      name: 'Mechaform Robotics UK Ltd.',
      address: '20 Farringdon Street, London EC4A 4AB, United Kingdom',
      email: 'privacy.uk@mechaform-robotics.com',
      register: 'Registered in England and Wales, company number 13984512',
      vatId: 'GB 412 7730 95',
      representative: 'Oliver Hayes',
    },
    payment: { methods: ['klarna'], installment: { count: 3, provider: 'Klarna', interestFree: true } },
    referencePrice: { method: 'held-before', days: 28, label: 'was' },
    media: 'intl',
    consentRequired: true,
    newsletterDoubleOptIn: true,
    newsletterConsentTick: true,
  },
  eu: {
    label: 'Europe - English',
    locale: 'en-EU',
    hreflang: 'en',
    app: 'eu',
    timeZone: 'Europe/Amsterdam',
    currency: 'EUR',
    shop: { url: 'https://eu.shop.mechaform-robotics.com', retailer: 'Mechaform EU Store' },
    iso: 'EU',
    legalEntity: EUROPE_ENTITY,
    payment: { methods: ['paypal'], installment: { count: 0, interestFree: false } },
    referencePrice: OMNIBUS,
    media: 'intl',
    consentRequired: true,
    newsletterDoubleOptIn: true,
    newsletterConsentTick: true,
  },
  fr: {
    label: 'France - Français',
    locale: 'fr-FR',
    hreflang: 'fr-FR',
    app: 'eu',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    shop: { url: 'https://eu.shop.mechaform-robotics.com/fr', retailer: 'Mechaform Boutique officielle' },
    iso: 'FR',
    // The same company, its country named in the page's language.
    legalEntity: { ...EUROPE_ENTITY, address: EUROPE_ENTITY.address.replace(/Netherlands$/, 'Pays-Bas') },
    payment: { methods: ['paypal'], installment: { count: 0, interestFree: false } },
    referencePrice: OMNIBUS,
    media: 'intl',
    consentRequired: true,
    newsletterDoubleOptIn: true,
    newsletterConsentTick: true,
  },
  de: {
    label: 'Deutschland - Deutsch',
    locale: 'de-DE',
    hreflang: 'de-DE',
    app: 'eu',
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    shop: { url: 'https://eu.shop.mechaform-robotics.com/de', retailer: 'Mechaform Offizieller Shop' },
    iso: 'DE',
    legalEntity: { ...EUROPE_ENTITY, address: EUROPE_ENTITY.address.replace(/Netherlands$/, 'Niederlande') },
    payment: { methods: ['paypal'], installment: { count: 0, interestFree: false } },
    // The shop delivers free within Germany, as its campaign pages say.
    priceNotice: { shipping: 0 },
    referencePrice: OMNIBUS,
    media: 'intl',
    consentRequired: true,
    newsletterDoubleOptIn: true,
    newsletterConsentTick: true,
  },
  jp: {
    label: '日本 - 日本語',
    locale: 'ja-JP',
    hreflang: 'ja-JP',
    app: 'us',
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    shop: { url: 'https://www.amazon.co.jp/stores/Mechaform', retailer: 'Amazon.co.jp' },
    iso: 'JP',
    legalEntity: {
      name: 'メカフォーム・ロボティクス株式会社',
      address: '〒150-0002 東京都渋谷区渋谷2-21-1 12階',
      email: 'privacy.jp@mechaform-robotics.com',
      register: '法人番号6011001148392',
      representative: '代表取締役 山本 健太',
    },
    payment: { methods: ['paypal'], installment: { count: 0, interestFree: false } },
    referencePrice: { method: 'majority-before', days: 56, label: 'usual' },
    media: 'jp',
    consentRequired: false,
    newsletterDoubleOptIn: false,
    newsletterConsentTick: true,
  },
  kr: {
    label: '대한민국 - 한국어',
    locale: 'ko-KR',
    hreflang: 'ko-KR',
    app: 'us',
    timeZone: 'Asia/Seoul',
    currency: 'KRW',
    shop: { url: 'https://smartstore.naver.com/mechaform', retailer: 'Mechaform 네이버 스마트스토어' },
    iso: 'KR',
    legalEntity: {
      name: '메카폼 로보틱스 코리아 유한회사',
      address: '서울특별시 강남구 테헤란로 152, 20층 (06236)',
      email: 'privacy.kr@mechaform-robotics.com',
      register: '사업자등록번호 220-88-41275, 통신판매업 신고번호 제2025-서울강남-04127호',
      representative: '대표이사 김민준',
      // Placeholders of the fictional company, for legal review (docs/rules/legal.md#legal-entity).
      phone: '02-6000-4127',
      businessCheck: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208841275',
    },
    payment: { methods: [], installment: { count: 0, interestFree: false } },
    referencePrice: { method: 'none' },
    media: 'kr',
    consentRequired: false,
    newsletterDoubleOptIn: false,
    newsletterConsentTick: true,
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
export const REGION_REFERENCE_PRICE: Record<RegionId, ReferenceRule> = column('referencePrice')

export const regionsOfApp = (app: AppId): RegionId[] => REGION_IDS.filter((r) => REGION_APP[r] === app)

/**
 * The shop set (the app, its account service and API prefix) of any region value, known or not
 * (docs/rules/regions.md#shop-sets): a region's own set; anything else (an unknown or mistyped region, an
 * empty header) maps to us, as the spec says.
 */
export const shopSetOf = (region: string | null | undefined): AppId =>
  region && isRegionId(region) ? REGION_APP[region] : 'us'

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
