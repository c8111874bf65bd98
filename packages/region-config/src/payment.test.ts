import { describe, expect, it } from 'vitest'
import { monthlyPayment, paymentLinesOf, priceNoticeOf } from './payment'
import { formatPrice } from './currency'
import { regionConfig } from './index'

// A translator that shows what it was asked: the key and its values.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)

describe('paymentLinesOf', () => {
  it('offers us shoppers 12 payments on the price paid now with their APR, then PayPal and Klarna', () => {
    expect(paymentLinesOf(regionConfig('us'), 1599, t)).toEqual([
      'buy.financing {"count":12,"amount":"$140.57","provider":"Klarna","apr":"9.99%"}',
      'format.labelled {"label":"buy.payWith","value":"payment.paypal · payment.klarna"}',
    ])
  })

  it("names uk's interest-free provider, and rounds each instalment to the cent", () => {
    const [offer] = paymentLinesOf(regionConfig('uk'), 1000, t)
    expect(offer).toBe('buy.interestFree {"count":3,"amount":"£333.33","provider":"Klarna"}')
  })

  it('has no instalment line where none is offered, and no line at all without payment methods', () => {
    expect(paymentLinesOf(regionConfig('de'), 999, t)).toEqual([
      'format.labelled {"label":"buy.payWith","value":"payment.paypal"}',
    ])
    expect(paymentLinesOf({ ...regionConfig('kr'), paymentMethods: [] }, 999, t)).toEqual([])
  })

  it('repays the amount at the rate: the annuity formula, a plain share at 0 %', () => {
    expect(monthlyPayment(1200, 12)).toBe(100)
    expect(monthlyPayment(1599, 12, 9.99)).toBe(140.57)
    // Twelve payments repay more than the price, and the interest is what the rate says over a year.
    expect(monthlyPayment(1599, 12, 9.99) * 12).toBeGreaterThan(1599)
    expect(monthlyPayment(1599, 12, 9.99) * 12).toBeLessThan(1599 * 1.0999)
  })
})

describe('priceNoticeOf (docs/rules/prices.md#price-notice)', () => {
  it('de: VAT included and the shipping cost from the region data, free there', () => {
    expect(priceNoticeOf(regionConfig('de'), t)).toBe('buy.vatFreeShipping')
    expect(priceNoticeOf({ ...regionConfig('de'), priceNotice: { shipping: 4.95 } }, t)).toBe(
      `buy.vatShipping ${JSON.stringify({ shipping: formatPrice(4.95, 'EUR', 'de-DE') })}`,
    )
  })

  it.each(['us', 'uk', 'eu', 'fr', 'jp', 'kr', 'cn'] as const)('%s: no notice beside the price', (region) => {
    expect(priceNoticeOf(regionConfig(region), t)).toBeUndefined()
  })
})
