/**
 * Deploy-skew recovery (spec §2): when a page's script asset fails to load during a client
 * navigation and the server answers 404 for it (a new deploy removed the old hashed chunk), the
 * browser loads the target route afresh, once; and every failed lazy module is announced with a
 * global `storefront:preload-error` event, next to Vite's own `vite:preloadError`.
 *
 * Vike already falls back to a full page load when it recognises the failure as a failed asset
 * fetch (vike.dev/deploy-sync). This module covers what it does not: the event, a 404 probe for
 * failures Vike does not classify (a stylesheet preload, another browser's wording), and the
 * loop guard: the attempt is remembered in sessionStorage, so one target is reloaded at most once
 * per minute, whoever reloads first.
 */

/** Global event dispatched on `window` whenever a lazy module fails to load. */
export const PRELOAD_ERROR_EVENT = 'storefront:preload-error'
/** sessionStorage key remembering the last skew reload: `{ target, at }`. */
export const SKEW_RELOAD_KEY = 'storefront:deploy-skew-reload'
/** A second reload of the same target within this window is refused (no reload loop). */
export const SKEW_RELOAD_WINDOW_MS = 60_000

export interface PreloadErrorDetail {
  /** What Vite reported (usually a TypeError naming the module URL). */
  error: unknown
  /** The asset that failed, when the error names one. */
  asset: string | null
  /** The route being navigated to when it failed; null for a lazy module of the open page. */
  target: string | null
}

declare global {
  interface WindowEventMap {
    [PRELOAD_ERROR_EVENT]: CustomEvent<PreloadErrorDetail>
  }
}

let pendingTarget: string | null = null

/** Called by `+onPageTransitionStart`: the route a client navigation is about to load. */
export function notePageTransition(url: string | null | undefined): void {
  pendingTarget = url || null
}

/** Called once a page has rendered: no navigation is pending any more. */
export function notePageShown(): void {
  pendingTarget = null
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '')

/** The asset URL named in a module loading error, if any. */
export function assetOf(error: unknown): string | null {
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(messageOf(error))
  return match ? match[1]!.replace(/[.,;:)]+$/, '') : null
}

interface Attempt {
  target: string
  at: number
}

function readAttempt(storage: Storage | null): Attempt | null {
  try {
    const raw = storage?.getItem(SKEW_RELOAD_KEY)
    const parsed = raw ? (JSON.parse(raw) as Partial<Attempt>) : null
    return parsed && typeof parsed.target === 'string' && typeof parsed.at === 'number' ? (parsed as Attempt) : null
  } catch {
    return null
  }
}

/** Whether a skew reload of `target` already happened within the window (then: do not reload again). */
export function reloadedRecently(target: string, now: number = Date.now(), storage: Storage | null = sessionStorageOrNull()): boolean {
  const attempt = readAttempt(storage)
  return !!attempt && attempt.target === target && now - attempt.at >= 0 && now - attempt.at < SKEW_RELOAD_WINDOW_MS
}

function rememberAttempt(target: string, now: number, storage: Storage | null): void {
  try {
    storage?.setItem(SKEW_RELOAD_KEY, JSON.stringify({ target, at: now } satisfies Attempt))
  } catch {
    // Storage full or blocked: the reload still happens once, Vike's own guard prevents loops.
  }
}

function readRaw(storage: Storage | null): string | null {
  try {
    return storage?.getItem(SKEW_RELOAD_KEY) ?? null
  } catch {
    return null
  }
}

function restoreRaw(storage: Storage | null, raw: string | null): void {
  try {
    if (raw === null) storage?.removeItem(SKEW_RELOAD_KEY)
    else storage?.setItem(SKEW_RELOAD_KEY, raw)
  } catch {
    // nothing to restore
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export interface DeploySkewOptions {
  /** Reloads the target route (tests replace it). */
  reload?: (target: string) => void
  /** Asks the server for the asset's status (tests replace it). */
  probe?: (asset: string) => Promise<number>
  storage?: Storage | null
  now?: () => number
}

const headStatus = async (asset: string): Promise<number> => {
  const res = await fetch(asset, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })
  return res.status
}

let uninstall: (() => void) | null = null

/**
 * Listens for failed lazy modules: dispatches the global event and, during a client navigation,
 * reloads the target route once if the server answers 404 for the failed asset. Installed once
 * at client start (`+onCreateGlobalContext`); a second call replaces the first.
 * Returns a cleanup function.
 */
export function installDeploySkewRecovery(options: DeploySkewOptions = {}): () => void {
  uninstall?.()
  const reload = options.reload ?? ((target: string) => window.location.assign(target))
  const probe = options.probe ?? headStatus
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage
  const now = options.now ?? Date.now
  // Set once the document is being replaced (Vike's own fallback, a link, the shopper).
  let leaving = false
  const onLeave = () => {
    leaving = true
  }
  const onShow = () => {
    leaving = false
  }
  const onNavigate = (event: Event) => {
    const destination = (event as Event & { destination?: { sameDocument?: boolean } }).destination
    if (destination && destination.sameDocument === false) leaving = true
  }
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation

  const onPreloadError = (event: WindowEventMap['vite:preloadError']) => {
    const error = event.payload
    const detail: PreloadErrorDetail = { error, asset: assetOf(error), target: pendingTarget }
    window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail }))
    const { asset, target } = detail
    if (!target || !asset) return
    if (reloadedRecently(target, now(), storage)) {
      console.error('[deploy-skew] assets still missing after a reload; not reloading again', asset)
      return
    }
    // Remember before anyone reloads: Vike may navigate away in the same task.
    const previous = readRaw(storage)
    rememberAttempt(target, now(), storage)
    const noReload = () => {
      // Nobody reloads after all (the asset exists, or the network failed): forget the attempt.
      if (!leaving) restoreRaw(storage, previous)
    }
    probe(asset)
      .then((status) => {
        if (leaving) return
        if (status === 404) reload(target)
        else noReload()
      })
      .catch(noReload)
  }

  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('beforeunload', onLeave)
  window.addEventListener('pagehide', onLeave)
  window.addEventListener('pageshow', onShow)
  navigation?.addEventListener('navigate', onNavigate)
  const cleanup = () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('beforeunload', onLeave)
    window.removeEventListener('pagehide', onLeave)
    window.removeEventListener('pageshow', onShow)
    navigation?.removeEventListener('navigate', onNavigate)
    if (uninstall === cleanup) uninstall = null
  }
  uninstall = cleanup
  return cleanup
}
