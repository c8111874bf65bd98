import { useMemo } from 'react'
import { defaultSessionStore, type AccountApi, type ApiClient } from '@storefront/api-client'
import { adoptSessionStore, useLazyApi } from './index'

/*
 * The client of the account screens and forms. Their pages carry the session store anyway (it is
 * small next to axios), so it stays out of `./index`, which every page loads, and is handed to
 * `useSession` as these pages load: a stored sign-in shows right after hydration.
 */
if (typeof window !== 'undefined') adoptSessionStore(defaultSessionStore())

type Endpoint = (...args: unknown[]) => Promise<unknown>

/**
 * A client whose every endpoint loads the real one on its first call, and the session store now:
 * the account flows (`login`, `loadProfile`, …) take it like a client. Its endpoints are whatever
 * the real client has, by name: nothing here lists them.
 */
export function lazyClient(load: () => Promise<ApiClient>): AccountApi {
  const session = defaultSessionStore()
  return new Proxy({} as AccountApi, {
    get(_, name) {
      if (name === 'session') return session
      // Not a thenable, and no symbol lookups (inspection, iteration) taken for endpoints.
      if (typeof name !== 'string' || name === 'then') return undefined
      return (...args: unknown[]) => load().then((client) => (client[name as keyof ApiClient] as Endpoint)(...args))
    },
  })
}

/** The region's API client for the account screens and forms (see `lazyClient`). */
export function useApi(): AccountApi {
  const withApi = useLazyApi()
  return useMemo(() => lazyClient(() => withApi(async (client) => client)), [withApi])
}
