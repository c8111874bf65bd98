import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findProduct,
  formatPrice,
  priceAt,
  REGION_APP,
  REGION_IDS,
  REGION_LOCALE,
  regionConfig,
  type ProductKey,
  type RegionId,
} from '@storefront/region-config'
import { pool, random, rawRequest, startApp, type Running } from './servers'

/**
 * Hundreds of interleaved requests across every region, at an instant between the eu/fr/de
 * Megatron promo start (07:00 +08:00) and the uk one (08:00): every answer's <html lang>, currency
 * and Megatron/Bumblebee prices must be its own region's. A render leaking another request's
 * language or region (shared i18n state, a wrong render-cache key) shows up as a foreign price or lang.
 */
const NOW = '2025-09-22T07:30:00+08:00'
const REQUESTS = 480
const PRODUCTS: ProductKey[] = ['flagshipMegatron', 'flagshipBumblebee']
const PAGE: Record<ProductKey, string> = {
  flagshipMegatron: 'flagship-megatron',
  flagshipBumblebee: 'flagship-bumblebee',
} as Record<ProductKey, string>
const PAGE_PATH = /\/flagship-(megatron|bumblebee)$/

const expectedPrice = (region: RegionId, key: ProductKey): string | null => {
  const product = findProduct(region, key)
  if (!product) return null
  const { currency, locale } = regionConfig(region)
  return formatPrice(priceAt(product, Date.parse(NOW)).price, currency, locale)
}

/** Every price string some region shows for these products: none but the region's own may appear. */
const ALL_PRICES = new Map<string, RegionId[]>()
for (const region of REGION_IDS) {
  for (const key of PRODUCTS) {
    const price = expectedPrice(region, key)
    if (price) ALL_PRICES.set(price, [...(ALL_PRICES.get(price) ?? []), region])
  }
}

interface Target {
  region: RegionId
  path: string
  prices: string[]
}

function targets(): Target[] {
  const out: Target[] = []
  for (const region of REGION_IDS) {
    const prefix = region === 'cn' ? '' : `/${region}`
    const own = PRODUCTS.map((k) => expectedPrice(region, k)).filter((p): p is string => !!p)
    out.push({ region, path: prefix || '/', prices: own })
    for (const key of PRODUCTS) {
      const price = expectedPrice(region, key)
      if (price) out.push({ region, path: `${prefix}/${PAGE[key]}`, prices: [price] })
    }
    out.push({ region, path: `${prefix}/no-such-page`, prices: [] })
  }
  return out
}

describe('per-request isolation across every region', () => {
  const apps = new Map<string, Running>()
  beforeAll(async () => {
    for (const [app, running] of await Promise.all(
      (['cn', 'us', 'eu'] as const).map(async (a) => [a, await startApp(a, { STOREFRONT_NOW: NOW })] as const),
    ))
      apps.set(app, running)
  })
  afterAll(async () => {
    await Promise.all([...apps.values()].map((a) => a.stop()))
  })

  it(`${REQUESTS} interleaved requests: each answer has its own region's lang, currency and prices`, async () => {
    const rand = random(7)
    const all = targets()
    expect(all.length).toBeGreaterThan(20)
    const failures: string[] = []
    const tasks = Array.from({ length: REQUESTS }, () => {
      const target = all[Math.floor(rand() * all.length)]!
      return async () => {
        const app = apps.get(REGION_APP[target.region])!
        const res = await rawRequest(app.base, {
          path: target.path + (rand() < 0.3 ? `?utm_source=${Math.floor(rand() * 5)}` : ''),
        })
        const what = `${target.region} ${target.path} (${res.status})`
        if (res.status !== 200 && !(target.path.endsWith('no-such-page') && res.status === 404))
          return failures.push(`status: ${what}`)
        const lang = /<html[^>]*\slang="([^"]+)"/.exec(res.body)?.[1]
        if (lang !== REGION_LOCALE[target.region]) failures.push(`lang ${lang}: ${what}`)
        for (const price of target.prices)
          if (!res.body.includes(price)) failures.push(`missing own price ${price}: ${what}`)
        for (const [price, regions] of ALL_PRICES) {
          if (!regions.includes(target.region) && res.body.includes(`>${price}<`))
            failures.push(`foreign price ${price} (${regions.join(',')}): ${what}`)
        }
        // A product page states its region's currency code (the JSON-LD offer); under server routing no page
        // sends its whole page data to the browser any more, so the other pages carry none.
        const currency = /"priceCurrency":"([A-Z]{3})"/.exec(res.body)?.[1]
        if (PAGE_PATH.test(target.path) ? currency !== regionConfig(target.region).currency : currency !== undefined)
          failures.push(`currency ${currency}: ${what}`)
      }
    })
    await pool(tasks, 24)
    expect(failures.slice(0, 20)).toEqual([])
  })

  it('the promo boundary is per region: eu/fr/de show the promo price, uk the list price', () => {
    expect(expectedPrice('de', 'flagshipMegatron')).not.toBe(formatPrice(1599, 'EUR', 'de-DE'))
    expect(expectedPrice('uk', 'flagshipMegatron')).toBe(formatPrice(1299, 'GBP', 'en-GB'))
  })
})
