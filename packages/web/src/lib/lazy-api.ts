import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { ApiClient, SessionState, SessionStore } from '@storefront/api-client'
import type * as ChromeApi from './chrome-api'
import { usePage, useT } from './use-page'

/**
 * The API client for the chrome every page carries (header, footer, country suggestion), loaded on
 * first use instead of with the page: axios and the client are kilobytes that no first paint
 * needs (README "Performance and hardening"). Account screens and forms import `./api` directly.
 */
type ApiModule = typeof ChromeApi
const loadApi = (): Promise<ApiModule> => import('./chrome-api')

/** Runs `fn` with the region's client (and the api-client module) once they are loaded. */
export function useLazyApi(): <T>(fn: (api: ApiClient, mod: ApiModule) => Promise<T>) => Promise<T> {
  const { region, app } = usePage()
  const t = useT()
  return useCallback(
    async <T,>(fn: (api: ApiClient, mod: ApiModule) => Promise<T>) => {
      const mod = await loadApi()
      return fn(mod.apiClientFor(region, app, t), mod)
    },
    [region, app, t],
  )
}

const EMPTY: Pick<SessionState, 'user_id' | 'profile'> = { user_id: null, profile: null }
let store: SessionStore | null = null
const listeners = new Set<() => void>()

/**
 * The signed-in state for the header: logged out on the server, during hydration and until the
 * session store has loaded (right after hydration), then live.
 */
export function useLazySession(): Pick<SessionState, 'user_id' | 'profile'> {
  const [loaded, setLoaded] = useState(store !== null)
  useEffect(() => {
    if (store) return
    let live = true
    void import('./session-store').then((mod) => {
      store ??= mod.defaultSessionStore()
      for (const listener of listeners) listener()
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [])
  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange)
    const off = store?.subscribe(onChange)
    return () => {
      listeners.delete(onChange)
      off?.()
    }
  }, [loaded]) // eslint-disable-line react-hooks/exhaustive-deps -- resubscribe once the store exists
  const userId = useSyncExternalStore(subscribe, () => store?.getState().user_id ?? null, () => null)
  const profile = useSyncExternalStore(subscribe, () => store?.getState().profile ?? null, () => null)
  return loaded ? { user_id: userId, profile } : EMPTY
}
