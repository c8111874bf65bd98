import { randomUUID } from 'node:crypto'

/** The header that carries a request's id in and out, and on to the account service. */
export const REQUEST_ID_HEADER = 'x-request-id'

// A caller's id is kept when it is a plausible id (a UUID, a proxy's hex id), never arbitrary text in the logs.
const PLAUSIBLE = /^[\w.:-]{1,128}$/

/** The caller's `X-Request-Id` when plausible, else a new UUID. */
export function requestIdOf(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && PLAUSIBLE.test(value) ? value : randomUUID()
}
