import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { AccountScreen } from '../account/account-screen'
import { ServiceForm, type FormKind } from '../components/service-form'
import { TranslationsProvider, instanceFor, type Resources } from '../lib/shared/translate'
import type { PageData } from '../lib/shared/page-data'

export interface PageIslandProps {
  page: PageData
  pathname: string
  search: Record<string, string>
}

/** Builds the page's i18next instance before hydration (registry.ts); the render then finds it built. */
export function prepare({ page }: PageIslandProps): void {
  instanceFor(page.language, (page.resources ?? {}) as NonNullable<Resources>)
}

/**
 * An island that keeps the page's data and i18next in the browser: the account screens and the
 * service forms, whose many messages and states would not pay to translate ahead. It brings its own
 * page context (the same on the server and in the browser), so their hooks (usePage, useT) work as
 * in a fully hydrated page.
 */
export default function PageIsland({ page, pathname, search }: PageIslandProps) {
  const pageContext = {
    storefront: page,
    urlPathname: pathname,
    urlParsed: { pathname, search },
    isHydration: true,
  } as unknown as PageContext
  const form = page.route?.meta.form
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <TranslationsProvider language={page.language} resources={page.resources as Resources}>
        {page.route?.component === 'account' ? (
          <AccountScreen />
        ) : form ? (
          <ServiceForm kind={form as FormKind} />
        ) : null}
      </TranslationsProvider>
    </VikeReactProviderPageContext>
  )
}
