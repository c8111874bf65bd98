import { REGION_DATA } from './region-data'
import { RegionConfigSchema, ProductSchema, type RegionConfig } from './schema'
import { catalogueOf } from './catalogue'
import { REGION_IDS, type RegionId } from './regions'

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
export const regionConfig = (id: RegionId): RegionConfig => REGION_CONFIGS[id]
