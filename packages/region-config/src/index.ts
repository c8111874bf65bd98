import { REGION_DATA } from './region-data'
import { RegionConfigSchema, ProductSchema, type RegionConfig } from './schema'
import { catalogueOf } from './catalogue'
import { REGION_IDS, type RegionId } from './regions'

export * from './regions'
export * from './currency'
export * from './products'
export * from './pages'
export * from './schema'
export * from './catalogue'
export * from './time'
export * from './country'
export * from './routes'
export * from './resolve'
export * from './nav-check'
export { LABELS, type LabelKey, type LabelLanguage } from './labels'

/** Parses every region and catalogue with zod once, at import: bad data fails the build and the tests. */
function validated(): Record<RegionId, RegionConfig> {
  const out = {} as Record<RegionId, RegionConfig>
  for (const id of REGION_IDS) {
    out[id] = RegionConfigSchema.parse(REGION_DATA[id])
    for (const product of catalogueOf(id)) ProductSchema.parse(product)
  }
  return out
}

export const REGIONS: Readonly<Record<RegionId, RegionConfig>> = validated()
export const regionConfig = (id: RegionId): RegionConfig => REGIONS[id]
