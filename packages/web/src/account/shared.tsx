import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { API_CODE, errorMessageOf, isApiError, retryAfterOf } from '@storefront/api-client'
import { pathOf, regionOfPath, type AccountScreen } from '@storefront/region-config'
import { AccountLayout, type AccountLayoutProps, type NewPasswordLabels } from '@storefront/ui'
import { usePage, useT } from '../lib/use-page'
import { useTranslate } from '../lib/translate'
import { useSession } from '../lib/session'
import { useHydrated } from '../lib/use-hydrated'
import { destinationAfterLogin, withFromPath } from './destination'

/** The `account` message namespace (loaded for every page by the data hook). */
export function useAccountT() {
  return useTranslate('account')
}

/** One query parameter of the current URL (server and client alike). */
export function useQueryParam(name: string): string | null {
  const { urlParsed } = usePageContext()
  return urlParsed.search[name] ?? null
}

/**
 * Goes to a path of this site: client routing within this app, a full page load when another
 * app serves the target region (decisions.md "Apps and hosts").
 */
export function useGo() {
  const { app } = usePage()
  return useCallback(
    (path: string, options: { replace?: boolean } = {}) => {
      const target = regionOfPath(path.split(/[?#]/, 1)[0] ?? '/')
      if (app.regions.includes(target)) {
        void navigate(path, { overwriteLastHistoryEntry: options.replace === true })
        return
      }
      const url = new URL(path, app.origins[target] || window.location.origin).href
      if (options.replace) window.location.replace(url)
      else window.location.assign(url)
    },
    [app],
  )
}

/**
 * `fromPath` of the account screens (spec §2): carried from screen to screen, and after login the
 * shopper returns there, but only to a path on this site (`safeFromPath`).
 */
export function useFromPath() {
  const { region } = usePage()
  const raw = useQueryParam('fromPath')
  /** `path` with the current fromPath carried along. */
  const withFrom = useCallback((path: string) => withFromPath(path, raw), [raw])
  /** Where a freshly logged-in shopper goes. */
  const destination = useCallback(() => destinationAfterLogin(raw, region), [raw, region])
  return { fromPath: raw, withFrom, destination }
}

/** The link to an account screen of the current region. */
export function useScreenPath() {
  const { region } = usePage()
  return useCallback((screen: AccountScreen | 'account' | '') => pathOf(region, screen), [region])
}

/**
 * The text of a failed call (spec §8): the server msg (already in the shopper's language),
 * else `api.message.{code}`, else the generic message. An invalid code always reads as §5 says;
 * 4011 always names the seconds. Network and HTTP failures get the generic message.
 */
export function useErrorText() {
  const t = useAccountT()
  const tc = useT()
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error) || error.kind !== 'business') return tc('api.message.error')
      if (error.code === API_CODE.INVALID_CODE) return t('validation.code')
      if (error.code === API_CODE.TOO_MANY_ATTEMPTS && !error.msg) {
        return tc('api.message.4011', { seconds: retryAfterOf(error) ?? '' })
      }
      return errorMessageOf(error.code, error.msg, (key) => tc(key))
    },
    [t, tc],
  )
}

/** Field messages of a 4000 answer (`data.issues[{path, message}]`), by field name. */
export function issuesOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== API_CODE.INVALID_INPUT) return {}
  const issues = (error.data as { issues?: unknown } | null)?.issues
  if (!Array.isArray(issues)) return {}
  const out: Record<string, string> = {}
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path === 'string' && typeof issue.message === 'string' && !(issue.path in out)) out[issue.path] = issue.message
  }
  return out
}

/**
 * Screens for signed-in shoppers: once hydrated, a visitor without a session goes to the login
 * page with `fromPath` pointing back here (spec §2/§4). `paused` holds the redirect (logging out).
 */
export function useRequireSession(paused = false): { ready: boolean } & ReturnType<typeof useSession> {
  const session = useSession()
  const hydrated = useHydrated()
  const go = useGo()
  const screenPath = useScreenPath()
  const signedIn = !!session.user_id
  useEffect(() => {
    if (!hydrated || signedIn || paused) return
    const here = window.location.pathname + window.location.search
    go(`${screenPath('login')}?fromPath=${encodeURIComponent(here)}`, { replace: true })
  }, [hydrated, signedIn, paused, go, screenPath])
  return { ready: hydrated && signedIn, ...session }
}

// ---------------------------------------------------------------------------------------------
// The sign-up / reset flow between screens: which address a code or link went to, the opt-in.
// Kept in sessionStorage (this tab only, gone when it closes), read only after hydration.

export interface AccountFlow {
  email: string
  optIn: boolean
}

const FLOW_KEY = 'storefront:account-flow'
const EMPTY_FLOW: AccountFlow = { email: '', optIn: false }
const flowListeners = new Set<() => void>()
let flowCache: AccountFlow | null = null

function readFlow(): AccountFlow {
  if (flowCache) return flowCache
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(FLOW_KEY) ?? '{}') as Partial<AccountFlow>
    flowCache = {
      email: typeof parsed.email === 'string' ? parsed.email : '',
      optIn: parsed.optIn === true,
    }
  } catch {
    flowCache = EMPTY_FLOW
  }
  return flowCache
}

export function setFlow(patch: Partial<AccountFlow>): void {
  flowCache = { ...readFlow(), ...patch }
  try {
    window.sessionStorage.setItem(FLOW_KEY, JSON.stringify(flowCache))
  } catch {
    // private mode: the flow still works within this page
  }
  for (const listener of flowListeners) listener()
}

const subscribeFlow = (listener: () => void) => {
  flowListeners.add(listener)
  return () => void flowListeners.delete(listener)
}

/** The pending flow; empty during SSR and hydration so the markup always matches. */
export function useFlow(): AccountFlow {
  return useSyncExternalStore(subscribeFlow, readFlow, () => EMPTY_FLOW)
}

// ---------------------------------------------------------------------------------------------

/** A visible countdown in whole seconds; `restart()` starts it again from `seconds`. */
export function useCountdown(seconds: number, startRunning: boolean) {
  const [left, setLeft] = useState(startRunning ? seconds : 0)
  useEffect(() => {
    if (left <= 0) return
    const timer = window.setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000)
    return () => window.clearTimeout(timer)
  }, [left])
  const restart = useCallback(() => setLeft(seconds), [seconds])
  return [left, restart] as const
}

/** After a failed submit, moves focus to the first invalid field of the form. */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (!request) return
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [request])
  const focusInvalid = useCallback(() => setRequest((n) => n + 1), [])
  return [ref, focusInvalid] as const
}

/** The ui card, with the storefront's focus rule: its heading takes focus after a client-side navigation. */
export function AccountCard(props: Omit<AccountLayoutProps, 'focusHeading'>) {
  const { isHydration } = usePageContext()
  return <AccountLayout {...props} focusHeading={!isHydration} />
}

/** The labels of a new password and its confirmation (set and reset password). */
export function useNewPasswordLabels(): NewPasswordLabels {
  const t = useAccountT()
  return {
    newPassword: t('field.newPassword'),
    confirmPassword: t('field.confirmPassword'),
    passwordHint: t('field.passwordHint'),
    showPassword: t('field.showPassword'),
    hidePassword: t('field.hidePassword'),
  }
}

/** The messages `checkNewPassword` reports, in the page's language. */
export function usePasswordMessages() {
  const t = useAccountT()
  return { required: t('validation.required'), complex: t('validation.passwordComplex'), mismatch: t('validation.passwordMismatch') }
}
