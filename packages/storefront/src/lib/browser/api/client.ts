import { navigate } from '../navigate'
import { createApiClient, defaultSessionStore, type ApiClient, type ApiEnvironment } from '@storefront/api-client'
import { REGION_APP, type Locale, type RegionId } from '@storefront/region-config'
import type { AppInfo } from '../../shared/page-data'
import { useToasts } from '../toasts'

/**
 * The lazy chunk of `./index`: axios, the client and what the chrome calls with it. Named imports,
 * not the package namespace, so the chunk carries these and their dependencies only.
 */
export { isApiError, logout } from '@storefront/api-client'

const clients = new Map<string, ApiClient>()

/**
 * The region's API client in the page's language, one per region and language per tab (browser only: calls happen
 * from effects and handlers). Errors toast through the page's stack, translated with the page's messages.
 */
export function apiClientFor(region: RegionId, app: AppInfo, t: (key: string) => string, language?: Locale): ApiClient {
  const key = `${region} ${language ?? ''}`
  let client = clients.get(key)
  if (!client) {
    client = createApiClient({
      region,
      ...(language ? { language } : {}),
      environment: app.environment as ApiEnvironment,
      baseURL: app.apiBase[REGION_APP[region]],
      session: defaultSessionStore(),
      notify: (message) => useToasts.getState().show(message, { tone: 'error' }),
      t: (key) => t(key),
      navigate: (url) => void navigate(url),
    })
    clients.set(key, client)
  }
  return client
}
