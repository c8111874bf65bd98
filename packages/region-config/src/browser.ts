/**
 * This package as browsers get it (the `browser` export condition): the
 * same modules and data, without the zod schemas and the parse at import. zod is ~25 kB gzip that
 * every page would load only to re-check data the server already validated at start, and that the
 * unit tests and the build check too. `browser.test.ts` keeps this file equal to the package:
 * every runtime export but the schemas, and the same region data. A new export the client needs
 * goes here too (the client build fails on a missing one).
 */
import { PAGE_LANGUAGE_DATA, REGION_DATA } from './region-data'
import type { RegionConfig } from './schema'
import type { Locale, RegionId } from './regions'
import { PAGE_LANGUAGES, isPageOnlyLanguage } from './page-languages'

export * from './modules'
export type * from './schema'

/** Every region's full configuration: its facts (REGIONS) with its navigation, footer, banners and launch dates. */
export const REGION_CONFIGS: Readonly<Record<RegionId, RegionConfig>> = REGION_DATA
export const regionConfig = (id: RegionId): RegionConfig => REGION_CONFIGS[id]
/** A region's configuration, as a page in `language` shows it (index.ts). */
export const regionConfigIn = (id: RegionId, language: Locale): RegionConfig =>
  isPageOnlyLanguage(language) && PAGE_LANGUAGES[language].region === id
    ? PAGE_LANGUAGE_DATA[language]
    : REGION_CONFIGS[id]
