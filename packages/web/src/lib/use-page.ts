import { useData } from 'vike-react/useData'
import type { Product } from '@storefront/region-config'
import { useTranslate, type Translate } from './translate'
import type { PageData } from './page-data'

export const usePage = (): PageData => useData<PageData>()

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
