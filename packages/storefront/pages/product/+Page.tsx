import { buyBoxPropsOf } from '@storefront/ui'
import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { usePage, usePageProduct, useT } from '../../src/lib/shared/use-page'
import { Island } from '../../src/islands/island'
import BuyIsland from '../../src/islands/buy-island'
import { ProductNotify } from '../../src/features/notify/notify'
import { PresentedOffers } from '../../src/components/presented-offers'

function Buy() {
  const { config, now } = usePage()
  const t = useT()
  const product = usePageProduct()
  if (!product) return null
  return (
    <>
      <Island name="buy" component={BuyIsland} props={buyBoxPropsOf(product, now, config, t)} />
      <ProductNotify product={product} />
    </>
  )
}

export default function Page() {
  const product = usePageProduct()
  return (
    <>
      <PageHero {...(product ? { image: { name: product.image, alt: product.alt } } : {})}>
        <Buy />
      </PageHero>
      <div className="sf-page">
        <PresentedOffers />
        <Sections />
      </div>
    </>
  )
}
