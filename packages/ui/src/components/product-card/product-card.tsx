import { Picture } from '../picture/picture'
import { ReferencePrice } from '../buy-box/reference-price'
import { KeepGroups } from '../keep-groups/keep-groups'
import './product-card.css'

export interface ProductCardProps {
  name: string
  href: string
  image: string
  alt: string
  price: string
  listPrice?: string | undefined
  /** The price paid now is reduced (a promo or a deal): where no struck price may stand beside it, the sale is
   * still told, in the sale colour and the words of `salePrice`, as the buy box does
   * (docs/rules/prices.md#reference-prices). */
  reduced?: boolean | undefined
  /** The words beside a reduced price that has no struck price ("Sale price"): the buy box's `labels.salePrice`. */
  salePrice?: string | undefined
  /** What the struck `listPrice` is, with it, in the language's punctuation ("Usual price: £1,299.00",
   * docs/rules/prices.md#reference-prices); `listPrice` is struck where it stands in it. */
  reference?: string | undefined
  /** Beside the price where the market asks for it: VAT included and the shipping cost. */
  notice?: string | undefined
  /** A line under the price: a campaign deal's end. */
  note?: string | undefined
  /** Short state line: sold out / pre-order. */
  badge?: string | undefined
  /** Which state `badge` names: each has its own shape and sign, not only a colour (WCAG 1.4.1). */
  state?: 'sold-out' | 'pre-order' | undefined
  tag?: { label: string; color: string } | undefined
  assetHost?: string
}

/** A catalogue tile: illustration, name, live price and state, linking to the product page. */
export function ProductCard({
  name,
  href,
  image,
  alt,
  price,
  listPrice,
  reduced = false,
  salePrice,
  reference,
  notice,
  note,
  badge,
  state,
  tag,
  assetHost,
}: ProductCardProps) {
  return (
    <article className="sf-card">
      <a href={href} className="sf-card__link">
        <Picture
          name={image}
          alt={alt}
          width={1200}
          height={900}
          assetHost={assetHost ?? ''}
          className="sf-card__img"
        />
        <h3 className="sf-card__name">
          {/* A robot's name breaks between its words, never inside one ("签名限量版" stays whole). */}
          <KeepGroups text={name} words />
          {tag && (
            <span className="sf-tag" data-color={tag.color}>
              {tag.label}
            </span>
          )}
        </h3>
        <p className="sf-card__price">
          <span className={listPrice || reduced ? 'sf-price__now--promo' : undefined}>{price}</span>
          {listPrice ? (
            <span className="sf-card__reference">
              <ReferencePrice text={reference} value={listPrice} />
            </span>
          ) : (
            reduced && salePrice && <span className="sf-card__reference">{salePrice}</span>
          )}
        </p>
        {notice && <p className="sf-card__notice">{notice}</p>}
        {note && (
          <p className="sf-card__note">
            <KeepGroups text={note} />
          </p>
        )}
        {badge && (
          <p className="sf-card__badge" data-state={state}>
            {badge}
          </p>
        )}
      </a>
    </article>
  )
}
