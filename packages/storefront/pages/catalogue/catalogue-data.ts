import {
  availabilityOf,
  pathOf,
  priceAt,
  type Availability,
  type Product,
  type RegionId,
} from '@storefront/region-config'

/** The catalogue page's choices (docs/rules/routing.md#query-parameters: its route reads `availability` and `sort`). */
export const AVAILABILITY_CHOICES = ['all', 'in-stock', 'pre-order'] as const
export const SORT_CHOICES = ['featured', 'price-asc', 'price-desc'] as const
export type AvailabilityChoice = (typeof AVAILABILITY_CHOICES)[number]
export type SortChoice = (typeof SORT_CHOICES)[number]

export interface CatalogueQuery {
  availability: AvailabilityChoice
  sort: SortChoice
}

/** Groups in the order a shopper asks: what ships now, then pre-orders, then what is sold out. */
const GROUP_ORDER: readonly Availability[] = ['in-stock', 'pre-order', 'sold-out']

const oneOf = <T extends string>(choices: readonly T[], value: string | undefined): T =>
  choices.find((c) => c === value) ?? choices[0]!

/** The page's choices from its URL's query; anything unknown is the default (all robots, featured order). */
export function catalogueQueryOf(search: Record<string, string | undefined>): CatalogueQuery {
  return { availability: oneOf(AVAILABILITY_CHOICES, search.availability), sort: oneOf(SORT_CHOICES, search.sort) }
}

/** The query of a choice: only what differs from the default, `?…` or empty. */
export function catalogueSearch(query: CatalogueQuery): string {
  const params = new URLSearchParams()
  if (query.availability !== 'all') params.set('availability', query.availability)
  if (query.sort !== 'featured') params.set('sort', query.sort)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The address of a choice: the catalogue page with only what differs from the default in its query. */
export const catalogueHref = (region: RegionId, query: CatalogueQuery): string =>
  pathOf(region, 'products') + catalogueSearch(query)

export interface CatalogueGroup {
  availability: Availability
  products: Product[]
}

/**
 * Every robot of the region at `now`, grouped by availability (in stock, pre-order, sold out), the groups the
 * choice leaves, each in the catalogue's order or by the price paid now (a running deal's or promo's).
 */
export function catalogueGroupsOf(products: readonly Product[], now: number, query: CatalogueQuery): CatalogueGroup[] {
  const shown = products.filter((p) => query.availability === 'all' || availabilityOf(p) === query.availability)
  const sorted =
    query.sort === 'featured'
      ? shown
      : shown
          .map((product) => ({ product, price: priceAt(product, now).price }))
          .sort((a, b) => (query.sort === 'price-asc' ? a.price - b.price : b.price - a.price))
          .map(({ product }) => product)
  return GROUP_ORDER.map((availability) => ({
    availability,
    products: sorted.filter((p) => availabilityOf(p) === availability),
  })).filter((group) => group.products.length > 0)
}

/** The robots in the order the catalogue's own address shows them (no choice made): its JSON-LD ItemList's order. */
export const catalogueOrderOf = (products: readonly Product[], now: number): Product[] =>
  catalogueGroupsOf(products, now, catalogueQueryOf({})).flatMap((group) => group.products)
