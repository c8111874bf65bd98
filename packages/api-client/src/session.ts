import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Profile, SessionTokens } from './contract/payloads'
import { currentHostname, defaultStorage, safeGet, safeSet, sessionStorageKey, type KeyValueStorage } from './storage'

export interface SessionData {
  user_id: string | null
  apptoken: string | null
  reftoken: string | null
  profile: Profile | null
}

export interface SessionActions {
  /** Stores the three session values (after login, register or refresh). A different user drops the old profile. */
  setSession(tokens: SessionTokens): void
  setProfile(profile: Profile | null): void
  /** Logout: clears all four values. */
  clear(): void
}

export type SessionState = SessionData & SessionActions

export interface SessionStore extends StoreApi<SessionState> {
  /** The localStorage key, chosen by hostname (docs/rules/accounts.md#session). */
  readonly storageKey: string
  /** Re-reads the session from storage (another tab may have rotated or cleared it). */
  reload(): void
  /** Stops listening to `storage` events. */
  dispose(): void
}

export interface SessionStoreOptions {
  /** Hostname that picks the storage path; defaults to `location.hostname` (browser) or '' (server). */
  hostname?: string
  /** Full storage key; overrides the hostname rule. */
  key?: string
  /** Follow `storage` events of other tabs (browser only). Default true. */
  syncTabs?: boolean
}

const EMPTY: SessionData = { user_id: null, apptoken: null, reftoken: null, profile: null }

/*
 * What storage holds is read field by field, not with zod: the sign-in page needs this store at once, and
 * zod would be 8 kB gzip of its JavaScript for four fields (docs/browser-weight.md). The rule is the same as
 * the contract's: a field of the wrong type reads as null, anything but an object reads as no session.
 */
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parsePersisted(raw: string | null): SessionData {
  if (!raw) return { ...EMPTY }
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return { ...EMPTY }
  }
  if (!isPlainObject(stored)) return { ...EMPTY }
  return {
    user_id: stringOrNull(stored.user_id),
    apptoken: stringOrNull(stored.apptoken),
    reftoken: stringOrNull(stored.reftoken),
    profile: isPlainObject(stored.profile) ? (stored.profile as Profile) : null,
  }
}

const dataOf = (s: SessionData): SessionData => ({
  user_id: s.user_id,
  apptoken: s.apptoken,
  reftoken: s.reftoken,
  profile: s.profile,
})
const isEmpty = (s: SessionData): boolean => !s.user_id && !s.apptoken && !s.reftoken && !s.profile

/**
 * True when the user id and both tokens are present (the precondition of a refresh,
 * docs/rules/accounts.md#token-expiry).
 */
export const hasSession = (
  s: SessionData,
): s is SessionData & { user_id: string; apptoken: string; reftoken: string } =>
  !!s.user_id && !!s.apptoken && !!s.reftoken

/**
 * The session store (zustand, vanilla): user_id, apptoken, reftoken and profile, persisted as one JSON
 * object in `storage` (default: localStorage in the browser, memory on the server) under a key chosen by
 * hostname. Other tabs' changes arrive through `storage` events.
 */
export function createSessionStore(
  storage: KeyValueStorage = defaultStorage(),
  options: SessionStoreOptions = {},
): SessionStore {
  const key = options.key ?? sessionStorageKey(options.hostname ?? currentHostname())
  let lastWritten = safeGet(storage, key)

  const store = createStore<SessionState>()((set, get) => ({
    ...parsePersisted(lastWritten),
    setSession: (tokens) =>
      set({
        user_id: tokens.user_id,
        apptoken: tokens.apptoken,
        reftoken: tokens.reftoken,
        profile: get().user_id === tokens.user_id ? get().profile : null,
      }),
    setProfile: (profile) => set({ profile }),
    clear: () => set({ ...EMPTY }),
  }))

  store.subscribe((state) => {
    const data = dataOf(state)
    const serialized = isEmpty(data) ? null : JSON.stringify(data)
    if (serialized === lastWritten) return
    lastWritten = serialized
    safeSet(storage, key, serialized)
  })

  const reload = (): void => {
    const raw = safeGet(storage, key)
    lastWritten = raw
    const next = parsePersisted(raw)
    const current = dataOf(store.getState())
    if (JSON.stringify(next) !== JSON.stringify(current)) store.setState(next)
  }

  let dispose = (): void => {}
  if (options.syncTabs !== false && typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === key || event.key === null) reload()
    }
    window.addEventListener('storage', onStorage)
    dispose = () => window.removeEventListener('storage', onStorage)
  }

  return Object.assign(store, { storageKey: key, reload, dispose: () => dispose() })
}

let browserSession: SessionStore | null = null

/**
 * The default session store. In the browser: one shared instance backed by localStorage. On the server:
 * a fresh memory-backed store per call, so no session leaks between SSR requests.
 */
export function defaultSessionStore(): SessionStore {
  if (typeof window === 'undefined') return createSessionStore(defaultStorage(), { syncTabs: false })
  browserSession ??= createSessionStore()
  return browserSession
}
