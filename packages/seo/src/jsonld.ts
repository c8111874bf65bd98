import { availabilityOf, priceAt, REGION_LOCALE, type Product, type RegionConfig } from '@storefront/region-config'
import { postalAddressOf, type PostalAddressLd } from './address'

export type { PostalAddressLd } from './address'

export const SCHEMA_ORG = 'https://schema.org'
type Context = { '@context': typeof SCHEMA_ORG }

/** schema.org availability URLs the Offer uses. */
export const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'sold-out': 'https://schema.org/OutOfStock',
  'pre-order': 'https://schema.org/PreOrder',
} as const
export type AvailabilityUrl = (typeof AVAILABILITY)[keyof typeof AVAILABILITY]

export interface OrganizationLd extends Context {
  '@type': 'Organization'
  '@id': string
  name: string
  legalName: string
  url: string
  logo: string
  sameAs: string[]
  address: PostalAddressLd
}

export interface WebSiteLd {
  '@type': 'WebSite'
  '@id': string
  name: string
  url: string
}

export interface WebPageLd extends Context {
  '@type': 'WebPage'
  '@id': string
  url: string
  name: string
  description: string
  /** BCP 47 language of the page (its `<html lang>`). */
  inLanguage: string
  isPartOf: WebSiteLd
  publisher: { '@id': string }
  primaryImageOfPage?: { '@type': 'ImageObject'; url: string }
  /** On product pages: a reference to the Product node. */
  mainEntity?: { '@id': string }
}

export interface SellerLd {
  '@type': 'Organization'
  name: string
}

export interface OfferLd {
  '@type': 'Offer'
  /** The price a shopper pays now: the promo price while it is active. */
  price: number
  /** ISO 4217. */
  priceCurrency: string
  availability: AvailabilityUrl
  itemCondition: 'https://schema.org/NewCondition'
  /** The external buy link; absent when the region has none. */
  url?: string
  seller: SellerLd
  /**
   * The last date the price holds: a campaign deal's end, or the regular price's while a promo is announced
   * (its start); a schema.org Date, in the instant's configured offset.
   */
  priceValidUntil?: string
  /** The announced promo's offer: its start (ISO 8601 instant, as configured). */
  validFrom?: string
}

export interface BuyActionLd {
  '@type': 'BuyAction'
  /** The external buy link. */
  target: string
  seller: SellerLd
}

export interface ProductLd extends Context {
  '@type': 'Product'
  '@id': string
  name: string
  description: string
  url: string
  image?: string
  sku: string
  productID: string
  brand: { '@type': 'Brand'; name: string }
  /** The offer at `now`; while a promo is announced, that offer and the promo's (see `currentOffer`). */
  offers: OfferLd | [OfferLd, OfferLd]
  /** Absent when the product has no buy link in the region. */
  potentialAction?: BuyActionLd
}

export interface ItemListLd extends Context {
  '@type': 'ItemList'
  '@id': string
  name: string
  numberOfItems: number
  itemListElement: { '@type': 'ListItem'; position: number; url: string; name: string; image?: string }[]
}

export type JsonLd = OrganizationLd | WebPageLd | ProductLd | ItemListLd

/** `@id` of the ItemList node of a catalogue page. */
export const itemListId = (pageUrl: string): string => `${pageUrl}#itemlist`

/** One entry of a catalogue page's list: the product page it leads to, the product's name there and its picture. */
export interface ItemListEntry {
  url: string
  name: string
  image?: string | undefined
}

/** The robots a catalogue page lists, in its order (docs/rules/seo.md#json-ld). */
export function itemListJsonLd(pageUrl: string, name: string, items: readonly ItemListEntry[]): ItemListLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    '@id': itemListId(pageUrl),
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: item.url,
      name: item.name,
      ...(item.image ? { image: item.image } : {}),
    })),
  }
}

/** ISO alpha-2 country a region's locale names (zh-CN → CN); none for en-EU. */
const countryOfRegion = (region: RegionConfig): string | undefined => {
  const territory = REGION_LOCALE[region.id].split('-')[1]
  return territory && territory !== 'EU' ? territory : undefined
}

export interface OrganizationInput {
  /** Brand name shown to visitors ('Mechaform Robotics', for cn '机形科技'). */
  siteName: string
  /** Absolute URL of the region's home page. */
  homeUrl: string
  /** Absolute URL of the logo image. */
  logo: string
  region: RegionConfig
}

/** Organization of a region: brand name, legal name, home, logo, social profiles, address. */
export function organizationJsonLd({ siteName, homeUrl, logo, region }: OrganizationInput): OrganizationLd {
  const fallbackCountry = countryOfRegion(region)
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': `${homeUrl}#organization`,
    name: siteName,
    legalName: region.company.name,
    url: homeUrl,
    logo,
    sameAs: region.media.map((m) => m.url),
    address: postalAddressOf(region.company.address, fallbackCountry),
  }
}

export interface WebPageInput {
  /** Canonical URL of the page. */
  url: string
  /** Page title (without the site name). */
  name: string
  description: string
  inLanguage: string
  siteName: string
  homeUrl: string
  image?: string | undefined
  /** `@id` of the page's main entity (the Product node on product pages). */
  mainEntityId?: string | undefined
}

/** WebPage, part of the region's WebSite, published by the region's Organization. */
export function webPageJsonLd(input: WebPageInput): WebPageLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebPage',
    '@id': `${input.url}#webpage`,
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: input.inLanguage,
    isPartOf: { '@type': 'WebSite', '@id': `${input.homeUrl}#website`, name: input.siteName, url: input.homeUrl },
    publisher: { '@id': `${input.homeUrl}#organization` },
    ...(input.image ? { primaryImageOfPage: { '@type': 'ImageObject' as const, url: input.image } } : {}),
    ...(input.mainEntityId ? { mainEntity: { '@id': input.mainEntityId } } : {}),
  }
}

export interface ProductInput {
  product: Product
  /** Canonical URL of the product page. */
  url: string
  description: string
  /** Absolute image URL. */
  image?: string | undefined
  /** ISO 4217 currency of the region. */
  currency: string
  /** Brand name ('Mechaform Robotics' / '机形科技'). */
  brand: string
  /** Epoch ms: decides whether the promo price applies. */
  now: number
  /** IANA time zone of the region: the days a price holds are its calendar days. */
  timeZone: string
}

/** The calendar date (YYYY-MM-DD) in `timeZone` of the last instant before `isoInstant`: the last day a price holds. */
export function lastDayBefore(isoInstant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(Date.parse(isoInstant) - 1)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The offer a shopper gets at the instant the Product node was made (the first while a promo is announced). */
export const currentOffer = <O extends object = OfferLd>(product: { offers: O | readonly [O, O] }): O =>
  Array.isArray(product.offers) ? (product.offers as readonly [O, O])[0] : (product.offers as O)

/** `@id` of the Product node of a product page. */
export const productId = (pageUrl: string): string => `${pageUrl}#product`

/**
 * Product with its Offer at `now`: price as a number (the promo price once its start time has
 * passed), currency, availability (OutOfStock for stock 0, PreOrder for pre-sale), the external
 * buy link and its retailer as seller, and a BuyAction targeting that link. With no buy link, or sold out,
 * the Offer has no url and there is no BuyAction.
 */
export function productJsonLd(input: ProductInput): ProductLd {
  const { product, url, description, image, currency, brand, now, timeZone } = input
  const seller: SellerLd = { '@type': 'Organization', name: product.retailer }
  // A sold-out product cannot be bought: no shop link is offered (docs/rules/prices.md#availability).
  const buy = availabilityOf(product) === 'sold-out' ? '' : product.buy
  const offer = (price: number): OfferLd => ({
    '@type': 'Offer',
    price,
    priceCurrency: currency,
    availability: AVAILABILITY[availabilityOf(product)],
    itemCondition: 'https://schema.org/NewCondition',
    ...(buy ? { url: buy } : {}),
    seller,
  })
  const paid = priceAt(product, now)
  const dealEnd = product.deals?.find((d) => d.campaign === paid.reduction?.campaign)?.end
  // A campaign's deal holds until the last day of its window in the region (docs/rules/prices.md#campaign-deals).
  const current = { ...offer(paid.price), ...(dealEnd ? { priceValidUntil: lastDayBefore(dealEnd, timeZone) } : {}) }
  const promoStart = product.activityTime?.startTime
  const announced =
    !dealEnd && product.activityPrice !== undefined && promoStart !== undefined && now < Date.parse(promoStart)
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    '@id': productId(url),
    name: product.name,
    description,
    url,
    ...(image ? { image } : {}),
    sku: product.key,
    productID: product.key,
    brand: { '@type': 'Brand', name: brand },
    // The regular price holds until the promo starts: its last day is the day before the start, in the region.
    offers: announced
      ? [
          { ...current, priceValidUntil: lastDayBefore(promoStart, timeZone) },
          { ...offer(product.activityPrice!), validFrom: promoStart },
        ]
      : current,
    ...(buy ? { potentialAction: { '@type': 'BuyAction' as const, target: buy, seller } } : {}),
  }
}
