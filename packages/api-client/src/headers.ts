import { acceptLanguageOf, isPageOnlyLanguage, type Locale, type RegionId } from '@storefront/region-config'

/**
 * The headers of every call (docs/rules/accounts.md#request-headers): `region`, `Accept-Language` (en for English, else
 * the region's language; a page in a language of its own sends that language, zh-HK, so the service answers and
 * mails its reader in it), and the session's `apptoken` and `reftoken` when the call is signed. Apart from the client
 * so that a page calling the storefront's own endpoints with `fetch` follows the same rules without axios.
 */
export function requestHeaders(
  region: RegionId,
  tokens?: { apptoken?: string | null; reftoken?: string | null } | null,
  language?: Locale,
): Record<string, string> {
  const acceptLanguage = language && isPageOnlyLanguage(language) ? language : acceptLanguageOf(region)
  const headers: Record<string, string> = { region, 'Accept-Language': acceptLanguage }
  if (tokens?.apptoken) headers.apptoken = tokens.apptoken
  if (tokens?.reftoken) headers.reftoken = tokens.reftoken
  return headers
}
