import { describe, expect, it } from 'vitest'
import { paymentLinesOf } from './payment'
import { regionConfig } from './index'

// A translator that shows what it was asked: the key and its values.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)

describe('paymentLinesOf', () => {
  it('offers us shoppers 12 instalments on the price paid now, then PayPal and Klarna', () => {
    expect(paymentLinesOf(regionConfig('us'), 1599, t)).toEqual([
      'buy.installments {"count":12,"amount":"$133.25"}',
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
})
