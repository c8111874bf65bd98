/** The eight regional variants, their locales and the apps that serve them (spec §2, decisions.md). */
export const REGION_IDS = ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp', 'kr'] as const
export type RegionId = (typeof REGION_IDS)[number]

export const LOCALES = ['zh-CN', 'en-US', 'en-GB', 'en-EU', 'fr-FR', 'de-DE', 'ja-JP', 'ko-KR'] as const
export type Locale = (typeof LOCALES)[number]
/** zh-HK is the language of the one Hong Kong/Macao page; its chrome falls back to zh-CN. */
export type PageLanguage = Locale | 'zh-HK'

export const DEFAULT_REGION: RegionId = 'cn'
export const FALLBACK_LOCALE: Locale = 'zh-CN'

export const REGION_LOCALE: Record<RegionId, Locale> = {
  cn: 'zh-CN',
  us: 'en-US',
  uk: 'en-GB',
  eu: 'en-EU',
  fr: 'fr-FR',
  de: 'de-DE',
  jp: 'ja-JP',
  kr: 'ko-KR',
}

/**
 * hreflang values: the spec's locale, except eu which is plain `en`
 * because search engines ignore the non-ISO region `EU` (decisions.md).
 */
export const REGION_HREFLANG: Record<RegionId, string> = { ...REGION_LOCALE, eu: 'en' }

export type AppId = 'cn' | 'us' | 'eu'
export const APP_IDS: readonly AppId[] = ['cn', 'us', 'eu']

/** Which storefront app serves a region (decisions.md "Apps and hosts"). */
export const REGION_APP: Record<RegionId, AppId> = {
  cn: 'cn',
  us: 'us',
  jp: 'us',
  kr: 'us',
  uk: 'eu',
  eu: 'eu',
  fr: 'eu',
  de: 'eu',
}

export const regionsOfApp = (app: AppId): RegionId[] => REGION_IDS.filter((r) => REGION_APP[r] === app)

export type ShopSet = 'us' | 'eu'
/** Spec §2: us, kr, jp → us; uk, eu, fr, de → eu; anything else → us. */
export function shopSetOf(region: string): ShopSet {
  return ['uk', 'eu', 'fr', 'de'].includes(region) ? 'eu' : 'us'
}

export function isRegionId(value: string): value is RegionId {
  return (REGION_IDS as readonly string[]).includes(value)
}

/** URL prefix of a region: cn has none. */
export const regionPrefix = (region: RegionId): string => (region === DEFAULT_REGION ? '' : `/${region}`)

/** Path of a page slug in a region: home is the prefix alone ('/' for cn). */
export function pathOf(region: RegionId, slug: string): string {
  const prefix = regionPrefix(region)
  if (!slug) return prefix || '/'
  return `${prefix}/${slug}`
}

/** English regions send `Accept-Language: en`; others send their region (spec §7). */
export function acceptLanguageOf(region: RegionId): string {
  return REGION_LOCALE[region].startsWith('en-') ? 'en' : region
}
