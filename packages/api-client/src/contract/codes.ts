// No schemas here: a bundle that only reads an envelope code (the storefront's chrome) carries no zod.
import * as API_CODE from './api-code'

/**
 * Envelope codes of the account service (docs/rules/accounts.md "Envelope codes"), `API_CODE.SUCCESS` …: the
 * service answers them, the client and the storefront translate `api.message.{code}` with them. Never renumber one.
 */
export { API_CODE }
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE]
export type ApiErrorCode = Exclude<ApiCode, typeof API_CODE.SUCCESS>

/** The HTTP status the service sends with each code (the envelope is in the body whatever the status). */
export const API_HTTP_STATUS = {
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
  5030: 503,
} as const satisfies Record<ApiCode, number>
