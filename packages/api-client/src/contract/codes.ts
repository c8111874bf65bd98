// No schemas here: a bundle that only reads an envelope code (the storefront's chrome) carries no zod.
import * as API_CODE from './api-code'

/**
 * Envelope codes of the account service (docs/rules/accounts.md "Envelope codes"), `API_CODE.SUCCESS` …: the
 * service answers them, the client and the storefront translate their message keys. Never renumber one.
 */
export { API_CODE }
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE]
export type ApiErrorCode = Exclude<ApiCode, typeof API_CODE.SUCCESS>

/** What one code means on the wire and on screen. */
export interface ApiCodeContract {
  /** The HTTP status the service sends with it (the envelope is in the body whatever the status). */
  readonly status: number
  /**
   * Its message in every locale: the i18next key (`namespace:key`) of the one dictionary entry the service sends
   * as the envelope `msg` and the UI shows when a `msg` is missing (docs/rules/accounts.md#error-messages).
   */
  readonly message: `api:code.${ApiCode}`
  /** The `{{name}}` placeholders of that message, which whoever translates it fills in. */
  readonly placeholders: readonly string[]
}

const NONE = [] as const

/**
 * The message contract, one row per code: the account service answers with it, the client and the storefront's
 * screens read their messages through it, and content's suite holds every locale's dictionary to it.
 */
export const API_CONTRACT = {
  2000: { status: 200, message: 'api:code.2000', placeholders: NONE },
  4000: { status: 400, message: 'api:code.4000', placeholders: NONE },
  4001: { status: 401, message: 'api:code.4001', placeholders: NONE },
  4003: { status: 401, message: 'api:code.4003', placeholders: NONE },
  4004: { status: 401, message: 'api:code.4004', placeholders: NONE },
  4010: { status: 401, message: 'api:code.4010', placeholders: NONE },
  4011: { status: 429, message: 'api:code.4011', placeholders: ['count'] },
  4012: { status: 429, message: 'api:code.4012', placeholders: NONE },
  4013: { status: 400, message: 'api:code.4013', placeholders: NONE },
  4020: { status: 409, message: 'api:code.4020', placeholders: NONE },
  4021: { status: 404, message: 'api:code.4021', placeholders: NONE },
  4030: { status: 400, message: 'api:code.4030', placeholders: NONE },
  4031: { status: 400, message: 'api:code.4031', placeholders: NONE },
  4040: { status: 404, message: 'api:code.4040', placeholders: NONE },
  4050: { status: 405, message: 'api:code.4050', placeholders: NONE },
  4090: { status: 409, message: 'api:code.4090', placeholders: NONE },
  4091: { status: 409, message: 'api:code.4091', placeholders: NONE },
  4130: { status: 413, message: 'api:code.4130', placeholders: NONE },
  4150: { status: 415, message: 'api:code.4150', placeholders: NONE },
  5000: { status: 500, message: 'api:code.5000', placeholders: NONE },
  5030: { status: 503, message: 'api:code.5030', placeholders: NONE },
} as const satisfies { readonly [C in ApiCode]: ApiCodeContract & { readonly message: `api:code.${C}` } }

export type ApiContract = typeof API_CONTRACT
/**
 * The placeholders a code's message needs, by name: `{ count: 42 }` (seconds, an i18next plural) for 4011, `{}` for
 * most.
 */
export type ApiMessageParams<C extends ApiCode> = Record<ApiContract[C]['placeholders'][number], string | number>
/** The i18next key of a code's message. */
export type ApiMessageKey = ApiContract[ApiCode]['message']

/** The HTTP status the service sends with each code, read from `API_CONTRACT`. */
export const API_HTTP_STATUS = Object.fromEntries(
  Object.entries(API_CONTRACT).map(([code, row]) => [code, row.status]),
) as { readonly [C in ApiCode]: ApiContract[C]['status'] }

const isApiCode = (code: number): code is ApiCode => Object.hasOwn(API_CONTRACT, code)

/** The message key of a code the contract knows; undefined for any other number (a newer service's code). */
export const messageKeyOf = (code: number): ApiMessageKey | undefined =>
  isApiCode(code) ? API_CONTRACT[code].message : undefined
