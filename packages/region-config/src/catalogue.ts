import { REGION_SHOP, type RegionId } from './regions'
import { PRODUCT_BASE, type ProductKey } from './products'
import type { Product } from './schema'

type Offer = Pick<Product, 'price'> &
  Partial<Pick<Product, 'activityPrice' | 'activityTime' | 'isPreSale' | 'stock' | 'tag'>> & { buy?: string }

/** Megatron promo start per region: the table of docs/rules/prices.md#fixed-prices (catalogue.test.ts holds it). */
export const MEGATRON_PROMO_START: Partial<Record<RegionId, string>> = {
  uk: '2025-09-22T08:00:00+08:00',
  eu: '2025-09-22T07:00:00+08:00',
  fr: '2025-09-22T07:00:00+08:00',
  de: '2025-09-22T07:00:00+08:00',
}

const HOT = { tag: 'HOT' as const }
const NEW = { tag: 'NEW' as const }
const euSet = (region: 'uk' | 'eu' | 'fr' | 'de'): Partial<Record<ProductKey, Offer>> => {
  const uk = region === 'uk'
  return {
    flagshipBumblebee: { price: uk ? 1299 : 1599, ...NEW },
    flagshipMegatron: {
      price: uk ? 1299 : 1599,
      activityPrice: uk ? 1169 : 1439,
      activityTime: { startTime: MEGATRON_PROMO_START[region]! },
      ...HOT,
    },
    toyStoryBuzzLightyear: { price: uk ? 649 : 749 },
    miniRobot: { price: uk ? 249 : 279 },
    interstellarScoutK1: { price: uk ? 249 : 279 },
    interstellarScoutK1pro: { price: uk ? 339 : 379 },
  }
}

/**
 * Offers per region. The fixed prices (docs/rules/prices.md#fixed-prices) are exact; the rest are this
 * storefront's list prices. Regions list only what they sell.
 */
const OFFERS: Record<RegionId, Partial<Record<ProductKey, Offer>>> = {
  us: {
    flagshipBumblebee: { price: 1299, ...NEW },
    flagshipMegatron: { price: 1499, ...HOT },
    grimlockG1Flagship: { price: 1699, isPreSale: true },
    k1ProInterstellarScout: { price: 399 },
    interstellarScoutK1: { price: 299 },
    interstellarScoutK1pro: { price: 399 },
    interstellarAgentT9: { price: 449 },
    miniRobot: { price: 299 },
    aiBase: { price: 299 },
    eliteOptimusPrime: { price: 799 },
    eliteOptimusPrimeAiBase: { price: 1049 },
    bumblebeeG1Performance: { price: 1199, stock: 0 },
    toyStoryBuzzLightyear: { price: 699 },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { price: 1599 },
    buzzLightyearSpaceRangerAlpha: { price: 899 },
    flagshipOptimusPrime: { price: 1299 },
  },
  uk: euSet('uk'),
  eu: euSet('eu'),
  fr: euSet('fr'),
  de: euSet('de'),
  jp: {
    flagshipBumblebee: { price: 174900, ...NEW },
    miniRobot: { price: 44800 },
    interstellarScoutK1: { price: 44800 },
    interstellarScoutK1pro: { price: 59800 },
  },
  kr: {
    miniRobot: { price: 399000 },
    interstellarScoutK1: { price: 399000 },
    interstellarScoutK1pro: { price: 529000 },
  },
  cn: {
    flagshipBumblebee: { price: 8499, ...NEW },
    flagshipMegatron: { price: 9999, ...HOT },
    toyStoryBuzzLightyear: { price: 4999 },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { price: 10999, isPreSale: true },
    k1ProInterstellarScout: { price: 2699 },
    miniRobot: { price: 1999 },
    interstellarScoutK1: { price: 1999 },
    interstellarScoutK1pro: { price: 2699 },
    interstellarAgentT9: { price: 2999 },
  },
}

/** Units in stock per region unless an offer says otherwise (0 = sold out). */
const DEFAULT_STOCK = 50

function productOf(region: RegionId, key: ProductKey, offer: Offer): Product {
  const base = PRODUCT_BASE[key]
  const shop = REGION_SHOP[region]
  const { buy, ...rest } = offer
  return {
    key,
    name: base.name,
    link: base.link,
    image: base.image,
    buy:
      buy ??
      `${shop.url}/products/${base.link === 'mini-robot' ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : base.link}`,
    retailer: shop.retailer,
    // The name until content describes the picture in the page's language (its `product.alt`).
    alt: base.name,
    isPreSale: false,
    stock: DEFAULT_STOCK,
    ...rest,
  }
}

const built = new Map<RegionId, readonly Product[]>()

/** The catalogue of a region, in the order of OFFERS (built once, then shared). */
export function catalogueOf(region: RegionId): readonly Product[] {
  let products = built.get(region)
  if (!products) {
    products = Object.entries(OFFERS[region]).map(([key, offer]) =>
      productOf(region, key as ProductKey, offer as Offer),
    )
    built.set(region, products)
  }
  return products
}

export function findProduct(region: RegionId, key: ProductKey): Product | undefined {
  return catalogueOf(region).find((p) => p.key === key)
}
