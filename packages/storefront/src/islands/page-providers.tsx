import type { ReactNode } from 'react'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { TranslationsProvider, type Resources } from '../lib/translate'
import type { PageData } from '../lib/page-data'

/** The props of an island that keeps the page's data (account screens, service forms). */
export interface PageIslandProps {
  page: PageData
  pathname: string
  search: Record<string, string>
}

/**
 * What the account screens and the service forms need around them: the page's data and i18next in
 * the browser (their many messages and states would not pay to translate ahead), and a page context of
 * their own (the same on the server and in the browser), so their hooks (usePage, useT) work as in a
 * fully hydrated page.
 */
export function PageProviders({ page, pathname, search, children }: PageIslandProps & { children: ReactNode }) {
  const pageContext = {
    storefront: page,
    urlPathname: pathname,
    urlParsed: { pathname, search },
    isHydration: true,
  } as unknown as PageContext
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <TranslationsProvider language={page.language} resources={page.resources as Resources}>
        {children}
      </TranslationsProvider>
    </VikeReactProviderPageContext>
  )
}
