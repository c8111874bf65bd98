import type { FlatRoute, Product } from '@storefront/region-config'
import type { PageContent } from '@storefront/content'

/** Which of the region's catalogue a page shows, from its route and its copy. */
export type ProductsShown = (
  route: FlatRoute | null,
  content: PageContent | null,
  catalogue: readonly Product[],
) => readonly Product[]

/** A product page's own robot, those its copy lists (a `products` section) and those the page presents (`link`). */
export const productsOfThePage: ProductsShown = (route, content, catalogue) => {
  const keys = new Set<string>(
    content?.sections.flatMap((section) => (section.kind === 'products' ? section.keys : [])),
  )
  if (route?.meta.product) keys.add(route.meta.product)
  return catalogue.filter((product) => keys.has(product.key) || (route && product.link === route.meta.slug))
}

/** Every robot of the region: a form's product picker, the catalogue page, the not-found page's suggestions. */
export const wholeCatalogue: ProductsShown = (_route, _content, catalogue) => catalogue
