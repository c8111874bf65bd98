import {
  REGION_IDS,
  REGIONS,
  type Country,
  type LaunchStage,
  type Locale,
  type RegionId,
} from '@storefront/region-config'
import words from './regions/words.json'

/**
 * Each region's name in its own language, the same on every page whatever its language
 * (docs/rules/regions.md#region-table): the header's region link and the region chooser. Data, not a message
 * bundle: one value per region, never translated, so it is the `label` of the region's row of REGIONS.
 */
export const REGION_LABEL: Readonly<Record<RegionId, string>> = Object.fromEntries(
  REGION_IDS.map((id) => [id, REGIONS[id].label]),
) as Record<RegionId, string>

/**
 * The label of a page whose language is not its region's: the one Hong Kong/Macao page, served by cn in
 * Traditional Chinese, names itself, not "中国大陆 - 简体中文".
 */
export const PAGE_LANGUAGE_LABEL: Readonly<Partial<Record<Locale, string>>> = words.pageLanguages

/** The header's label of a page: its language's own where it has one, else its region's. */
export const regionLabelOf = (region: RegionId, language: Locale): string =>
  PAGE_LANGUAGE_LABEL[language] ?? REGION_LABEL[region]

/** The us region's label by the visitor's country (docs/rules/regions.md#country). */
export const COUNTRY_LABEL: Readonly<Record<Country, string>> = words.countries

/** A text banner's words: its label and one line per launch stage 1-4 (four: the tests check). */
export interface TextBannerWords {
  label: string
  stages: readonly string[]
}

/**
 * The staged text banner's copy (docs/rules/banners.md#text-banner), kept by region: only cn has one, in the
 * region's own language, so it is not a message every locale must translate; and by page-only language (zh-HK,
 * the Hong Kong/Macao page cn serves, in Traditional: docs/translating.md#traditional-chinese).
 */
export const TEXT_BANNER_WORDS: Readonly<Partial<Record<RegionId | Locale, TextBannerWords>>> = words.textBanners

/** The line a region's text banner shows at a stage on a page in `language`, or undefined where it has none. */
export const textBannerLine = (region: RegionId, stage: LaunchStage, language?: Locale): string | undefined =>
  ((language && TEXT_BANNER_WORDS[language]) || TEXT_BANNER_WORDS[region])?.stages[stage - 1]
