/**
 * `@storefront/region-config` as the browser gets it (vite.ts points the client build here): the
 * same modules and data, without the zod schemas and the parse at import. zod is ~25 kB gzip that
 * every page would load only to re-check data the server already validated at start, and that the
 * unit tests and the build check too. `region-config.test.ts` keeps this file equal to the package:
 * every runtime export but the schemas, and the same region data. A new export the client needs
 * goes here too (the client build fails on a missing one).
 */
import { REGION_DATA } from '../../../region-config/src/region-data'
import type { RegionConfig } from '../../../region-config/src/schema'
import type { RegionId } from '../../../region-config/src/regions'

export * from '../../../region-config/src/regions'
export * from '../../../region-config/src/currency'
export * from '../../../region-config/src/products'
export * from '../../../region-config/src/pages'
export type * from '../../../region-config/src/schema'
export * from '../../../region-config/src/catalogue'
export * from '../../../region-config/src/time'
export * from '../../../region-config/src/country'
export * from '../../../region-config/src/routes'
export * from '../../../region-config/src/resolve'
export * from '../../../region-config/src/nav-check'
export { LABELS, type LabelKey, type LabelLanguage } from '../../../region-config/src/labels'

export const REGIONS: Readonly<Record<RegionId, RegionConfig>> = REGION_DATA
export const regionConfig = (id: RegionId): RegionConfig => REGIONS[id]
