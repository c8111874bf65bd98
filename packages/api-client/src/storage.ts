/** The part of the Web Storage API the stores use; `localStorage` fits, and so does `memoryStorage()`. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives in memory: the server (SSR) and tests use it. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * The browser's localStorage when there is one and it works (it throws in some private modes and when
 * storage is blocked), otherwise null. Reads `window` only when called, never at import.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null
    const probe = '__storefront_probe__'
    window.localStorage.setItem(probe, probe)
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    return null
  }
}

/** localStorage in the browser, memory on the server. */
export const defaultStorage = (): KeyValueStorage => browserStorage() ?? memoryStorage()

/** The current hostname in the browser, '' on the server. */
export function currentHostname(): string {
  return typeof location === 'undefined' ? '' : location.hostname
}

/**
 * The path of the storage object (docs/rules/accounts.md#session): `/cn` when the host ends in the Chinese country
 * suffix (`.cn`, any case, a trailing dot or port ignored), `/` otherwise.
 */
export function storagePathOf(hostname: string): '/cn' | '/' {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.+$/, '')
  return host.endsWith('.cn') ? '/cn' : '/'
}

/** `storefront:session:/cn` or `storefront:session:/`. */
export const sessionStorageKey = (hostname: string = currentHostname()): string =>
  `storefront:session:${storagePathOf(hostname)}`

/** `storefront:country:/cn` or `storefront:country:/`. */
export const countryStorageKey = (hostname: string = currentHostname()): string =>
  `storefront:country:${storagePathOf(hostname)}`

/** Storage calls never break the page: quota and security errors are ignored. */
export function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

export function safeSet(storage: KeyValueStorage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch {
    // full or blocked storage: the in-memory state still works for this page
  }
}
