import { useData } from 'vike-react/useData'
import { useTranslate, type Translate } from './translate'
import type { PageData } from './page-data'

export const usePage = (): PageData => useData<PageData>()

/** The page's translator: missing keys render as '' (never the key). */
export function useT(): Translate {
  return useTranslate('common')
}
