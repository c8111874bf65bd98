import { buyBoxPropsOf } from '@storefront/ui'
import { offerAnchorOf } from '@storefront/region-config'
import { Island } from '../islands/island'
import BuyIsland from '../islands/buy-island'
import { usePage, useT } from '../lib/shared/use-page'
import { ProductNotify } from '../features/notify/notify'

/**
 * The offers of the robots this page presents besides its own (their `link` is this page: the mini robots on the
 * mini-robot page, a bundle on its robot's page): each a titled part with its buy box, where its cards lead
 * (`productPathOf`, docs/rules/prices.md#products).
 */
export function PresentedOffers() {
  const { catalogue, route, now, config } = usePage()
  const t = useT()
  if (!route) return null
  const presented = catalogue.filter((p) => p.link === route.meta.slug && p.key !== route.meta.product)
  return (
    <>
      {presented.map((product) => {
        const id = offerAnchorOf(product.key)
        return (
          <section key={product.key} id={id} className="sf-section" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>{product.name}</h2>
            <Island name="buy" component={BuyIsland} props={buyBoxPropsOf(product, now, config, t)} />
            <ProductNotify product={product} />
          </section>
        )
      })}
    </>
  )
}
