import {
  formatDate,
  paymentLinesOf,
  priceAt,
  priceNoticeOf,
  priceView,
  REGION_TIME_ZONE,
  type PriceView,
  type Product,
  type RegionConfig,
  type Translate,
} from '@storefront/region-config'
import type { BuyBoxProps } from './buy-box'

/** What a struck price is, in the market's words (docs/rules/prices.md#reference-prices); the regular price else. */
export function referenceLabelOf(view: Pick<PriceView, 'reference'>, t: Translate): string {
  const reference = view.reference
  if (!reference) return t('buy.listPrice')
  if (reference.label === 'lowestBefore') return t('buy.referenceLowest', { count: reference.days })
  return t(reference.label === 'usual' ? 'buy.referenceUsual' : 'buy.referenceWas')
}

/** The struck price with what it is, in the language's punctuation ("Usual price: £1,299.00"); none unreduced. */
export function referenceOf(view: Pick<PriceView, 'reference' | 'listPrice'>, t: Translate): string | undefined {
  return view.listPrice && t('format.labelled', { label: referenceLabelOf(view, t), value: view.listPrice })
}

/** "Black Friday deal until 1 December 2026 at 17:00 CET": the campaign's name and end, in the region's zone. */
export function dealNoteOf(
  deal: NonNullable<PriceView['deal']>,
  config: Pick<RegionConfig, 'id' | 'locale'>,
  t: Translate,
): string {
  return t('buy.dealUntil', {
    campaign: t(`nav.${deal.campaign}`),
    date: formatDate(deal.end, config.locale, REGION_TIME_ZONE[config.id]),
  })
}

/**
 * The buy box of `product` at `now` as its region shows it: prices and availability (priceView), the
 * payment lines on the price paid now, a coming promo's note with its start in the region's time zone,
 * and every label, in the words of the page's translator (`buy.*`, `payment.*`, `a11y.newTab`). The
 * storefront's product page and the stories build it here, so both show the same box.
 */
export function buyBoxPropsOf(
  product: Product,
  now: number,
  config: Pick<RegionConfig, 'id' | 'locale' | 'currency' | 'installment' | 'paymentMethods' | 'priceNotice'>,
  t: Translate,
): BuyBoxProps {
  const view = priceView(product, now, config)
  const paid = priceAt(product, now)
  // Payment and instalment lines only where a shopper can pay now (docs/rules/prices.md#payment-methods).
  const payable = view.availability !== 'sold-out' && product.buy !== ''
  return {
    name: product.name,
    price: view.price,
    listPrice: view.listPrice,
    reduced: paid.promo,
    reference: referenceOf(view, t),
    availability: view.availability,
    buyHref: product.buy,
    retailer: product.retailer,
    details: payable ? paymentLinesOf(config, paid.price, t) : [],
    notice: priceNoticeOf(config, t),
    promoNote: view.deal
      ? dealNoteOf(view.deal, config, t)
      : view.upcoming
        ? t('buy.promoFrom', {
            price: view.upcoming.price,
            date: formatDate(view.upcoming.start, config.locale, REGION_TIME_ZONE[config.id]),
          })
        : undefined,
    labels: {
      buyNow: t('buy.buyNow'),
      preOrder: t('buy.preOrder'),
      soldOut: t('buy.soldOut'),
      // The language's colon after it (docs/translating.md#typography: no component writes one of its own).
      promoPrice: t('format.labelled', { label: t('buy.promoPrice'), value: '' }),
      salePrice: t('buy.promoPrice'),
      soldBy: t('buy.soldBy', { retailer: product.retailer }),
      newTab: t('a11y.newTab'),
      notSoldOnline: t('buy.notSoldOnline'),
    },
  }
}
