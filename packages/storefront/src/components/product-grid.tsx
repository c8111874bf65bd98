import type { ProductKey } from '@storefront/region-config'
import { usePage } from '../lib/shared/use-page'
import { ProductTile } from './product-tile'

/** Catalogue tiles for the given keys, skipping what the region does not sell. */
export function ProductGrid({ keys }: { keys: readonly string[] }) {
  const { catalogue } = usePage()
  const products = keys.map((k) => catalogue.find((p) => p.key === (k as ProductKey))).filter((p) => p !== undefined)
  return (
    <div className="sf-grid">
      {products.map((p) => (
        <ProductTile key={p.key} product={p} />
      ))}
    </div>
  )
}
