/** Story helpers that pick from a region's catalogue what the storefront's pages show. */
import type { Product } from '@storefront/region-config'
import type { RegionKit } from './region-kit'

/** The region's flagship (Megatron where sold, else its first robot), as a product page shows it. */
export const flagshipOf = (kit: RegionKit): Product =>
  kit.catalogue.find((p) => p.key === 'flagshipMegatron') ??
  kit.catalogue.find((p) => p.link !== 'mini-robot') ??
  kit.catalogue[0]!
