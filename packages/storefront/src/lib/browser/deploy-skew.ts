/**
 * Deploy-skew recovery (docs/rules/routing.md#deploy-skew): when a script or stylesheet of the open page fails to load
 * and the server answers 404 for it (a new deploy removed the old hashed chunk), the browser loads the page afresh,
 * once; and every failed lazy module is announced with a global `storefront:preload-error` event, next to Vite's own
 * `vite:preloadError`.
 *
 * Under server routing (docs/browser-weight.md) every navigation loads a document, so what can still
 * miss a deploy is a lazy module of the page already open: the `page` island of an account screen,
 * the API client on the first request, the human check or web vitals on the first interaction. A
 * failure that is not a missing asset (the network, a stylesheet that is there) reloads nothing.
 * The loop guard: the attempt is remembered in sessionStorage, so one page is reloaded at most once
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
  /** The page (path and query) whose module failed: the one reloaded. */
  target: string
}

declare global {
  interface WindowEventMap {
    [PRELOAD_ERROR_EVENT]: CustomEvent<PreloadErrorDetail>
  }
}

/** The open page, as reloaded and remembered by the loop guard. */
const openPage = (): string => window.location.pathname + window.location.search

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : ''

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
export function reloadedRecently(
  target: string,
  now: number = Date.now(),
  storage: Storage | null = sessionStorageOrNull(),
): boolean {
  const attempt = readAttempt(storage)
  return !!attempt && attempt.target === target && now - attempt.at >= 0 && now - attempt.at < SKEW_RELOAD_WINDOW_MS
}

/** False when the attempt cannot be remembered: then nothing would stop a reload loop, so no reload. */
function rememberAttempt(target: string, now: number, storage: Storage | null): boolean {
  try {
    storage?.setItem(SKEW_RELOAD_KEY, JSON.stringify({ target, at: now } satisfies Attempt))
    return !!storage
  } catch {
    return false
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
  /** Loads the page afresh (tests replace it). */
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
 * Listens for failed lazy modules: dispatches the global event and reloads the open page once if
 * the server answers 404 for the failed asset. Installed once
 * at client start (`+onCreateGlobalContext`); a second call replaces the first.
 * Returns a cleanup function.
 */
export function installDeploySkewRecovery(options: DeploySkewOptions = {}): () => void {
  uninstall?.()
  const reload = options.reload ?? ((target: string) => window.location.replace(target))
  const probe = options.probe ?? headStatus
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage
  const now = options.now ?? Date.now
  // Set once the document is being replaced (a link, the shopper): the probe's answer then changes nothing.
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
    const detail: PreloadErrorDetail = { error, asset: assetOf(error), target: openPage() }
    window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail }))
    const { asset, target } = detail
    if (!asset) return
    if (reloadedRecently(target, now(), storage)) {
      console.error('[deploy-skew] assets still missing after a reload; not reloading again', asset)
      return
    }
    // Remember before reloading: the reloaded page must find it.
    const previous = readRaw(storage)
    if (!rememberAttempt(target, now(), storage)) return
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
