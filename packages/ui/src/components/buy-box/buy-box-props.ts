import {
  formatDate,
  paymentLinesOf,
  priceAt,
  priceView,
  REGION_TIME_ZONE,
  type Product,
  type RegionConfig,
  type Translate,
} from '@storefront/region-config'
import type { BuyBoxProps } from './buy-box'

/**
 * The buy box of `product` at `now` as its region shows it: prices and availability (priceView), the
 * payment lines on the price paid now, a coming promo's note with its start in the region's time zone,
 * and every label, in the words of the page's translator (`buy.*`, `payment.*`, `a11y.newTab`). The
 * storefront's product page and the stories build it here, so both show the same box.
 */
export function buyBoxPropsOf(
  product: Product,
  now: number,
  config: Pick<RegionConfig, 'id' | 'locale' | 'currency' | 'installment' | 'paymentMethods'>,
  t: Translate,
): BuyBoxProps {
  const view = priceView(product, now, config.currency, config.locale)
  return {
    name: product.name,
    price: view.price,
    listPrice: view.listPrice,
    availability: view.availability,
    buyHref: product.buy,
    retailer: product.retailer,
    details: paymentLinesOf(config, priceAt(product, now).price, t),
    promoNote: view.upcoming
      ? t('buy.promoFrom', {
          price: view.upcoming.price,
          date: formatDate(view.upcoming.start, config.locale, REGION_TIME_ZONE[config.id]),
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
  }
}
