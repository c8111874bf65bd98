import { Header, type HeaderNavItem, type HeaderProps } from '@storefront/ui'
import type { RegionId } from '@storefront/region-config'
import { useSession } from '../lib/browser/api/session'
import { useRegionLabel } from '../lib/browser/country'
import { withChromeApi, type ApiContext } from './chrome-api-context'

export interface HeaderIslandProps {
  /** The same for every page of a region and language (headerWordsOf): no entry is marked current in it. */
  header: Omit<HeaderProps, 'actions'>
  /** The page's path: the menu entry linking to it is marked current. Null on the not-found page. */
  currentHref: string | null
  region: RegionId
  /** The sign-in page with this page as `fromPath` (null where the page's language has none: no sign-in is offered),
   * and the profile page (null where the region has none). */
  loginHref: string | null
  profileHref: string | null
  labels: { login: string; account: string; logout: string }
  api: ApiContext
}

function AccountActions({
  loginHref,
  profileHref,
  labels,
  api,
}: Pick<HeaderIslandProps, 'loginHref' | 'profileHref' | 'labels' | 'api'>) {
  const session = useSession()
  if (!session.user_id) {
    return (
      loginHref && (
        <a className="sf-account-link" href={loginHref}>
          {labels.login}
        </a>
      )
    )
  }
  return (
    <>
      {profileHref && (
        <a className="sf-account-link" href={profileHref}>
          {labels.account}
        </a>
      )}
      <button
        type="button"
        className="sf-link-button"
        onClick={() => void withChromeApi(api, (client, { logout }) => logout(client))}
      >
        {labels.logout}
      </button>
    </>
  )
}

/** `items` with the entry (at any depth) linking to `href` marked current; the others as they are. */
export const markCurrent = (items: HeaderNavItem[], href: string | null): HeaderNavItem[] =>
  href === null
    ? items
    : items.map((item) => ({
        ...item,
        ...(item.href === href ? { current: true } : {}),
        ...(item.children ? { children: markCurrent(item.children, href) } : {}),
      }))

/** The region's header (menu, region label, sign-in state): an island of every page. */
export default function HeaderIsland({
  header,
  currentHref,
  region,
  loginHref,
  profileHref,
  labels,
  api,
}: HeaderIslandProps) {
  const regionLabel = useRegionLabel(region, header.regionLabel)
  return (
    <Header
      {...header}
      items={markCurrent(header.items, currentHref)}
      regionLabel={regionLabel}
      actions={<AccountActions loginHref={loginHref} profileHref={profileHref} labels={labels} api={api} />}
    />
  )
}
