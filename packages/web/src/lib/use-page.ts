import { useData } from 'vike-react/useData'
import { useTranslation } from 'react-i18next'
import type { PageData } from './page-data'

export const usePage = (): PageData => useData<PageData>()

/** The page's translator: missing keys render as '' (never the key). */
export function useT() {
  return useTranslation('common').t
}
