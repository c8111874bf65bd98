/** Story helpers that turn a region's catalogue into component props the way the storefront does. */
import { availabilityOf, paymentLinesOf, priceAt, REGION_TIME_ZONE, type Product } from '@storefront/region-config'
import type { BuyBoxProps } from '../components/buy-box/buy-box'
import type { RegionKit } from './region-kit'

/** The region's flagship (Megatron where sold, else its first robot), as a product page shows it. */
export const flagshipOf = (kit: RegionKit): Product =>
  kit.catalogue.find((p) => p.key === 'flagshipMegatron') ??
  kit.catalogue.find((p) => p.link !== 'mini-robot') ??
  kit.catalogue[0]!

export function buyBoxPropsOf(kit: RegionKit, product: Product, now: number): BuyBoxProps {
  const { t, config } = kit
  const { price, listPrice, promo } = priceAt(product, now)
  const start = product.activityTime ? Date.parse(product.activityTime.startTime) : NaN
  const details = paymentLinesOf(config, price, t)
  const upcoming = !promo && product.activityPrice !== undefined && start > now
  return {
    name: product.name,
    price: kit.price(price),
    listPrice: promo ? kit.price(listPrice) : undefined,
    availability: availabilityOf(product),
    buyHref: product.buy,
    retailer: product.retailer,
    details,
    promoNote: upcoming
      ? t('buy.promoFrom', {
          price: kit.price(product.activityPrice!),
          date: new Intl.DateTimeFormat(kit.locale === 'en-EU' ? 'en-IE' : kit.locale, {
            dateStyle: 'long',
            timeStyle: 'short',
            timeZone: REGION_TIME_ZONE[kit.region],
          }).format(start),
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
