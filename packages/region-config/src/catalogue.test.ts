import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogueOf, findProduct, MEGATRON_PROMO_START } from './catalogue'
import { REGION_SHOP } from './regions'
import { PRODUCT_BASE, PRODUCT_KEYS, type ProductKey } from './products'
import { offerAnchorOf, PAGES, productPathOf } from './pages'
import { pathOf, REGION_IDS, type RegionId } from './regions'
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

/** The fixed prices and promos, read from their one written place: the table of docs/rules/prices.md#fixed-prices. */
interface FixedPrice {
  region: RegionId
  key: ProductKey
  price: number
  promo?: { price: number; start: string }
}
function fixedPrices(): FixedPrice[] {
  const doc = readFileSync(new URL('../../../docs/rules/prices.md', import.meta.url), 'utf8')
  const section = doc.slice(doc.indexOf('## Fixed prices'), doc.indexOf('## Promo windows'))
  const keyOf = (name: string) => PRODUCT_KEYS.find((k) => PRODUCT_BASE[k].name === name)
  return section
    .split('\n')
    .filter((line) => /^\| [a-z]/.test(line))
    .flatMap((line) => {
      const [regions, name, price, promoPrice, promoFrom] = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim())
      const key = keyOf(name!)
      if (!key) throw new Error(`prices.md names an unknown product: ${name}`)
      return regions!.split(', ').map((region) => ({
        region: region as RegionId,
        key,
        price: Number(price),
        ...(promoPrice ? { promo: { price: Number(promoPrice), start: promoFrom!.replace(/`/g, '') } } : {}),
      }))
    })
}
const FIXED = fixedPrices()
const PROMOS = FIXED.filter((f) => f.promo)

describe('fixed prices (docs/rules/prices.md#fixed-prices)', () => {
  it('reads the table', () => {
    expect(FIXED.length).toBeGreaterThan(10)
    expect(PROMOS.length).toBeGreaterThan(0)
  })

  it.each(FIXED.map((f) => [f.region, f.key, f] as const))('%s %s costs what the table says', (region, key, f) => {
    const p = product(region, key)
    expect(p.price).toBe(f.price)
    expect(p.activityPrice).toBe(f.promo?.price)
    if (f.promo) expect(Date.parse(p.activityTime!.startTime)).toBe(Date.parse(f.promo.start))
    if (f.promo) expect(MEGATRON_PROMO_START[region]).toBe(p.activityTime!.startTime)
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
  it.each(PROMOS.map((f) => [f.region, f.key, f] as const))(
    '%s %s: list price until 1 ms before the promo start, promo from then on',
    (region, key) => {
      const p = product(region, key)
      const t = Date.parse(p.activityTime!.startTime)
      const [list, promo] = [p.price, p.activityPrice!]
      expect(promo).toBeLessThan(list)
      expect(priceAt(p, t - 1)).toEqual({ price: list, listPrice: list, promo: false })
      expect(priceAt(p, t)).toEqual({ price: promo, listPrice: list, promo: true, reduction: { since: t } })
      expect(priceAt(p, t + 365 * 86_400_000)).toEqual({
        price: promo,
        listPrice: list,
        promo: true,
        reduction: { since: t },
      })
    },
  )

  it('starts each promo at its own instant: between eu’s start and uk’s, eu pays the promo, uk the list', () => {
    const [uk, eu] = [product('uk', 'flagshipMegatron'), product('eu', 'flagshipMegatron')]
    const between = Date.parse(eu.activityTime!.startTime) + 1
    expect(between).toBeLessThan(Date.parse(uk.activityTime!.startTime))
    expect(priceAt(uk, between).price).toBe(uk.price)
    expect(priceAt(eu, between).price).toBe(eu.activityPrice)
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

  it('every card leads to its own page, or to its offer on the page presenting it', () => {
    for (const r of REGION_IDS)
      for (const p of catalogueOf(r)) {
        const [path, anchor] = productPathOf(r, p).split('#')
        const page = PAGES.find((row) => pathOf(r, row.slug) === path)
        expect(page, `${r}.${p.key}`).toBeDefined()
        if (page!.product === p.key) expect(anchor, `${r}.${p.key}`).toBeUndefined()
        else {
          // The page presents it (its link), and offers it under that anchor (storefront's PresentedOffers).
          expect(p.link, `${r}.${p.key}`).toBe(page!.slug)
          expect(anchor).toBe(offerAnchorOf(p.key))
        }
      }
  })

  it('one product, one name: no two products are named with the same words', () => {
    const words = (name: string) => name.toLowerCase().split(/\s+/).sort().join(' ')
    const byWords = new Map<string, ProductKey>()
    for (const key of PRODUCT_KEYS) {
      expect(byWords.get(words(PRODUCT_BASE[key].name)), key).toBeUndefined()
      byWords.set(words(PRODUCT_BASE[key].name), key)
    }
  })

  it('is built once and shared', () => {
    expect(catalogueOf('us')).toBe(catalogueOf('us'))
  })
})
