import type http from 'node:http'
import { altchaSolution, type Challenge } from '@storefront/test-kit'
import { rawRequest } from '../servers'
import { forwardedFor } from './client-addresses'

/** What one call to the account service answered, and how long it took. */
export interface CallResult {
  status: number
  /** The envelope's code; undefined when the answer was no envelope (a failure of its own). */
  code: number | undefined
  data: unknown
  ms: number
  headers: http.IncomingHttpHeaders
}

export interface CallOptions {
  /** The client's address, told by the trusted proxy (X-Forwarded-For). */
  from: string
  method?: 'GET' | 'POST'
  body?: object
  /** The cookies this client holds for the service (a browser sends them back). */
  cookie?: string
  agent?: http.Agent
  timeoutMs?: number
}

/** One call to `/api/us…` of the account service at `base`, as the us storefront's pages make it. */
export async function accountCall(base: string, path: string, options: CallOptions): Promise<CallResult> {
  const { from, method = options.body ? 'POST' : 'GET', body, cookie, agent, timeoutMs } = options
  const started = performance.now()
  const res = await rawRequest(base, {
    method,
    path: `/api/us${path}`,
    headers: {
      ...forwardedFor(from),
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    ...(agent ? { agent } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  })
  const ms = performance.now() - started
  let envelope: { code?: unknown; data?: unknown } = {}
  try {
    envelope = JSON.parse(res.body) as typeof envelope
  } catch {
    // not an envelope: counted as such by the caller
  }
  const code = typeof envelope.code === 'number' ? envelope.code : undefined
  return { status: res.status, code, data: envelope.data, ms, headers: res.headers }
}

/** A solved ALTCHA challenge fetched by the client at `from`, encoded as the storefront's widget sends it. */
export async function solvedAltcha(
  base: string,
  from: string,
  { agent, timeoutMs }: { agent?: http.Agent; timeoutMs?: number } = {},
): Promise<string> {
  const res = await rawRequest(base, {
    path: '/api/us/altcha/challenge',
    headers: forwardedFor(from),
    ...(agent ? { agent } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  })
  if (res.status !== 200) throw new Error(`ALTCHA challenge: ${res.status} ${res.body.slice(0, 200)}`)
  return altchaSolution(JSON.parse(res.body) as Challenge)
}
