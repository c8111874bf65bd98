import { ProductCard, productCardPropsOf } from '@storefront/ui'
import { productPathOf, type Product } from '@storefront/region-config'
import { usePage, useT } from '../lib/shared/use-page'

/**
 * One product's tile in the region: its picture, name, the price paid now with the market's struck reference
 * and its label, a campaign deal's end, and its state (sold out, pre-order) and tag. Every grid of products
 * (content sections, the catalogue page) shows these, so a price reads the same everywhere. It leads to the page
 * that offers the product: its own, or the offer on the page presenting it.
 */
export function ProductTile({ product }: { product: Product }) {
  const { region, config, now, app } = usePage()
  const t = useT()
  return (
    <ProductCard
      {...productCardPropsOf(product, now, config, t, productPathOf(region, product))}
      assetHost={app.assetHost}
    />
  )
}
