import { paymentLinesOf, REGION_TIME_ZONE } from '@storefront/region-config'
import { formatDate, priceView } from '../../src/lib/price'
import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { usePage, usePageProduct, useT } from '../../src/lib/use-page'
import { Island } from '../../src/islands/island'
import BuyIsland from '../../src/islands/buy-island'

function Buy() {
  const { region, config, now } = usePage()
  const t = useT()
  const product = usePageProduct()
  if (!product) return null
  const view = priceView(product, now, config.currency, config.locale)
  const amount = product.activityPrice !== undefined && view.listPrice ? product.activityPrice : product.price
  const details = paymentLinesOf(config, amount, t)
  return (
    <Island
      name="buy"
      component={BuyIsland}
      props={{
        name: product.name,
        price: view.price,
        listPrice: view.listPrice,
        availability: view.availability,
        buyHref: product.buy,
        retailer: product.retailer,
        details,
        promoNote: view.upcoming
          ? t('buy.promoFrom', {
              price: view.upcoming.price,
              date: formatDate(view.upcoming.start, config.locale, REGION_TIME_ZONE[region]!),
            })
          : undefined,
        labels: {
          buyNow: t('buy.buyNow'),
          preOrder: t('buy.preOrder'),
          soldOut: t('buy.soldOut'),
          listPrice: t('buy.listPrice'),
          promoPrice: t('buy.promoPrice'),
          soldBy: t('buy.soldBy', { retailer: product.retailer }),
          newTab: t('a11y.newTab'),
          notSoldOnline: t('buy.notSoldOnline'),
        },
      }}
    />
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
        <Sections />
      </div>
    </>
  )
}
