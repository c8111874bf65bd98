import type { ApiClient } from '@storefront/api-client'
import type { Locale, RegionId } from '@storefront/region-config'
import type * as ChromeApi from '../lib/browser/api/client'
import type { AppInfo } from '../lib/shared/page-data'

/** What an island needs to call the API: the region, where its service lives, and its error messages already
 * translated. */
export interface ApiContext {
  region: RegionId
  /** The page's language: the service answers and mails in it (zh-HK on the Hong Kong/Macao page). */
  language: Locale
  app: Pick<AppInfo, 'apiBase' | 'environment'>
  /** Each error code's message key (`api:code.*`) and `api.message.*` → the page's text (the client's error toasts). */
  messages: Record<string, string>
}

/**
 * Runs `fn` with the region's client once the chrome's API chunk is loaded (on first use: axios and
 * the client are kilobytes no first paint needs).
 */
export async function withChromeApi<T>(
  ctx: ApiContext,
  fn: (api: ApiClient, mod: typeof ChromeApi) => Promise<T>,
): Promise<T> {
  const mod = await import('../lib/browser/api/client')
  return fn(
    mod.apiClientFor(ctx.region, ctx.app as AppInfo, (key) => ctx.messages[key] ?? '', ctx.language),
    mod,
  )
}
