import { useCallback, useEffect } from 'react'
import { navigate } from '../lib/browser/navigate'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { pathOf, regionOfPath, type AccountScreen } from '@storefront/region-config'
import { useSession, type Session } from '../lib/browser/api'
import { usePage } from '../lib/shared/use-page'
import { destinationAfterLogin, withFromPath } from './destination'

/** One query parameter of the current URL (server and client alike). */
export function useQueryParam(name: string): string | null {
  const { urlParsed } = usePageContext()
  return urlParsed.search[name] ?? null
}

/**
 * Goes to a path of this site: client routing within this app, a full page load when another
 * app serves the target region (docs/architecture.md "Apps and hosts").
 */
export function useGo() {
  const { app } = usePage()
  return useCallback(
    (path: string, options: { replace?: boolean } = {}) => {
      const target = regionOfPath(path.split(/[?#]/, 1)[0] ?? '/')
      if (app.regions.includes(target)) {
        void navigate(path, { overwriteLastHistoryEntry: options.replace === true })
        return
      }
      const url = new URL(path, app.origins[target] || window.location.origin).href
      if (options.replace) window.location.replace(url)
      else window.location.assign(url)
    },
    [app],
  )
}

/**
 * `fromPath` of the account screens (docs/rules/accounts.md "From path"): carried from screen to
 * screen, and after login the shopper returns there, but only to a path on this site (`safeFromPath`).
 */
export function useFromPath() {
  const { region } = usePage()
  const raw = useQueryParam('fromPath')
  /** `path` with the current fromPath carried along. */
  const withFrom = useCallback((path: string) => withFromPath(path, raw), [raw])
  /** Where a freshly logged-in shopper goes. */
  const destination = useCallback(() => destinationAfterLogin(raw, region), [raw, region])
  return { fromPath: raw, withFrom, destination }
}

/** The link to an account screen of the current region. */
export function useScreenPath() {
  const { region } = usePage()
  return useCallback((screen: AccountScreen | 'account' | '') => pathOf(region, screen), [region])
}

/**
 * Screens for signed-in shoppers: once hydrated, a visitor without a session goes to the login
 * page with `fromPath` pointing back here (docs/rules/accounts.md "Session"). `paused` holds the
 * redirect (logging out).
 * These pages hand their session store over as they load (`lib/browser/api/account`), so it is known then.
 */
export function useRequireSession(paused = false): { ready: boolean } & Session {
  const session = useSession()
  const hydrated = useHydrated()
  const go = useGo()
  const screenPath = useScreenPath()
  const signedIn = !!session.user_id
  useEffect(() => {
    if (!hydrated || signedIn || paused) return
    const here = window.location.pathname + window.location.search
    go(`${screenPath('login')}?fromPath=${encodeURIComponent(here)}`, { replace: true })
  }, [hydrated, signedIn, paused, go, screenPath])
  return { ready: hydrated && signedIn, ...session }
}
