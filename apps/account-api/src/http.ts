import type { Context } from 'hono'
import type { z } from 'zod'
import { API_CODE, API_CONTRACT, type ApiErrorCode, type Envelope } from '@storefront/api-client/contract'
import type { AppEnv } from './context'
import { ApiError } from './errors'
import { t, type FieldKey } from './i18n'
import { parseInput } from './validation'

export function ok<T>(c: Context<AppEnv>, data: T) {
  const body: Envelope<T> = {
    code: API_CODE.SUCCESS,
    msg: t(c.get('lang'), API_CONTRACT[API_CODE.SUCCESS].message),
    data,
  }
  return c.json(body, 200)
}

/**
 * Field problems whose message names what is wrong (the e-mail address, the password, the code, the date, the URL, the
 * body): read alone, a shopper knows which field it is about.
 */
export const FIELD_NAMING_PROBLEMS: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'invalidEmail',
  'passwordRule',
  'codeFormat',
  'invalidDate',
  'dateInFuture',
  'invalidUrl',
  'expectedObject',
  'malformedJson',
])

/**
 * The envelope of a failure: the code's status and message from `API_CONTRACT`. The `msg` of a 4000 is its first field
 * problem's message where that names its field, else the code's; it is read by shoppers, so it is all in their
 * language: the field paths, the service's names, are for the client in `data.issues`.
 */
export function fail(c: Context<AppEnv>, error: ApiError | ApiErrorCode) {
  const err = typeof error === 'number' ? new ApiError(error) : error
  const { status, message } = API_CONTRACT[err.code]
  const lang = c.get('lang')
  const first = err.issues[0]
  const msg =
    first && FIELD_NAMING_PROBLEMS.has(first.key)
      ? t(lang, `api:field.${first.key}`, first.params)
      : t(lang, message, err.params)
  const data = err.issues.length
    ? {
        issues: err.issues.map((issue) => ({
          path: issue.path,
          message: t(lang, `api:field.${issue.key}`, issue.params),
        })),
      }
    : err.data
  const body: Envelope = { code: err.code, msg, data }
  return c.json(body, status, err.headers)
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/** The JSON body, validated: 4150 when it is not declared JSON, 4000 when it does not parse or fit. */
export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw new ApiError(API_CODE.NOT_JSON)
  let value: unknown
  try {
    value = JSON.parse(await c.req.text())
  } catch {
    throw new ApiError(API_CODE.INVALID_INPUT, { issues: [{ path: 'body', key: 'malformedJson' }] })
  }
  return parseInput(schema, value, 'body')
}

export const readQuery = <S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> =>
  parseInput(schema, c.req.query(), 'query')
