import { formatPrice } from './currency'
import type { RegionConfig } from './schema'

/** A translator of message keys: i18next's `t`, or anything of its shape. */
export type Translate = (key: string, values?: Record<string, unknown>) => string

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
  const { count, interestFree, provider } = config.installment
  if (count > 0) {
    const each = formatPrice(Math.round((amount / count) * 100) / 100, config.currency, config.locale)
    lines.push(
      interestFree
        ? t('buy.interestFree', { count, amount: each, provider: provider ?? '' })
        : t('buy.installments', { count, amount: each }),
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
