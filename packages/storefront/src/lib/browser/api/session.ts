import { useEffect, useSyncExternalStore } from 'react'
import { sessionStorageKey, type SessionState, type SessionStore } from '@storefront/api-client'

/*
 * The page's view of the session, apart from `./index` so that the header island loads neither the
 * page data hooks nor i18next (docs/browser-weight.md).
 */

let store: SessionStore | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/**
 * Makes `next` the page's session store. Whoever loads it first hands it over: the session chunk
 * (a stored sign-in), or `./account` on the pages that carry the store anyway, so a sign-in on this
 * page shows in the header without a reload. Listeners hear of it after the current render.
 */
export function adoptSessionStore(next: SessionStore): void {
  // On the server every render has a store of its own; this one is a browser singleton.
  if (store || typeof window === 'undefined') return
  store = next
  next.subscribe(notify)
  queueMicrotask(notify)
}

const loadSessionStore = () =>
  void import('./session-store').then((mod) => adoptSessionStore(mod.defaultSessionStore()))

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
// zustand's state is immutable: the same object until something changes.
const stateOf = () => store?.getState() ?? null
const none = () => null

export type Session = Pick<SessionState, 'user_id' | 'profile'>

/**
 * The signed-in state: logged out on the server and during hydration (so the HTML always
 * matches), then live. A visitor who holds no session loads no store (the storage code stays
 * on the server) until one appears: signed in on this page (see `adoptSessionStore`) or in another tab.
 */
export function useSession(): Session {
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
  const state = useSyncExternalStore(subscribe, stateOf, none)
  return { user_id: state?.user_id ?? null, profile: state?.profile ?? null }
}
