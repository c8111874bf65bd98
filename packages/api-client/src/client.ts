import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios'
import { safeParse, type core } from 'zod/mini'

/** Any zod schema, classic or mini (the client itself uses zod/mini: a fraction of the bytes). */
type ZodType<T> = core.$ZodType<T>
import { pathOf, type Locale, type RegionId } from '@storefront/region-config'
import { requestHeaders } from './headers'
import { apiBaseURL, withOrigin, type ApiEnvironment, type BaseURLOption } from './base-url'
import { API_CODE } from './contract/codes'
import { EnvelopeSchema, type ReceivedEnvelope as Envelope } from './contract/envelope'
import { ApiError, errorMessageOf, type Translate } from './errors'
import { RefreshAnswerSchema, type SessionTokens } from './contract/payloads'
import { defaultSessionStore, hasSession, type SessionStore } from './session'
import { createEndpoints, type Endpoints } from './endpoints'
import { DEFAULT_TIMEOUT, LOGIN_REDIRECT_DELAY } from './constants'

/** The part of the Web Locks API the client uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

export interface CallOptions {
  /** false: do not toast the error message (the caller shows it). Default true unless the endpoint says otherwise. */
  display?: boolean
  signal?: AbortSignal
  /** Milliseconds; default 60000 (10000 for `/ssr/timestamp`). */
  timeout?: number
}

export interface RequestSpec {
  method: 'GET' | 'POST'
  /** Path relative to the API base (or to the storefront origin when `site` is true). */
  path: string
  params?: Record<string, string>
  body?: unknown
  /** Answered by the storefront's own origin (`/ssr/*`), not the API base. No tokens are sent there. */
  site?: boolean
  /** Default true: send the session tokens. */
  auth?: boolean
  /** Default true (when `auth`): on 4003, refresh the session (or send the shopper to login) and retry once. */
  refresh?: boolean
  /** Extra headers for this call. */
  headers?: Record<string, string>
  /** Default for `CallOptions.display`. */
  display?: boolean
  timeout?: number
}

export interface ApiClientOptions {
  region: RegionId
  /** The page's language, when it is not the region's (zh-HK on cn): sent as `Accept-Language` (headers.ts). */
  language?: Locale
  /** Picks the default API base; default `development`. */
  environment?: ApiEnvironment
  /** Overrides the environment's API base: one URL, or one per app (cn, us, eu). */
  baseURL?: BaseURLOption
  /**
   * Storefront origin, e.g. `https://www.example.com`. Used for `/ssr/*` and prefixed to a relative API base.
   * Leave empty in the browser (relative URLs); pass it on the server, where Node needs absolute URLs.
   */
  origin?: string
  /** Session store; default `defaultSessionStore()`. */
  session?: SessionStore
  /** The UI's toast. */
  notify?: (message: string) => void
  /** The UI's translation function, for each code's message key (`API_CONTRACT`) and `api.message.error`. */
  t?: Translate
  /** Client-side navigation; default `location.assign` in the browser. */
  navigate?: (url: string) => void
  /** Path + query of the current page, for `fromPath`; default from `location`. */
  currentPath?: () => string
  /** Web Locks; default `navigator.locks` when available, null to disable. */
  locks?: LockManagerLike | null
  /** Default 60000 ms. */
  timeout?: number
  /** Delay before the login redirect when tokens are missing; default 300 ms. */
  loginRedirectDelay?: number
  /** axios adapter (tests, custom transports). */
  adapter?: AxiosAdapter
}

export interface ApiClient extends Endpoints {
  readonly region: RegionId
  /** The resolved API base URL. */
  readonly baseURL: string
  readonly session: SessionStore
  /** The underlying axios instance (interceptors, defaults). */
  readonly http: AxiosInstance
  /** Any call, with the same headers, envelope, error and 4003 handling as the typed endpoints. */
  request<T = unknown>(spec: RequestSpec, options?: CallOptions & { schema?: ZodType<T> }): Promise<T>
}

const defaultNavigate = (url: string): void => {
  if (typeof window !== 'undefined') window.location.assign(url)
}
const defaultCurrentPath = (): string =>
  typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`
const defaultLocks = (): LockManagerLike | null => {
  const locks = (globalThis as { navigator?: { locks?: unknown } }).navigator?.locks
  return locks && typeof (locks as LockManagerLike).request === 'function' ? (locks as LockManagerLike) : null
}

type RefreshOutcome = { ok: true } | { ok: false; error: ApiError; expired: boolean }

function transportError(error: unknown): ApiError {
  if (axios.isCancel(error)) return new ApiError({ code: 0, msg: '', status: 0, kind: 'canceled' })
  if (axios.isAxiosError(error)) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
    return new ApiError({
      code: 0,
      msg: '',
      status: error.response?.status ?? 0,
      kind: timedOut ? 'timeout' : 'network',
    })
  }
  return new ApiError({ code: 0, msg: '', status: 0, kind: 'network' })
}

function envelopeOf(response: AxiosResponse): Envelope | null {
  let body: unknown = response.data
  if (typeof body === 'string' && body.trim().startsWith('{')) {
    try {
      body = JSON.parse(body)
    } catch {
      return null
    }
  }
  const parsed = EnvelopeSchema.safeParse(body)
  return parsed.success ? parsed.data : null
}

/**
 * Creates the API client of one region: axios with the region's base URL, the request headers
 * (docs/rules/accounts.md#request-headers), envelope unwrapping, the error messages
 * (docs/rules/accounts.md#error-messages), and the token-expiry handling (docs/rules/accounts.md#token-expiry)
 * (single-flight refresh, also across tabs through Web Locks). Safe to create during SSR: nothing touches `window`
 * until a call needs it.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { region } = options
  const baseURL = apiBaseURL(region, {
    environment: options.environment,
    baseURL: options.baseURL,
    origin: options.origin,
  })
  const siteBase = options.origin ? options.origin.replace(/\/+$/, '') : ''
  const session = options.session ?? defaultSessionStore()
  const notify = options.notify ?? (() => {})
  const navigate = options.navigate ?? defaultNavigate
  const currentPath = options.currentPath ?? defaultCurrentPath
  const locks = options.locks === undefined ? defaultLocks() : options.locks
  const redirectDelay = options.loginRedirectDelay ?? LOGIN_REDIRECT_DELAY
  const loginPath = pathOf(region, 'login')
  const lockName = `storefront:session-refresh:${session.storageKey}`

  const http = axios.create({
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    validateStatus: () => true, // every HTTP answer is inspected for an envelope
    ...(options.adapter ? { adapter: options.adapter } : {}),
  })

  const show = (code: number, msg: string | null | undefined): void => {
    const message = errorMessageOf(code, msg, options.t)
    if (message) notify(message)
  }

  // --- token expiry (docs/rules/accounts.md#token-expiry) ------------------------------------------------------------

  let inflight: Promise<RefreshOutcome> | null = null
  /** The apptoken whose refresh was rejected: late answers to calls sent with it end quietly. */
  let deadToken: string | null = null
  let redirectPending = false

  const loginRequired = (envelope: Envelope): void => {
    if (redirectPending) return
    redirectPending = true
    show(envelope.code, envelope.msg)
    const from = currentPath()
    const target =
      from && from !== loginPath && !from.startsWith(`${loginPath}?`)
        ? `${loginPath}?fromPath=${encodeURIComponent(from)}`
        : loginPath
    setTimeout(() => {
      redirectPending = false
      navigate(target)
    }, redirectDelay)
  }

  const callRefresh = async (s: { user_id: string; apptoken: string; reftoken: string }): Promise<SessionTokens> => {
    const answer = await send(
      {
        method: 'GET',
        path: '/account/user/sign_in/refresh',
        params: { user_id: s.user_id },
        headers: { apptoken: s.apptoken, reftoken: s.reftoken },
        auth: false,
        refresh: false,
      },
      { display: false },
      RefreshAnswerSchema,
    )
    return { user_id: answer.user_id ?? s.user_id, apptoken: answer.apptoken, reftoken: answer.reftoken ?? s.reftoken }
  }

  /** One refresh attempt; runs inside the cross-tab lock when there is one. */
  const refreshUnderLock = async (failedToken: string | null): Promise<RefreshOutcome> => {
    session.reload() // another tab may have rotated (or cleared) the tokens while we waited
    const before = session.getState()
    if (!hasSession(before))
      return {
        ok: false,
        expired: true,
        error: new ApiError({ code: API_CODE.LOGIN_EXPIRED, msg: '', status: 0, kind: 'business' }),
      }
    if (before.apptoken !== failedToken) return { ok: true } // already rotated by another call or tab
    try {
      session.getState().setSession(await callRefresh(before))
      return { ok: true }
    } catch (error) {
      const apiError = error instanceof ApiError ? error : transportError(error)
      // Without Web Locks another tab may have won the race with the same reftoken: take its tokens.
      session.reload()
      const after = session.getState()
      if (hasSession(after) && after.apptoken !== before.apptoken) return { ok: true }
      return {
        ok: false,
        error: apiError,
        expired: apiError.kind === 'business' || apiError.kind === 'invalid-response',
      }
    }
  }

  /** Single flight: every call that failed with 4003 meanwhile waits for the same refresh. */
  const refreshOnce = (failedToken: string | null, envelope: Envelope): Promise<RefreshOutcome> => {
    if (inflight) return inflight
    const run = (): Promise<RefreshOutcome> => refreshUnderLock(failedToken)
    inflight = (locks ? locks.request(lockName, run) : run())
      .catch((error: unknown): RefreshOutcome => ({ ok: false, expired: false, error: transportError(error) }))
      .then((outcome) => {
        if (!outcome.ok && outcome.expired) {
          // The session cannot be refreshed: say so once, clear it, go to the region's login page.
          deadToken = failedToken
          show(envelope.code, envelope.msg)
          session.getState().clear()
          navigate(loginPath)
        }
        return outcome
      })
      .finally(() => {
        inflight = null
      })
    return inflight
  }

  // --- one call ----------------------------------------------------------------------------------

  async function send<T>(
    spec: RequestSpec,
    callOptions: CallOptions,
    schema?: ZodType<T>,
    retried = false,
  ): Promise<T> {
    const auth = spec.auth !== false && !spec.site
    const refresh = auth && spec.refresh !== false
    const state = session.getState()
    const sentToken = auth ? state.apptoken : null
    const headers = { ...requestHeaders(region, auth ? state : null, options.language), ...spec.headers }

    const timeout = callOptions.timeout ?? spec.timeout
    let response: AxiosResponse
    try {
      response = await http.request({
        method: spec.method,
        url: spec.site ? withOrigin(spec.path, siteBase) : spec.path,
        baseURL: spec.site ? '' : baseURL,
        headers,
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.body !== undefined ? { data: spec.body } : {}),
        ...(timeout !== undefined ? { timeout } : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      })
    } catch (error) {
      throw transportError(error)
    }

    const envelope = envelopeOf(response)
    if (!envelope) throw new ApiError({ code: 0, msg: '', status: response.status, kind: 'http' })

    if (envelope.code === API_CODE.SUCCESS) {
      if (!schema) return envelope.data as T
      const parsed = safeParse(schema, envelope.data)
      if (parsed.success) return parsed.data
      throw new ApiError({ code: 0, msg: '', data: envelope.data, status: response.status, kind: 'invalid-response' })
    }

    const error = new ApiError({
      code: envelope.code,
      msg: envelope.msg ?? '',
      data: envelope.data,
      status: response.status,
      kind: 'business',
    })

    if (envelope.code === API_CODE.LOGIN_EXPIRED && refresh && !retried) {
      if (sentToken && sentToken === deadToken) throw error // its session already ended; the user was told
      if (!hasSession(session.getState())) {
        loginRequired(envelope)
        throw error
      }
      const outcome = await refreshOnce(sentToken, envelope)
      if (!outcome.ok) throw outcome.expired ? error : outcome.error
      return send(spec, callOptions, schema, true)
    }

    if (callOptions.display ?? spec.display ?? true) show(envelope.code, envelope.msg)
    throw error
  }

  const request = <T = unknown>(
    spec: RequestSpec,
    callOptions: CallOptions & { schema?: ZodType<T> } = {},
  ): Promise<T> => {
    const { schema, ...rest } = callOptions
    return send<T>(spec, rest, schema)
  }

  const client = { region, baseURL, session, http, request }
  return Object.assign(client, createEndpoints({ region, request }))
}
