import { safeFromPath } from '@storefront/api-client'
import { ACCOUNT_SCREENS, hasPage, pathOf, regionOfPath, type RegionId } from '@storefront/region-config'

/** Whether a path (with or without query) is one of the account screens (login, register …) of its region. */
export function isAccountScreenPath(path: string): boolean {
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '')
  const region = regionOfPath(pathname)
  return ACCOUNT_SCREENS.some((screen) => pathOf(region, screen) === pathname)
}

/**
 * Where a shopper goes after logging in (docs/rules/accounts.md#from-path): `fromPath` when it is a path on this site
 * (`safeFromPath`: `//host`, `/\host`, `https:`, `javascript:` … give the region home) and not
 * another account screen; without one, the profile page where the region has it, else home.
 */
export function destinationAfterLogin(fromPath: string | null, region: RegionId): string {
  const home = pathOf(region, '')
  if (fromPath !== null) {
    const safe = safeFromPath(fromPath, region)
    return isAccountScreenPath(safe) ? home : safe
  }
  return hasPage(region, 'account') ? pathOf(region, 'account') : home
}

/** `path` with `fromPath` carried along (account screen to account screen). */
export const withFromPath = (path: string, fromPath: string | null): string =>
  fromPath === null ? path : `${path}?fromPath=${encodeURIComponent(fromPath)}`
