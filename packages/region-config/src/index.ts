import { PAGE_LANGUAGE_DATA, REGION_DATA } from './region-data'
import { RegionConfigSchema, ProductSchema, type RegionConfig } from './schema'
import { catalogueOf } from './catalogue'
import { REGION_IDS, type Locale, type RegionId } from './regions'
import { PAGE_LANGUAGES, isPageOnlyLanguage, type PageOnlyLanguage } from './page-languages'

export * from './modules'
export * from './schema'

/** Parses every region and catalogue with zod once, at import: bad data fails the build and the tests. */
function validated(): Record<RegionId, RegionConfig> {
  const out = {} as Record<RegionId, RegionConfig>
  for (const id of REGION_IDS) {
    out[id] = RegionConfigSchema.parse(REGION_DATA[id])
    for (const product of catalogueOf(id)) ProductSchema.parse(product)
  }
  return out
}

/** Every region's full configuration: its facts (REGIONS) with its navigation, footer, banners and launch dates. */
export const REGION_CONFIGS: Readonly<Record<RegionId, RegionConfig>> = validated()

const PAGE_LANGUAGE_CONFIGS = Object.fromEntries(
  Object.entries(PAGE_LANGUAGE_DATA).map(([language, config]) => [language, RegionConfigSchema.parse(config)]),
) as Readonly<Record<PageOnlyLanguage, RegionConfig>>

export const regionConfig = (id: RegionId): RegionConfig => REGION_CONFIGS[id]

/**
 * A region's configuration, as a page in `language` shows it: a language of its own (zh-HK on cn) reads the
 * company, its records and the channels in its script (page-languages.ts); any other language reads the region's.
 */
export const regionConfigIn = (id: RegionId, language: Locale): RegionConfig =>
  isPageOnlyLanguage(language) && PAGE_LANGUAGES[language].region === id
    ? PAGE_LANGUAGE_CONFIGS[language]
    : REGION_CONFIGS[id]
