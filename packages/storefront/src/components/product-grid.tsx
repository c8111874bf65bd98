import { ProductCard } from '@storefront/ui'
import { pathOf, priceView, type ProductKey } from '@storefront/region-config'
import { usePage, useT } from '../lib/use-page'

/** Catalogue tiles for the given keys, skipping what the region does not sell. */
export function ProductGrid({ keys }: { keys: readonly string[] }) {
  const { catalogue, region, config, language, now, app } = usePage()
  const t = useT()
  const locale = config.locale
  void language
  const products = keys.map((k) => catalogue.find((p) => p.key === (k as ProductKey))).filter((p) => p !== undefined)
  return (
    <div className="sf-grid">
      {products.map((p) => {
        const view = priceView(p, now, config.currency, locale)
        const badge =
          view.availability === 'sold-out'
            ? t('buy.soldOut')
            : view.availability === 'pre-order'
              ? t('buy.preOrder')
              : undefined
        return (
          <ProductCard
            key={p.key}
            name={p.name}
            href={pathOf(region, p.link)}
            image={p.image}
            alt={p.alt}
            price={view.price}
            listPrice={view.listPrice}
            badge={badge}
            tag={p.tag ? { label: p.tag, color: 'red' } : undefined}
            assetHost={app.assetHost}
          />
        )
      })}
    </div>
  )
}
