import { KeepGroups } from '../keep-groups/keep-groups'
import { ReferencePrice } from './reference-price'
import './buy-box.css'

export type Availability = 'in-stock' | 'sold-out' | 'pre-order'

export interface BuyBoxProps {
  name: string
  /** Formatted prices (Intl, in the page's locale). */
  price: string
  /** The struck price, when the price paid now is reduced and the market's rule allows one. */
  listPrice?: string | undefined
  /** The price paid now is reduced (a promo or a deal): where no struck price may stand beside it, the sale is
   * still told, in words under the price (docs/rules/prices.md#reference-prices). */
  reduced?: boolean | undefined
  /** What the struck price is, with it, in the language's punctuation ("Usual price: £1,299.00",
   * docs/rules/prices.md#reference-prices); `listPrice` is struck where it stands in it. */
  reference?: string | undefined
  availability: Availability
  buyHref: string
  retailer: string
  /** Beside the price where the market asks for it: VAT included and shipping ("inkl. MwSt., versandkostenfrei"). */
  notice?: string | undefined
  /** Lines under the price: instalments, payment methods. */
  details?: string[]
  /** Announced before a future promo (e.g. "Sale price £1,169.00 from 22 Sep"). */
  promoNote?: string | undefined
  labels: {
    buyNow: string
    preOrder: string
    soldOut: string
    /** Read before the promo price, with the language's colon and space ("Aktionspreis: "). */
    promoPrice: string
    /** Shown under a reduced price that has no struck price beside it ("Aktionspreis"). */
    salePrice: string
    soldBy: string
    newTab: string
    notSoldOnline: string
  }
  onBuyClick?: () => void
}

/**
 * Price and buy state: a buy (or pre-order) link to the external regional shop, 'sold out'
 * without a link when stock is 0, the promo price with the regular price struck through.
 */
export function BuyBox({
  name,
  price,
  listPrice,
  reduced = false,
  reference,
  availability,
  buyHref,
  retailer,
  details = [],
  notice,
  promoNote,
  labels,
  onBuyClick,
}: BuyBoxProps) {
  const action = availability === 'pre-order' ? labels.preOrder : labels.buyNow
  return (
    <div className="sf-buybox" data-availability={availability}>
      <p className="sf-price">
        {listPrice ? (
          <>
            <span className="sf-visually-hidden">{labels.promoPrice}</span>
            <span className="sf-price__now sf-price__now--promo">{price}</span>{' '}
            {/* The struck price says what it is (docs/rules/prices.md#reference-prices). */}
            <span className="sf-price__reference">
              <ReferencePrice text={reference} value={listPrice} />
            </span>
          </>
        ) : reduced ? (
          <>
            <span className="sf-price__now sf-price__now--promo">{price}</span>{' '}
            <span className="sf-price__reference">{labels.salePrice}</span>
          </>
        ) : (
          <span className="sf-price__now">{price}</span>
        )}
      </p>
      {notice && <p className="sf-price__notice">{notice}</p>}
      {promoNote && (
        <p className="sf-buybox__note">
          <KeepGroups text={promoNote} />
        </p>
      )}
      {details.map((d) => (
        <p key={d} className="sf-buybox__detail">
          <KeepGroups text={d} />
        </p>
      ))}
      {availability === 'sold-out' ? (
        <p className="sf-button sf-button--disabled" aria-disabled="true">
          {labels.soldOut}
        </p>
      ) : buyHref ? (
        <a
          className="sf-button sf-button--buy"
          href={buyHref}
          target="_blank"
          rel="sponsored noopener"
          data-outbound="buy"
          data-product={name}
          data-retailer={retailer}
          onClick={onBuyClick}
        >
          {action}
          <span className="sf-visually-hidden">
            {' '}
            {name} {labels.newTab}
          </span>
        </a>
      ) : (
        <p className="sf-buybox__detail">{labels.notSoldOnline}</p>
      )}
      {availability !== 'sold-out' && buyHref && <p className="sf-buybox__seller">{labels.soldBy}</p>}
    </div>
  )
}
