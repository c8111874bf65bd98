import { acceptLanguageOf, type RegionId } from '@storefront/region-config'

/**
 * The headers of every call (docs/rules/accounts.md#request-headers): `region`, `Accept-Language` (en for English, else
 * the region's language), and the session's `apptoken` and `reftoken` when the call is signed. Apart from the client so
 * that a page calling the storefront's own endpoints with `fetch` follows the same rules without axios.
 */
export function requestHeaders(
  region: RegionId,
  tokens?: { apptoken?: string | null; reftoken?: string | null } | null,
): Record<string, string> {
  const headers: Record<string, string> = { region, 'Accept-Language': acceptLanguageOf(region) }
  if (tokens?.apptoken) headers.apptoken = tokens.apptoken
  if (tokens?.reftoken) headers.reftoken = tokens.reftoken
  return headers
}
