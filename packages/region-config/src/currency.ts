import { REGION_IDS, REGIONS, type Locale, type RegionId } from './regions'

export type Currency = (typeof REGIONS)[RegionId]['currency']
export const CURRENCIES = [
  ...new Set(REGION_IDS.map((id) => REGIONS[id].currency)),
] as readonly Currency[] as readonly [Currency, ...Currency[]]

export const REGION_CURRENCY: Record<RegionId, Currency> = Object.fromEntries(
  REGION_IDS.map((id) => [id, REGIONS[id].currency]),
) as Record<RegionId, Currency>

/** en-EU is not a locale ICU knows; its numbers follow Irish English (€1,599.00). */
const INTL_LOCALE: Partial<Record<Locale, string>> = { 'en-EU': 'en-IE' }
export const intlLocaleOf = (locale: Locale): string => INTL_LOCALE[locale] ?? locale

interface Formatter {
  format: Intl.NumberFormat
  /** Texts already made, by amount: a page formats the same few catalogue prices on every render. */
  texts: Map<number, string>
}
const formatters = new Map<string, Formatter>()
/** Amounts remembered per locale and currency; the memory starts over when full. */
const TEXTS_LIMIT = 1000

/**
 * Formats a price with Intl in the page's explicit locale. Spaces are normalised to
 * U+0020 so that server (Node ICU) and browser (Chromium ICU) produce identical text:
 * they disagree on narrow versus normal no-break spaces in fr-FR. ja-JP's full-width
 * yen sign becomes the ¥ Japanese shops print.
 */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = {
      format: new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency }),
      texts: new Map(),
    }
    formatters.set(key, formatter)
  }
  // -0 formats with its sign, and a Map takes it for 0.
  if (Object.is(amount, -0))
    return formatter.format
      .format(amount)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\uffe5/g, '¥')
  let text = formatter.texts.get(amount)
  if (text === undefined) {
    text = formatter.format
      .format(amount)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\uffe5/g, '¥')
    if (formatter.texts.size >= TEXTS_LIMIT) formatter.texts.clear()
    formatter.texts.set(amount, text)
  }
  return text
}
