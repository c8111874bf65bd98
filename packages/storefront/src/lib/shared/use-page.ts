import { usePageContext } from 'vike-react/usePageContext'
import type { Product } from '@storefront/region-config'
import { useTranslate, type Translate } from './translate'
import type { PageData } from './page-data'

/**
 * The page's data (its page type's +onBeforeRender.ts): on the server while rendering, and in the browser inside
 * the islands that carry it (page-island.tsx). Kept off `pageContext.data`, which Vike would serialise
 * into every page: the other islands get their few props already translated instead.
 */
export const usePage = (): PageData => usePageContext().storefront!

/** The request's path (`urlPathname`), parsed once per request (+onBeforeRoute's `pagePath`). */
export function usePagePath(): string {
  const pageContext = usePageContext()
  return pageContext.pagePath ?? pageContext.urlPathname
}

/** The product of a product page, from the page's own catalogue (prices and buy links of its region). */
export function productOfPage({ route, catalogue }: Pick<PageData, 'route' | 'catalogue'>): Product | undefined {
  const key = route?.meta.product
  return key ? catalogue.find((product) => product.key === key) : undefined
}

export const usePageProduct = (): Product | undefined => productOfPage(usePage())

/** The page's translator: missing keys render as '' (never the key). */
export function useT(): Translate {
  return useTranslate('common')
}
