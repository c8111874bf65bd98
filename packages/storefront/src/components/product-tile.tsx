import { dealNoteOf, ProductCard, referenceOf } from '@storefront/ui'
import { priceView, productPathOf, type Product } from '@storefront/region-config'
import { usePage, useT } from '../lib/use-page'

/**
 * One product's tile in the region: its picture, name, the price paid now with the market's struck reference
 * and its label, a campaign deal's end, and its state (sold out, pre-order) and tag. Every grid of products
 * (content sections, the catalogue page) shows these, so a price reads the same everywhere. It leads to the page
 * that offers the product: its own, or the offer on the page presenting it.
 */
export function ProductTile({ product }: { product: Product }) {
  const { region, config, now, app } = usePage()
  const t = useT()
  const view = priceView(product, now, config)
  const badge =
    view.availability === 'sold-out'
      ? t('buy.soldOut')
      : view.availability === 'pre-order'
        ? t('buy.preOrder')
        : undefined
  return (
    <ProductCard
      name={product.name}
      href={productPathOf(region, product)}
      image={product.image}
      alt={product.alt}
      price={view.price}
      listPrice={view.listPrice}
      reference={referenceOf(view, t)}
      note={view.deal ? dealNoteOf(view.deal, config, t) : undefined}
      badge={badge}
      state={view.availability === 'in-stock' ? undefined : view.availability}
      tag={product.tag ? { label: product.tag, color: 'red' } : undefined}
      assetHost={app.assetHost}
    />
  )
}
