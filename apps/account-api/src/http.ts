import type { Context } from 'hono'
import type { z } from 'zod'
import { API_CODE, API_CONTRACT, type ApiErrorCode, type Envelope } from '@storefront/api-client/contract'
import type { AppEnv } from './context'
import { ApiError } from './errors'
import { t } from './i18n'
import { parseInput } from './validation'

export function ok<T>(c: Context<AppEnv>, data: T) {
  const body: Envelope<T> = {
    code: API_CODE.SUCCESS,
    msg: t(c.get('lang'), API_CONTRACT[API_CODE.SUCCESS].message),
    data,
  }
  return c.json(body, 200)
}

/** The envelope of a failure: the code's status and message from `API_CONTRACT` (or the first field problem of a
 * 4000 as its `msg`). */
export function fail(c: Context<AppEnv>, error: ApiError | ApiErrorCode) {
  const err = typeof error === 'number' ? new ApiError(error) : error
  const { status, message } = API_CONTRACT[err.code]
  const lang = c.get('lang')
  const first = err.issues[0]
  const msg = first ? `${first.path}: ${t(lang, `api:field.${first.key}`, first.params)}` : t(lang, message, err.params)
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
