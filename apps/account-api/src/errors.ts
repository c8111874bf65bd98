import { API_CODE, type ApiErrorCode, type ApiMessageParams } from '@storefront/api-client/contract'
import type { FieldKey } from './i18n'

/** One problem with one field of the input: the field path and a translatable message. */
export interface FieldIssue {
  path: string
  key: FieldKey
  params?: Record<string, string | number>
}

interface ApiErrorOptions<C extends ApiErrorCode> {
  /** For 4000: what was wrong, first issue first. */
  issues?: FieldIssue[]
  /** The placeholders `API_CONTRACT` names for the code's message, e.g. `{ count: 42 }` (seconds) for 4011. */
  params?: ApiMessageParams<C>
  data?: unknown
  headers?: Record<string, string>
}

/** A deliberate, expected failure: rendered as the envelope with its code, never logged as a fault. */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  readonly code: C
  readonly issues: FieldIssue[]
  readonly params: Record<string, string | number>
  readonly data: unknown
  readonly headers: Record<string, string>

  constructor(code: C, options: ApiErrorOptions<C> = {}) {
    super(`API error ${code}`)
    this.name = 'ApiError'
    this.code = code
    this.issues = options.issues ?? []
    this.params = options.params ?? {}
    this.data = options.data ?? null
    this.headers = options.headers ?? {}
  }
}

/** A 4000 for a single field. */
export const invalidField = (path: string, key: FieldKey, params?: Record<string, string | number>): ApiError =>
  new ApiError(API_CODE.INVALID_INPUT, { issues: [params ? { path, key, params } : { path, key }] })
