import { formatPrice, intlLocaleOf, type Currency } from './currency'
import type { Locale } from './regions'
import type { Product } from './schema'
import { availabilityOf, priceAt } from './time'

export interface PriceView {
  price: string
  listPrice: string | undefined
  availability: ReturnType<typeof availabilityOf>
  /** A promo that starts later: its price and start instant. */
  upcoming: { price: string; start: number } | undefined
}

/**
 * A product's price state at `now`, formatted in the page's locale and the region's currency: what a
 * product card and the buy box show (docs/rules/prices.md).
 */
export function priceView(product: Product, now: number, currency: Currency, locale: Locale): PriceView {
  const { price, listPrice, promo } = priceAt(product, now)
  const start = product.activityTime ? Date.parse(product.activityTime.startTime) : NaN
  return {
    price: formatPrice(price, currency, locale),
    listPrice: promo ? formatPrice(listPrice, currency, locale) : undefined,
    availability: availabilityOf(product),
    upcoming:
      !promo && product.activityPrice !== undefined && start > now
        ? { price: formatPrice(product.activityPrice, currency, locale), start }
        : undefined,
  }
}

/** Dates of campaigns and promos, in the page's locale and the region's own time zone. */
export function formatDate(instant: number, locale: Locale, timeZone: string): string {
  // Building a formatter costs far more than formatting: one per locale and zone.
  const key = `${locale} ${timeZone}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    })
    dateFormats.set(key, format)
  }
  return format.format(instant).replace(/[\u00a0\u202f]/g, ' ')
}
const dateFormats = new Map<string, Intl.DateTimeFormat>()
