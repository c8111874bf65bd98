import { navigate } from 'vike/client/router'
import { createApiClient, defaultSessionStore, type ApiClient, type ApiEnvironment } from '@storefront/api-client'
import { REGION_APP, type RegionId } from '@storefront/region-config'
import type { AppInfo } from './page-data'
import { useToasts } from './toasts'

const clients = new Map<RegionId, ApiClient>()

/**
 * The region's API client, one per region per tab (browser only: calls happen from effects and
 * handlers). Errors toast through the page's stack, translated with the page's messages.
 */
export function apiClientFor(region: RegionId, app: AppInfo, t: (key: string) => string): ApiClient {
  let client = clients.get(region)
  if (!client) {
    client = createApiClient({
      region,
      environment: app.environment as ApiEnvironment,
      baseURL: app.apiBase[REGION_APP[region]],
      session: defaultSessionStore(),
      notify: (message) => useToasts.getState().show(message, { tone: 'error' }),
      t: (key) => t(key),
      navigate: (url) => void navigate(url),
    })
    clients.set(region, client)
  }
  return client
}
