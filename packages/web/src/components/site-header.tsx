import { Header } from '@storefront/ui'
import { hasPage, pathOf } from '@storefront/region-config'
import { usePageContext } from 'vike-react/usePageContext'
import { headerItemsOf } from '../lib/nav-items'
import { usePage, useT } from '../lib/use-page'
import { storedCountryLabelScript, useRegionLabel } from '../lib/country'
import { useLazyApi, useLazySession } from '../lib/lazy-api'

function AccountActions() {
  const { region } = usePage()
  const t = useT()
  const withApi = useLazyApi()
  const session = useLazySession()
  const { urlPathname } = usePageContext()
  const profilePath = hasPage(region, 'account') ? pathOf(region, 'account') : null
  if (!session.user_id) {
    return (
      <a className="sf-account-link" href={`${pathOf(region, 'login')}?fromPath=${encodeURIComponent(urlPathname)}`}>
        {t('header.login')}
      </a>
    )
  }
  return (
    <>
      {profilePath && (
        <a className="sf-account-link" href={profilePath}>
          {t('header.account')}
        </a>
      )}
      <button type="button" className="sf-link-button" onClick={() => void withApi((api, { logout }) => logout(api))}>
        {t('header.logout')}
      </button>
    </>
  )
}

/** Shows the stored country's label before the first paint (us only, where the label depends on it). */
function StoredCountryLabel() {
  const { cspNonce } = usePageContext() as { cspNonce?: string | null }
  // The browser hides a nonce from the DOM, and the client has none to render: not a mismatch.
  return <script nonce={cspNonce ?? undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: storedCountryLabelScript() }} />
}

/** The region's header navigation (HOT/NEW tags from config) with the account slot. */
export function SiteHeader() {
  const regionLabel = useRegionLabel()
  const { region, config, language } = usePage()
  const { urlPathname } = usePageContext()
  const t = useT()
  const items = headerItemsOf(region, language, config.navs, urlPathname)
  return (
    <>
      <Header
        brand={t('brand.name')}
        homeHref={config.home}
        items={items}
        regionLabel={regionLabel}
        regionHref={config.region.link}
        actions={<AccountActions />}
        labels={{ mainNav: t('a11y.mainNav'), openMenu: t('a11y.openMenu'), closeMenu: t('a11y.closeMenu'), home: t('a11y.home') }}
      />
      {region === 'us' && <StoredCountryLabel />}
    </>
  )
}
