import type { Locale, RegionId } from './regions'

export const CURRENCIES = ['CNY', 'USD', 'GBP', 'EUR', 'JPY', 'KRW'] as const
export type Currency = (typeof CURRENCIES)[number]

export const REGION_CURRENCY: Record<RegionId, Currency> = {
  cn: 'CNY',
  us: 'USD',
  uk: 'GBP',
  eu: 'EUR',
  fr: 'EUR',
  de: 'EUR',
  jp: 'JPY',
  kr: 'KRW',
}

/** en-EU is not a locale ICU knows; its numbers follow Irish English (€1,599.00). */
const INTL_LOCALE: Partial<Record<Locale, string>> = { 'en-EU': 'en-IE' }
export const intlLocaleOf = (locale: Locale): string => INTL_LOCALE[locale] ?? locale

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Formats a price with Intl in the page's explicit locale. Spaces are normalised to
 * U+0020 so that server (Node ICU) and browser (Chromium ICU) produce identical text:
 * they disagree on narrow versus normal no-break spaces in fr-FR. ja-JP's full-width
 * yen sign becomes the ¥ Japanese shops print.
 */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  const key = `${locale}|${currency}`
  let fmt = formatters.get(key)
  if (!fmt) {
    fmt = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency })
    formatters.set(key, fmt)
  }
  return fmt.format(amount).replace(/[\u00a0\u202f]/g, ' ').replace(/\uffe5/g, '¥')
}
