import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MessageKey } from './i18n'

/**
 * Envelope codes. The API client and the storefront translate `api.message.{code}` with the
 * same numbers, so these values are a contract: never renumber them.
 */
export const Code = {
  ok: 2000,
  badRequest: 4000,
  loginRequired: 4001,
  loginExpired: 4003,
  refreshRejected: 4004,
  wrongCredentials: 4010,
  tooManyAttempts: 4011,
  tooManyRequests: 4012,
  /** Anti-automation (ALTCHA proof of work) missing, invalid, expired or used before. */
  captchaFailed: 4013,
  emailInUse: 4020,
  noAccount: 4021,
  verificationFailed: 4030,
  invalidCode: 4031,
  notFound: 4040,
  methodNotAllowed: 4050,
  bodyTooLarge: 4130,
  notJson: 4150,
  serverError: 5000,
} as const

export type Code = (typeof Code)[keyof typeof Code]
export type ErrorCode = Exclude<Code, 2000>

export const HTTP_STATUS: Record<Code, ContentfulStatusCode> = {
  2000: 200,
  4000: 400,
  4001: 401,
  4003: 401,
  4004: 401,
  4010: 401,
  4011: 429,
  4012: 429,
  4013: 400,
  4020: 409,
  4021: 404,
  4030: 400,
  4031: 400,
  4040: 404,
  4050: 405,
  4130: 413,
  4150: 415,
  5000: 500,
}

/** One problem with one field of the input: the field path and a translatable message. */
export interface FieldIssue {
  path: string
  key: MessageKey
  params?: Record<string, string | number>
}

interface ApiErrorOptions {
  /** For 4000: what was wrong, first issue first. */
  issues?: FieldIssue[]
  /** Placeholders of the code's own message, e.g. `{ n: 42 }` for 4011. */
  params?: Record<string, string | number>
  data?: unknown
  headers?: Record<string, string>
}

/** A deliberate, expected failure: rendered as the envelope with its code, never logged as a fault. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly issues: FieldIssue[]
  readonly params: Record<string, string | number>
  readonly data: unknown
  readonly headers: Record<string, string>

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
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
export const invalidField = (path: string, key: MessageKey, params?: Record<string, string | number>): ApiError =>
  new ApiError(Code.badRequest, { issues: [params ? { path, key, params } : { path, key }] })
