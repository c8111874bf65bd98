import { messageKeyOf } from './contract/codes'

/**
 * - `business`: the service answered with an envelope whose code is not 2000 (any HTTP status).
 * - `http`: an HTTP answer without an envelope (proxy error page, 502 …).
 * - `network`, `timeout`, `canceled`: no answer at all.
 * - `invalid-response`: an envelope with code 2000 whose data does not have the expected shape.
 * Only `business` errors carry a message and may be shown (docs/rules/accounts.md#error-messages: the others are
 * "rejected without a message").
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'canceled' | 'invalid-response'

export interface ApiErrorInit {
  code: number
  msg: string
  data?: unknown
  status: number
  kind: ApiErrorKind
}

/** What every failed call rejects with. `code` is 0 when there was no envelope; `status` is 0 when there was no HTTP
 * answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly code: number
  readonly msg: string
  readonly data: unknown
  readonly status: number
  readonly kind: ApiErrorKind

  constructor(init: ApiErrorInit) {
    super(
      init.msg ||
        (init.kind === 'business'
          ? `API error ${init.code}`
          : `API ${init.kind} error${init.status ? ` (HTTP ${init.status})` : ''}`),
    )
    this.code = init.code
    this.msg = init.msg
    this.data = init.data
    this.status = init.status
    this.kind = init.kind
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError

/** Seconds to wait for "too many attempts" (4011: `data.retryAfter`), if the error says so. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined
  const value = (error.data as { retryAfter?: unknown }).retryAfter
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** The UI's translation function; i18next's `t` fits. */
export type Translate = (key: string) => string | null | undefined

/** The UI's message for a failure it has no words of the contract for (docs/rules/accounts.md#error-messages). */
export const GENERIC_ERROR_KEY = 'api.message.error'

/**
 * The message of a business error (docs/rules/accounts.md#error-messages): the server msg, else the code's message
 * in `API_CONTRACT` (`api:code.{code}`, the words the service sends), else `api.message.error`. An empty string, or
 * a translation that is just its own key (i18next answers the key when the message is missing), counts as missing.
 * Returns '' when nothing is available.
 */
export function errorMessageOf(code: number, msg: string | null | undefined, t?: Translate): string {
  if (typeof msg === 'string' && msg.trim()) return msg
  const lookup = (key: string | undefined): string => {
    const value = key === undefined ? undefined : t?.(key)
    return typeof value === 'string' && value.trim() && value !== key ? value : ''
  }
  return lookup(messageKeyOf(code)) || lookup(GENERIC_ERROR_KEY)
}
