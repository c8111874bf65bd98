import {
  priceAt,
  priceNoticeOf,
  priceView,
  type Product,
  type RegionConfig,
  type Translate,
} from '@storefront/region-config'
import { dealNoteOf, referenceOf } from '../buy-box/buy-box-props'
import type { ProductCardProps } from './product-card'

/**
 * One product's tile at `now` as its region shows it: the price paid now with the market's struck reference and its
 * label, a campaign deal's end, its state (sold out, pre-order: a chip with its own sign) and tag. The storefront's
 * grids and the stories build it here, so a tile reads the same everywhere.
 */
export function productCardPropsOf(
  product: Product,
  now: number,
  config: Pick<RegionConfig, 'id' | 'locale' | 'currency' | 'priceNotice'>,
  t: Translate,
  href: string,
): ProductCardProps {
  const view = priceView(product, now, config)
  const state = view.availability === 'in-stock' ? undefined : view.availability
  return {
    name: product.name,
    href,
    image: product.image,
    alt: product.alt,
    price: view.price,
    listPrice: view.listPrice,
    // Told in words where the market's rule strikes nothing (kr), with the buy box's words for it.
    reduced: priceAt(product, now).promo,
    salePrice: t('buy.promoPrice'),
    reference: referenceOf(view, t),
    notice: priceNoticeOf(config, t),
    note: view.deal ? dealNoteOf(view.deal, config, t) : undefined,
    badge: state && t(state === 'sold-out' ? 'buy.soldOut' : 'buy.preOrder'),
    state,
    tag: product.tag ? { label: product.tag, color: 'red' } : undefined,
  }
}
