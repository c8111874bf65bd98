import { formatPrice } from './currency'
import type { RegionConfig } from './schema'

/** A translator of message keys: i18next's `t`, or anything of its shape. */
export type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * Each of `count` equal monthly payments that repay `amount` at a fixed annual percentage rate `apr` (per cent),
 * rounded to the cent: the annuity formula, or a plain share when the rate is 0.
 */
export function monthlyPayment(amount: number, count: number, apr = 0): number {
  const rate = apr / 100 / 12
  const each = rate === 0 ? amount / count : (amount * rate) / (1 - (1 + rate) ** -count)
  return Math.round(each * 100) / 100
}

/**
 * Percent formatters by locale: building an Intl.NumberFormat costs far more than formatting with one, and every
 * product page of a financing region formats its rate. A region has one locale, so the map stays that small.
 */
const percentFormats = new Map<string, Intl.NumberFormat>()

/** A rate as the locale writes percentages, two decimals ("9.99%", "9,99 %"). */
function formatPercent(rate: number, locale: string): string {
  let format = percentFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 })
    percentFormats.set(locale, format)
  }
  return format.format(rate)
}

/**
 * The buy box's payment lines under the price (docs/rules/prices.md#payment-methods): the instalment
 * offer on `amount` (the price the shopper pays now), then the accepted payment methods. The words are
 * the caller's (`buy.*` and `payment.*` messages); the storefront's product page and the ui stories
 * both show these lines.
 */
export function paymentLinesOf(
  config: Pick<RegionConfig, 'installment' | 'paymentMethods' | 'currency' | 'locale'>,
  amount: number,
  t: Translate,
): string[] {
  const lines: string[] = []
  const { count, interestFree, provider, apr } = config.installment
  if (count > 0) {
    const each = (rate: number) => formatPrice(monthlyPayment(amount, count, rate), config.currency, config.locale)
    lines.push(
      interestFree
        ? t('buy.interestFree', { count, amount: each(0), provider: provider ?? '' })
        : // A stated payment brings its rate and terms (Regulation Z §1026.24(d), docs/rules/prices.md#financing).
          t('buy.financing', {
            count,
            amount: each(apr ?? 0),
            provider: provider ?? '',
            apr: formatPercent((apr ?? 0) / 100, config.locale),
          }),
    )
  }
  if (config.paymentMethods.length)
    lines.push(
      // The colon as the language writes it ("お支払い方法：", "Payer avec : ").
      t('format.labelled', {
        label: t('buy.payWith'),
        value: config.paymentMethods.map((m) => t(`payment.${m}`)).join(' · '),
      }),
    )
  return lines
}

/**
 * The line beside every offered price where the region asks for one (de, PAngV §3, §6; prices.md#price-notice):
 * VAT included, and the shipping cost from the region's data ("inkl. MwSt., versandkostenfrei"); none elsewhere.
 */
export function priceNoticeOf(
  config: Pick<RegionConfig, 'priceNotice' | 'currency' | 'locale'>,
  t: Translate,
): string | undefined {
  if (!config.priceNotice) return undefined
  const { shipping } = config.priceNotice
  return shipping === 0
    ? t('buy.vatFreeShipping')
    : t('buy.vatShipping', { shipping: formatPrice(shipping, config.currency, config.locale) })
}
