import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { sessionStorageKey, type ApiClient, type SessionState, type SessionStore } from '@storefront/api-client'
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

let store: SessionStore | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/**
 * Makes `next` the header's store. Whoever loads the store first hands it over: the lazy chunk
 * below, or the client of an account screen or form (`./account-api`), so a sign-in on this page shows
 * in the header without a reload. Listeners hear of it after the current render.
 */
export function adoptSessionStore(next: SessionStore): void {
  // On the server every render has a store of its own; the header's is a browser singleton.
  if (store || typeof window === 'undefined') return
  store = next
  next.subscribe(notify)
  queueMicrotask(notify)
}

const loadSessionStore = () => void import('./session-store').then((mod) => adoptSessionStore(mod.defaultSessionStore()))

/** Whether this browser holds a session (storage blocked reads as none). */
function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(sessionStorageKey()) !== null
  } catch {
    return false
  }
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => void listeners.delete(onChange)
}
const userIdOf = () => store?.getState().user_id ?? null
const profileOf = () => store?.getState().profile ?? null
const none = () => null

/**
 * The signed-in state for the header: logged out on the server and during hydration, then live.
 * A visitor who holds no session loads no store (zod and the storage code stay on the server) until
 * one appears: signed in on this page (see `adoptSessionStore`) or in another tab.
 */
export function useLazySession(): Pick<SessionState, 'user_id' | 'profile'> {
  useEffect(() => {
    if (store) return
    if (hasStoredSession()) return loadSessionStore()
    const key = sessionStorageKey()
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.newValue !== null) loadSessionStore()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  const user_id = useSyncExternalStore(subscribe, userIdOf, none)
  const profile = useSyncExternalStore(subscribe, profileOf, none)
  return { user_id, profile }
}
