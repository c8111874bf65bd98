import { describe, expect, it } from 'vitest'
import { CURRENCIES, formatPrice, intlLocaleOf, REGION_CURRENCY } from './currency'

describe('currencies (docs/rules/prices.md#price-format)', () => {
  it('has each currency of a region once, the six of the launch regions first', () => {
    expect(CURRENCIES.slice(0, 6)).toEqual(['CNY', 'USD', 'GBP', 'EUR', 'JPY', 'KRW'])
    expect([...CURRENCIES]).toEqual([...new Set(Object.values(REGION_CURRENCY))])
  })

  it('gives every region its currency', () => {
    expect(REGION_CURRENCY).toMatchObject({
      cn: 'CNY',
      us: 'USD',
      uk: 'GBP',
      eu: 'EUR',
      fr: 'EUR',
      de: 'EUR',
      jp: 'JPY',
      kr: 'KRW',
    })
  })
})

describe('formatPrice', () => {
  it.each([
    [174900, 'JPY', 'ja-JP', '¥174,900'],
    [1439, 'EUR', 'de-DE', '1.439,00 €'],
    [1439, 'EUR', 'fr-FR', '1 439,00 €'],
    [1169, 'GBP', 'en-GB', '£1,169.00'],
    [9999, 'CNY', 'zh-CN', '¥9,999.00'],
    [1299, 'USD', 'en-US', '$1,299.00'],
    [1599, 'EUR', 'en-EU', '€1,599.00'],
  ] as const)('%d %s in %s → %s', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale)).toBe(expected)
  })

  it('uses only plain spaces (server and browser ICU agree)', () => {
    for (const locale of ['fr-FR', 'de-DE'] as const) {
      expect(formatPrice(1234567.5, 'EUR', locale)).not.toMatch(/[\u00a0\u202f]/)
    }
  })

  it('formats en-EU as en-IE, since ICU has no en-EU', () => {
    expect(intlLocaleOf('en-EU')).toBe('en-IE')
    expect(formatPrice(1439, 'EUR', 'en-EU')).toBe(
      new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(1439),
    )
    for (const l of ['zh-CN', 'en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'ko-KR'] as const)
      expect(intlLocaleOf(l)).toBe(l)
  })

  it('prints the half-width yen sign for ja-JP', () => {
    expect(formatPrice(44800, 'JPY', 'ja-JP')).toBe('¥44,800')
    expect(formatPrice(44800, 'JPY', 'ja-JP')).not.toContain('\uffe5')
  })

  it('is stable across calls (cached formatter)', () => {
    expect(formatPrice(1, 'KRW', 'ko-KR')).toBe(formatPrice(1, 'KRW', 'ko-KR'))
    expect(formatPrice(399000, 'KRW', 'ko-KR')).toBe('₩399,000')
  })
})
