import { describe, expect, it } from 'vitest'
import { catalogueOf, findProduct, MEGATRON_PROMO_START } from './catalogue'
import { REGION_SHOP } from './regions'
import { PRODUCT_BASE, PRODUCT_KEYS, type ProductKey } from './products'
import { PAGES } from './pages'
import { REGION_IDS, type RegionId } from './regions'
import { hasPage } from './routes'
import { availabilityOf, priceAt } from './time'
import { REGION_CONFIGS } from './index'
import type { Product } from './schema'

const product = (region: RegionId, key: ProductKey): Product => {
  const p = findProduct(region, key)
  if (!p) throw new Error(`${region} has no ${key}`)
  return p
}

describe('product keys (docs/rules/prices.md#products)', () => {
  it('knows every product key (docs/rules/prices.md#products)', () => {
    expect([...PRODUCT_KEYS].sort()).toEqual(
      [
        'miniRobot',
        'flagshipBumblebee',
        'toyStoryBuzzLightyear',
        'flagshipMegatron',
        'grimlockG1Flagship',
        'bumblebeeG1Performance',
        'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
        'eliteOptimusPrime',
        'aiBase',
        'k1ProInterstellarScout',
        'interstellarScoutK1',
        'interstellarScoutK1pro',
        'interstellarAgentT9',
        'buzzLightyearSpaceRangerAlpha',
        'flagshipOptimusPrime',
        'eliteOptimusPrimeAiBase',
      ].sort(),
    )
    for (const key of PRODUCT_KEYS) expect(PRODUCT_BASE[key].name.length).toBeGreaterThan(0)
  })

  it('sells every key in at least one region', () => {
    const sold = new Set(REGION_IDS.flatMap((r) => catalogueOf(r).map((p) => p.key)))
    expect([...sold].sort()).toEqual([...PRODUCT_KEYS].sort())
  })

  it('lists each key at most once per region and carries every product field (docs/rules/prices.md#products)', () => {
    for (const r of REGION_IDS) {
      const keys = catalogueOf(r).map((p) => p.key)
      expect(new Set(keys).size, r).toBe(keys.length)
      for (const p of catalogueOf(r)) {
        expect(Object.keys(p)).toEqual(
          expect.arrayContaining(['key', 'name', 'link', 'buy', 'alt', 'price', 'isPreSale', 'stock']),
        )
        expect(p.buy === '' || p.buy.startsWith(REGION_SHOP[r].url), `${r}.${p.key}`).toBe(true)
      }
    }
  })
})

describe('fixed prices (docs/rules/prices.md#fixed-prices)', () => {
  it.each([
    ['us', 'flagshipBumblebee', 1299],
    ['us', 'flagshipMegatron', 1499],
    ['us', 'grimlockG1Flagship', 1699],
    ['us', 'interstellarScoutK1', 299],
    ['us', 'k1ProInterstellarScout', 399],
    ['us', 'aiBase', 299],
    ['uk', 'flagshipBumblebee', 1299],
    ['uk', 'flagshipMegatron', 1299],
    ['eu', 'flagshipBumblebee', 1599],
    ['fr', 'flagshipBumblebee', 1599],
    ['de', 'flagshipBumblebee', 1599],
    ['eu', 'flagshipMegatron', 1599],
    ['fr', 'flagshipMegatron', 1599],
    ['de', 'flagshipMegatron', 1599],
    ['jp', 'flagshipBumblebee', 174900],
    ['cn', 'flagshipBumblebee', 8499],
    ['cn', 'flagshipMegatron', 9999],
  ] as const)('%s %s costs %d', (region, key, price) => {
    expect(product(region, key).price).toBe(price)
  })

  it.each([
    ['uk', 1169, '2025-09-22T08:00:00+08:00'],
    ['eu', 1439, '2025-09-22T07:00:00+08:00'],
    ['fr', 1439, '2025-09-22T07:00:00+08:00'],
    ['de', 1439, '2025-09-22T07:00:00+08:00'],
  ] as const)('%s Megatron promo %d from %s', (region, promo, start) => {
    const p = product(region, 'flagshipMegatron')
    expect(p.activityPrice).toBe(promo)
    expect(Date.parse(p.activityTime!.startTime)).toBe(Date.parse(start))
    expect(MEGATRON_PROMO_START[region]).toBe(p.activityTime!.startTime)
  })

  it('has a promo on Megatron in uk, eu, fr and de only', () => {
    const promos = REGION_IDS.flatMap((r) =>
      catalogueOf(r)
        .filter((p) => p.activityPrice !== undefined)
        .map((p) => `${r}.${p.key}`),
    )
    expect(promos.sort()).toEqual([
      'de.flagshipMegatron',
      'eu.flagshipMegatron',
      'fr.flagshipMegatron',
      'uk.flagshipMegatron',
    ])
    for (const r of REGION_IDS)
      for (const p of catalogueOf(r))
        expect(p.activityPrice === undefined, `${r}.${p.key}`).toBe(p.activityTime === undefined)
  })
})

describe('priceAt', () => {
  it.each([
    ['uk', '2025-09-22T08:00:00+08:00', 1299, 1169],
    ['eu', '2025-09-22T07:00:00+08:00', 1599, 1439],
    ['fr', '2025-09-22T07:00:00+08:00', 1599, 1439],
    ['de', '2025-09-22T07:00:00+08:00', 1599, 1439],
  ] as const)('%s Megatron: list price until 1 ms before %s, promo from then on', (region, start, list, promo) => {
    const p = product(region, 'flagshipMegatron')
    const t = Date.parse(start)
    expect(priceAt(p, t - 1)).toEqual({ price: list, listPrice: list, promo: false })
    expect(priceAt(p, t)).toEqual({ price: promo, listPrice: list, promo: true, reduction: { since: t } })
    expect(priceAt(p, t + 365 * 86_400_000)).toEqual({
      price: promo,
      listPrice: list,
      promo: true,
      reduction: { since: t },
    })
  })

  it('uk still pays 1299 at 07:30 +08:00, when eu already pays 1439', () => {
    const t = Date.parse('2025-09-22T07:30:00+08:00')
    expect(priceAt(product('uk', 'flagshipMegatron'), t).price).toBe(1299)
    expect(priceAt(product('eu', 'flagshipMegatron'), t).price).toBe(1439)
  })

  it('never applies a promo without a start time, or a start without a promo price', () => {
    const base = product('us', 'flagshipMegatron')
    // Outside every campaign window: a deal would be a reduction of its own.
    const now = Date.parse('2026-12-05T00:00:00+08:00')
    expect(priceAt({ ...base, activityPrice: 999 }, now)).toEqual({ price: 1499, listPrice: 1499, promo: false })
    expect(priceAt({ ...base, activityTime: { startTime: '2000-01-01T00:00:00Z' } }, now).promo).toBe(false)
    expect(priceAt(product('cn', 'flagshipMegatron'), now).price).toBe(9999)
  })
})

describe('availabilityOf (docs/rules/prices.md#availability)', () => {
  const base = product('us', 'flagshipBumblebee')
  it('stock 0 is sold out, even when pre-selling', () => {
    expect(availabilityOf({ ...base, stock: 0 })).toBe('sold-out')
    expect(availabilityOf({ ...base, stock: 0, isPreSale: true })).toBe('sold-out')
  })
  it('isPreSale is pre-order', () => {
    expect(availabilityOf({ ...base, stock: 5, isPreSale: true })).toBe('pre-order')
  })
  it('otherwise in stock', () => {
    expect(availabilityOf({ ...base, stock: 1, isPreSale: false })).toBe('in-stock')
  })
  it('the catalogue shows each state at least once', () => {
    expect(availabilityOf(product('us', 'bumblebeeG1Performance'))).toBe('sold-out')
    expect(availabilityOf(product('us', 'grimlockG1Flagship'))).toBe('pre-order')
    expect(availabilityOf(product('us', 'flagshipBumblebee'))).toBe('in-stock')
  })
})

describe('tags (docs/rules/prices.md#tags: HOT on Megatron, NEW on Bumblebee, red)', () => {
  it('tags Megatron HOT and Bumblebee NEW wherever they are sold, nothing else', () => {
    for (const r of REGION_IDS) {
      for (const p of catalogueOf(r)) {
        const expected = p.key === 'flagshipMegatron' ? 'HOT' : p.key === 'flagshipBumblebee' ? 'NEW' : undefined
        expect(p.tag, `${r}.${p.key}`).toBe(expected)
      }
    }
  })

  it('shows the tags in red on the navigation of every region that sells them', () => {
    for (const r of REGION_IDS) {
      const children = REGION_CONFIGS[r].navs.flatMap((n) => n.children ?? [])
      for (const key of ['flagshipMegatron', 'flagshipBumblebee'] as const) {
        if (!findProduct(r, key)) continue
        const item = children.find((c) => c.identify === key)
        expect(item, `${r} nav lists ${key}`).toBeDefined()
        expect(item!.tag).toEqual({ color: 'red', label: key === 'flagshipMegatron' ? 'HOT' : 'NEW' })
      }
      for (const c of children) if (c.tag) expect(['flagshipMegatron', 'flagshipBumblebee'], r).toContain(c.identify)
    }
  })
})

describe('catalogue and pages agree', () => {
  it('every product links to a page its region has', () => {
    for (const r of REGION_IDS)
      for (const p of catalogueOf(r)) expect(hasPage(r, p.link), `${r}.${p.key} → ${p.link}`).toBe(true)
  })

  it('every product page a region has sells that product there', () => {
    for (const page of PAGES.filter((p) => p.type === 'product')) {
      for (const r of page.regions) expect(findProduct(r, page.product!), `${r}/${page.slug}`).toBeDefined()
    }
  })

  it('is built once and shared', () => {
    expect(catalogueOf('us')).toBe(catalogueOf('us'))
  })
})
