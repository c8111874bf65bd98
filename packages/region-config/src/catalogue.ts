import { REGION_SHOP, type RegionId } from './regions'
import { PRODUCT_BASE, type ProductKey } from './products'
import { dealsOf } from './campaigns'
import type { Product } from './schema'

type PricePoint = NonNullable<Product['priceHistory']>[number]
type Offer = Pick<Product, 'price'> &
  Partial<Pick<Product, 'activityPrice' | 'activityTime' | 'isPreSale' | 'stock' | 'tag'>> & {
    buy?: string
    /** The page presenting the product in this region, when it has its own there (else the product's `link`). */
    link?: string
    /** List prices before the current one, oldest first (the current `price` applies from the last change on). */
    earlier?: readonly PricePoint[]
    /** When the current list price took effect, if not since the product was listed. */
    since?: string
  }

/** When the region's shops listed a product, unless its offer says otherwise (docs/rules/prices.md#price-history). */
export const LISTED_SINCE = '2025-03-01T00:00:00+08:00'
/** The launch products were listed (for pre-order) a month before the launch of 25 September 2025. */
const LAUNCH_LISTING = '2025-08-25T00:00:00+08:00'

/** Megatron promo start per region: the table of docs/rules/prices.md#fixed-prices (catalogue.test.ts holds it). */
export const MEGATRON_PROMO_START: Partial<Record<RegionId, string>> = {
  uk: '2025-09-22T08:00:00+08:00',
  eu: '2025-09-22T07:00:00+08:00',
  fr: '2025-09-22T07:00:00+08:00',
  de: '2025-09-22T07:00:00+08:00',
}

/** The K1 Pro's own page, where a region has one; elsewhere the mini-robot page presents it. */
const K1_PRO_PAGE = 'k1-pro-interstellar-scout'

const HOT = { tag: 'HOT' as const }
const NEW = { tag: 'NEW' as const }
const euSet = (region: 'uk' | 'eu' | 'fr' | 'de'): Partial<Record<ProductKey, Offer>> => {
  const uk = region === 'uk'
  return {
    flagshipBumblebee: { price: uk ? 1299 : 1599, since: LAUNCH_LISTING, ...NEW },
    flagshipMegatron: {
      price: uk ? 1299 : 1599,
      since: LAUNCH_LISTING,
      activityPrice: uk ? 1169 : 1439,
      activityTime: { startTime: MEGATRON_PROMO_START[region]! },
      ...HOT,
    },
    // The euro list price rose on 1 November 2026: the reference for a later reduction is the lower one.
    toyStoryBuzzLightyear: uk
      ? { price: 649 }
      : { price: 749, earlier: [{ from: LISTED_SINCE, price: 699 }], since: '2026-11-01T00:00:00+01:00' },
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
    interstellarScoutK1: { price: 299 },
    interstellarScoutK1pro: { price: 399, link: K1_PRO_PAGE },
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
    miniRobot: { price: 1999 },
    interstellarScoutK1: { price: 1999 },
    interstellarScoutK1pro: { price: 2699, link: K1_PRO_PAGE },
    interstellarAgentT9: { price: 2999 },
  },
}

/** Units in stock per region unless an offer says otherwise (0 = sold out). */
const DEFAULT_STOCK = 50

function productOf(region: RegionId, key: ProductKey, offer: Offer): Product {
  const base = PRODUCT_BASE[key]
  const shop = REGION_SHOP[region]
  const { buy, link = base.link, earlier = [], since = LISTED_SINCE, ...rest } = offer
  const deals = dealsOf(region, key)
  return {
    key,
    name: base.name,
    link,
    image: base.image,
    buy:
      buy ??
      `${shop.url}/products/${link === 'mini-robot' ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : link}`,
    retailer: shop.retailer,
    // The name until content describes the picture in the page's language (its `product.alt`).
    alt: base.name,
    isPreSale: false,
    stock: DEFAULT_STOCK,
    ...rest,
    priceHistory: [...earlier, { from: since, price: offer.price }],
    ...(deals.length ? { deals } : {}),
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
