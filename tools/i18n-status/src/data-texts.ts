import { PRODUCT_NAMES } from '@storefront/content/product-names'
import { COUNTRY_LABEL, PAGE_LANGUAGE_LABEL, TEXT_BANNER_WORDS } from '@storefront/content/region-words'
import {
  PAGE_LANGUAGES,
  REGION_IDS,
  REGION_TIME_ZONE,
  REGIONS,
  catalogueOf,
  formatDateTime,
  regionConfigIn,
  type Locale,
  type RegionId,
} from '@storefront/region-config'

/**
 * Words typed per language outside the message and page bundles, which a page shows as they are: region-config's
 * regions, companies, channels, catalogue and date writers, content's product names and region words. The status
 * holds them to their language's rules like a bundle's strings (checks.ts `dataFindings`, traditional.ts).
 */
export interface DataText {
  locale: string
  /** The package and module the text is typed in (`region-config`, `content/product-names`). */
  where: string
  /** What the text is there (`cn.company.address`, `interstellarScoutK1pro`). */
  key: string
  text: string
}

type Pair = [key: string, text: string | undefined]

/** What a page in `language` shows of the region's configuration: its company, its records and channels' names. */
function configTexts(region: RegionId, language: Locale): Pair[] {
  const config = regionConfigIn(region, language)
  return [
    [`${region}.company.name`, config.company.name],
    [`${region}.company.address`, config.company.address],
    [`${region}.company.register`, config.company.register],
    [`${region}.company.representative`, config.company.representative],
    [`${region}.icp`, config.icp],
    [`${region}.publicSecurity`, config.publicSecurity?.text],
    ...config.media.map((m, i): Pair => [`${region}.media.${i}.name`, m.name]),
  ]
}

/**
 * One instant as each language's writer in date-format.ts writes it, with its zone's name (docs/rules/time.md). Not
 * `formatInstant`: `Intl` writes that line, and what Intl formats is no translator's (docs/translating.md). An
 * afternoon in Asia, so that Korean writes its afternoon word.
 */
const SAMPLE_INSTANT = Date.UTC(2026, 11, 1, 9, 30)

const dateTexts = (region: RegionId, language: Locale): Pair[] => [
  [`${region}.formatDateTime`, formatDateTime(SAMPLE_INSTANT, language, REGION_TIME_ZONE[region])],
]

/** Each region's own texts, in its language: its label, shop, instalment provider, catalogue and configuration. */
function regionTexts(region: RegionId): Pair[] {
  const row = REGIONS[region]
  const provider = (row.payment.installment as { provider?: string }).provider
  return [
    [`${region}.label`, row.label],
    [`${region}.shop.retailer`, row.shop.retailer],
    [`${region}.payment.installment.provider`, provider],
    ...catalogueOf(region).flatMap((p): Pair[] => [
      [`${region}.catalogue.${p.key}.name`, p.name],
      [`${region}.catalogue.${p.key}.alt`, p.alt],
    ]),
    ...configTexts(region, row.locale),
    ...dateTexts(region, row.locale),
  ]
}

const texts = (locale: string, where: string, pairs: readonly Pair[]): DataText[] =>
  pairs.flatMap(([key, text]) => (text ? [{ locale, where, key, text }] : []))

/** The region data each page-only language (zh-HK) shows, as it writes it (region-config's page-languages.ts). */
export function pageLanguageFacts(): DataText[] {
  return Object.entries(PAGE_LANGUAGES).flatMap(([language, { region }]) =>
    texts(language, 'region-config', [
      ...configTexts(region, language as Locale),
      ...dateTexts(region, language as Locale),
    ]),
  )
}

/** Content's words kept outside the bundles: product names per language and the region words (regions/words.json). */
function contentTexts(): DataText[] {
  const words = 'content/region-words'
  return [
    ...Object.entries(PRODUCT_NAMES).flatMap(([locale, names]) =>
      texts(locale, 'content/product-names', Object.entries(names ?? {})),
    ),
    ...Object.entries(PAGE_LANGUAGE_LABEL).flatMap(([locale, label]) =>
      texts(locale, words, [[`pageLanguages.${locale}`, label]]),
    ),
    // The us region's label by the visitor's country, in English like the region's.
    ...texts(
      REGIONS.us.locale,
      words,
      Object.entries(COUNTRY_LABEL).map(([c, label]): Pair => [`countries.${c}`, label]),
    ),
    ...Object.entries(TEXT_BANNER_WORDS).flatMap(([owner, banner]) => {
      // Kept by region (cn, in its language) or by page-only language (zh-HK).
      const locale = owner in REGIONS ? REGIONS[owner as RegionId].locale : owner
      return texts(locale, words, [
        [`textBanners.${owner}.label`, banner?.label],
        ...(banner?.stages ?? []).map((line, i): Pair => [`textBanners.${owner}.stages.${i}`, line]),
      ])
    }),
  ]
}

/** Every text typed per language outside the bundles, for the status's checks. */
export function dataTexts(): DataText[] {
  return [
    ...REGION_IDS.flatMap((region) => texts(REGIONS[region].locale, 'region-config', regionTexts(region))),
    ...pageLanguageFacts(),
    ...contentTexts(),
  ]
}
