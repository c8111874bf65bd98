import { useCallback } from 'react'
import type { ApiClient } from '@storefront/api-client'
import { usePage, useT } from '../../shared/use-page'
import type * as LazyClient from './client'

/**
 * The browser's access to the account service: the region's API client and the session store.
 * Both load on first use instead of with the page: axios and the client are kilobytes that no
 * first paint needs (docs/performance.md "JavaScript"). What the lazy chunks offer is typed from
 * the chunks themselves (and `./account`'s client from the real one), so a new endpoint or helper
 * of the client needs no change here. The account screens and forms take `./account`'s client.
 */
type ClientChunk = typeof LazyClient
const loadClientChunk = (): Promise<ClientChunk> => import('./client')

/** Runs `fn` with the region's client (and the lazy chunk's helpers) once they are loaded. */
export function useLazyApi(): <T>(fn: (api: ApiClient, mod: ClientChunk) => Promise<T>) => Promise<T> {
  const { region, app, language } = usePage()
  const t = useT()
  return useCallback(
    async <T>(fn: (api: ApiClient, mod: ClientChunk) => Promise<T>) => {
      const mod = await loadClientChunk()
      return fn(mod.apiClientFor(region, app, t, language), mod)
    },
    [region, app, t, language],
  )
}

export { adoptSessionStore, useSession, type Session } from './session'
