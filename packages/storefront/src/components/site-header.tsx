import { hasPage, pathIn, pathOf, routeByPath } from '@storefront/region-config'
import { usePageContext } from 'vike-react/usePageContext'
import { headerWordsOf } from '../lib/shared/nav-items'
import { usePage, usePagePath, useT } from '../lib/shared/use-page'
import { storedCountryLabelScript } from '../lib/browser/country'
import { Island } from '../islands/island'
import HeaderIsland from '../islands/header-island'
import { apiContextOf } from '../islands/server-props'

/** Shows the stored country's label before the first paint (us only, where the label depends on it). */
function StoredCountryLabel() {
  return <script dangerouslySetInnerHTML={{ __html: storedCountryLabelScript() }} />
}

/** The region's header navigation (HOT/NEW tags from config) with the account slot: an island. */
export function SiteHeader() {
  const page = usePage()
  const { region, config, language, now } = page
  const urlPathname = usePagePath()
  const { is404 } = usePageContext()
  const t = useT()
  // The not-found page is one render for every unknown path (src/server/page-request.ts): it names none,
  // and signing in from it leads where a sign-in without `fromPath` does.
  const loginPath = pathIn(region, language, 'login')
  // A page's readers are offered only a sign-in they can read: the Hong Kong/Macao page has none, cn's is Simplified.
  const signIn = routeByPath(loginPath)?.meta.language === language
  return (
    <>
      <Island
        name="header"
        component={HeaderIsland}
        props={{
          // A running campaign joins the menu (docs/rules/regions.md#navigation-and-footer).
          header: headerWordsOf(config, language, now, t),
          // The not-found page marks no entry: it is one render for every unknown path.
          currentHref: is404 ? null : urlPathname,
          region,
          loginHref: !signIn ? null : is404 ? loginPath : `${loginPath}?fromPath=${encodeURIComponent(urlPathname)}`,
          profileHref: hasPage(region, 'account') ? pathOf(region, 'account') : null,
          labels: { login: t('header.login'), account: t('header.account'), logout: t('header.logout') },
          api: apiContextOf(page, t),
        }}
      />
      {region === 'us' && <StoredCountryLabel />}
    </>
  )
}
