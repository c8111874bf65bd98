import { formatPrice, type Currency } from './currency'
import { formatDateTime } from './date-format'
import type { Locale, RegionId } from './regions'
import type { Product } from './schema'
import { availabilityOf, priceAt } from './time'
import { referencePriceAt, type ReferencePrice } from './reference-price'

export interface PriceView {
  price: string
  /** The struck reference price the region's rule allows (docs/rules/prices.md#reference-prices), if any. */
  listPrice: string | undefined
  /** What the struck price is, for its label: the rule's `label` and its number of days. */
  reference: Pick<ReferencePrice, 'label' | 'days'> | undefined
  availability: ReturnType<typeof availabilityOf>
  /** A promo that starts later: its price and start instant. */
  upcoming: { price: string; start: number } | undefined
  /** While a campaign's deal applies: the campaign and its end (epoch ms). */
  deal: { campaign: string; end: number } | undefined
}

/**
 * A product's price state at `now`, formatted in the page's locale and the region's currency: what a
 * product card, the catalogue and the buy box show (docs/rules/prices.md).
 */
export function priceView(
  product: Product,
  now: number,
  region: { id: RegionId; currency: Currency; locale: Locale },
): PriceView {
  const { currency, locale } = region
  const { price, promo, reduction } = priceAt(product, now)
  const reference = promo ? referencePriceAt(product, region.id, now) : undefined
  const start = product.activityTime ? Date.parse(product.activityTime.startTime) : NaN
  return {
    price: formatPrice(price, currency, locale),
    listPrice: reference ? formatPrice(reference.price, currency, locale) : undefined,
    reference: reference && { label: reference.label, days: reference.days },
    deal:
      reduction?.campaign && reduction.until !== undefined
        ? { campaign: reduction.campaign, end: reduction.until }
        : undefined,
    availability: availabilityOf(product),
    upcoming:
      !promo && product.activityPrice !== undefined && start > now
        ? { price: formatPrice(product.activityPrice, currency, locale), start }
        : undefined,
  }
}

/**
 * Dates of campaigns and promos, in the page's locale and the region's own time zone, which the text names
 * (docs/rules/time.md#time-zones): a shopper abroad reads which clock an end time is on.
 */
export function formatDate(instant: number, locale: Locale, timeZone: string): string {
  // The dates are a campaign's few ends and starts, and formatting one in a time zone is the dearest call of a
  // product page's props: each locale, zone and instant is formatted once (bounded, started over when full).
  const textKey = `${locale} ${timeZone} ${instant}`
  let text = dateTexts.get(textKey)
  if (text === undefined) {
    if (dateTexts.size >= DATE_TEXTS_LIMIT) dateTexts.clear()
    dateTexts.set(textKey, (text = formatDateNow(instant, locale, timeZone)))
  }
  return text
}
const dateTexts = new Map<string, string>()
const DATE_TEXTS_LIMIT = 1000

function formatDateNow(instant: number, locale: Locale, timeZone: string): string {
  return formatDateTime(instant, locale, timeZone).replace(/[\u00a0\u202f]/g, ' ')
}
