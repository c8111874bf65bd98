import { describe, expect, it } from 'vitest'
import { findProduct, regionConfig } from '@storefront/region-config'
import { buyBoxPropsOf } from './buy-box-props'

/** A translator that shows the key and its values, so each line says where it came from. */
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)

describe('buyBoxPropsOf', () => {
  const uk = regionConfig('uk')
  // The uk Megatron with a promo of our own: how the props are made is the subject, not the catalogue's
  // figures (region-config's catalogue.test.ts holds those to docs/rules/prices.md#fixed-prices).
  const megatron = {
    ...findProduct('uk', 'flagshipMegatron')!,
    price: 1299,
    activityPrice: 1169,
    activityTime: { startTime: '2025-09-22T08:00:00+08:00' },
  }
  const start = Date.parse(megatron.activityTime.startTime)

  it('before the promo: the regular price and a note with its price and start in the region’s time', () => {
    const props = buyBoxPropsOf(megatron, start - 1, uk, t)
    expect(props).toMatchObject({ name: megatron.name, price: '£1,299.00', listPrice: undefined, reference: undefined })
    expect(props.promoNote).toBe('buy.promoFrom {"price":"£1,169.00","date":"22 September 2025 at 01:00 BST"}')
    expect(props.buyHref).toBe(megatron.buy)
    expect(props.labels.soldBy).toBe(`buy.soldBy {"retailer":"${megatron.retailer}"}`)
  })

  it('during the promo: the promo price, the regular one struck, payment lines on the price paid now', () => {
    const props = buyBoxPropsOf(megatron, start, uk, t)
    expect(props).toMatchObject({ price: '£1,169.00', listPrice: '£1,299.00', promoNote: undefined })
    expect(props.reference).toBe('format.labelled {"label":"buy.referenceWas","value":"£1,299.00"}')
    // uk: three interest-free Klarna payments of the promo price (1169 / 3), then the methods.
    expect(props.details).toEqual([
      'buy.interestFree {"count":3,"amount":"£389.67","provider":"Klarna"}',
      'format.labelled {"label":"buy.payWith","value":"payment.klarna"}',
    ])
  })

  it('carries the availability, and payment lines only for what a shopper can buy now', () => {
    const us = regionConfig('us')
    const soldOut = findProduct('us', 'bumblebeeG1Performance')!
    const props = buyBoxPropsOf(soldOut, 0, us, t)
    expect(props.availability).toBe('sold-out')
    expect(props.details).toEqual([])
    expect(buyBoxPropsOf({ ...soldOut, stock: 5 }, 0, us, t).details).toHaveLength(2)
    expect(buyBoxPropsOf({ ...soldOut, stock: 5, buy: '' }, 0, us, t).details).toEqual([])
    expect(buyBoxPropsOf(findProduct('us', 'grimlockG1Flagship')!, 0, us, t).details).toHaveLength(2)
  })

  it('during a campaign: the deal, the market’s reference struck and named, the campaign’s end with its zone', () => {
    const inside = Date.parse('2026-11-22T12:00:00+08:00')
    const props = buyBoxPropsOf(findProduct('de', 'flagshipMegatron')!, inside, regionConfig('de'), t)
    expect(props).toMatchObject({ price: '1.299,00 €', listPrice: '1.439,00 €' })
    expect(props.reference).toBe(
      'format.labelled {"label":"buy.referenceLowest {\\"count\\":30}","value":"1.439,00 €"}',
    )
    const date = '1. Dezember 2026 um 17:00 Uhr MEZ'
    expect(props.promoNote).toBe(`buy.dealUntil {"campaign":"nav.black-friday","date":"${date}"}`)
  })

  it('de: every offer says VAT included and what shipping costs, from the region data (PAngV §3, §6)', () => {
    const de = regionConfig('de')
    const megatron = findProduct('de', 'flagshipMegatron')!
    expect(buyBoxPropsOf(megatron, 0, de, t).notice).toBe('buy.vatFreeShipping')
    expect(buyBoxPropsOf(megatron, 0, { ...de, priceNotice: { shipping: 5.95 } }, t).notice).toMatch(
      /^buy\.vatShipping \{"shipping":"5,95\s€"\}$/u,
    )
    expect(buyBoxPropsOf(megatron, 0, regionConfig('fr'), t).notice).toBeUndefined()
  })

  it('labels the promo price for screen readers with the language’s colon (format.labelled)', () => {
    expect(buyBoxPropsOf(findProduct('de', 'flagshipMegatron')!, 0, regionConfig('de'), t).labels.promoPrice).toBe(
      'format.labelled {"label":"buy.promoPrice","value":""}',
    )
  })
})
