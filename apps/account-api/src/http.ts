import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from './context'
import { ApiError, Code, HTTP_STATUS, type ErrorCode } from './errors'
import { t } from './i18n'
import { parseInput } from './validation'

/** The spec's envelope. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export function ok<T>(c: Context<AppEnv>, data: T) {
  const body: Envelope<T> = { code: Code.ok, msg: t(c.get('lang'), 'c2000'), data }
  return c.json(body, 200)
}

export function fail(c: Context<AppEnv>, error: ApiError | ErrorCode) {
  const err = typeof error === 'number' ? new ApiError(error) : error
  const lang = c.get('lang')
  const first = err.issues[0]
  const msg = first ? `${first.path}: ${t(lang, first.key, first.params)}` : t(lang, `c${err.code}`, err.params)
  const data = err.issues.length
    ? { issues: err.issues.map((issue) => ({ path: issue.path, message: t(lang, issue.key, issue.params) })) }
    : err.data
  const body: Envelope = { code: err.code, msg, data }
  return c.json(body, HTTP_STATUS[err.code], err.headers)
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/** The JSON body, validated: 4150 when it is not declared JSON, 4000 when it does not parse or fit. */
export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw new ApiError(Code.notJson)
  let value: unknown
  try {
    value = JSON.parse(await c.req.text())
  } catch {
    throw new ApiError(Code.badRequest, { issues: [{ path: 'body', key: 'malformedJson' }] })
  }
  return parseInput(schema, value, 'body')
}

export const readQuery = <S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> =>
  parseInput(schema, c.req.query(), 'query')
