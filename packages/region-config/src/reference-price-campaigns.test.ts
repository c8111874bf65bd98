import { describe, expect, it } from 'vitest'
import { catalogueOf, findProduct } from './catalogue'
import { CAMPAIGN_SLUGS, CAMPAIGN_WINDOWS } from './campaigns'
import { instantOf } from './instants'
import { paidPriceAt } from './price-timeline'
import { referencePriceAt, REFERENCE_PRICE_RULES } from './reference-price'
import { REGION_IDS } from './regions'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The instants each campaign is checked at: before, during, just after and 31 days after its window. */
const instantsOf = (slug: (typeof CAMPAIGN_SLUGS)[number]) => {
  const start = instantOf(CAMPAIGN_WINDOWS[slug].start)
  const end = instantOf(CAMPAIGN_WINDOWS[slug].end)
  return { before: start - HOUR, during: start + DAY, 'just after': end + HOUR, '31 days after': end + 31 * DAY }
}

/** The paid prices sampled hourly in [from, to): a price applied for less than an hour is not in this catalogue. */
const pricesPaid = (product: Parameters<typeof paidPriceAt>[0], from: number, to: number): number[] => {
  const prices: number[] = []
  for (let t = from; t < to; t += HOUR) {
    const paid = paidPriceAt(product, t)
    if (paid) prices.push(paid.price)
  }
  return prices
}

/** The instant the price paid at `t` began, found by walking back hour by hour. */
const heldSince = (product: Parameters<typeof paidPriceAt>[0], t: number): number => {
  const price = paidPriceAt(product, t)?.price
  let since = t
  while (paidPriceAt(product, since - HOUR)?.price === price && since > t - 800 * DAY) since -= HOUR
  return since
}

describe('struck prices at every instant of every campaign (docs/rules/prices.md#reference-prices)', () => {
  for (const region of REGION_IDS) {
    const rule = REFERENCE_PRICE_RULES[region]
    for (const slug of CAMPAIGN_SLUGS) {
      for (const [when, t] of Object.entries(instantsOf(slug))) {
        it(`${region}, ${slug}, ${when}: a struck price is one the region's rule allows`, () => {
          for (const product of catalogueOf(region)) {
            const struck = referencePriceAt(product, region, t)
            if (!struck) continue
            const paid = paidPriceAt(product, t)!
            expect(paid.reduction, product.key).toBeDefined()
            expect(struck.price, product.key).toBeGreaterThan(paid.price)
            if (rule.method === 'none') throw new Error(`${region} struck ${product.key}`)
            // Every rule measures the days before the price now paid was announced: no price of those days is
            // above the struck one under a "lowest" rule, and the struck one was paid in them.
            const since = heldSince(product, t)
            const before = pricesPaid(product, since - rule.days * DAY, since)
            expect(before, product.key).toContain(struck.price)
            if (rule.method === 'lowest-before') expect(struck.price, product.key).toBe(Math.min(...before))
          }
        })
      }
    }
  }

  it('eu, fr, de: the Megatron promo strikes the list price only until a lower deal has been paid', () => {
    for (const region of ['eu', 'fr', 'de'] as const) {
      const megatron = findProduct(region, 'flagshipMegatron')!
      const blackFriday = instantsOf('black-friday')
      const christmas = instantsOf('christmas-sale')
      expect(referencePriceAt(megatron, region, blackFriday.before)?.price).toBe(megatron.price)
      expect(referencePriceAt(megatron, region, blackFriday.during)?.price).toBe(megatron.activityPrice)
      // The promo resumes above the deal just paid: it is no reduction from the lowest price of the 30 days.
      expect(paidPriceAt(megatron, blackFriday['just after'])?.price).toBe(megatron.activityPrice)
      expect(referencePriceAt(megatron, region, blackFriday['just after'])).toBeUndefined()
      expect(referencePriceAt(megatron, region, blackFriday['31 days after'])).toBeUndefined()
      // The Christmas deal is above the Black Friday deal paid less than 30 days before it.
      expect(referencePriceAt(megatron, region, christmas.during)).toBeUndefined()
      expect(referencePriceAt(megatron, region, christmas['31 days after'])).toBeUndefined()
    }
  })
})
