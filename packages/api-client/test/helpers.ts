import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { vi } from 'vitest'
import type { RegionId } from '@storefront/region-config'
import { createApiClient, createSessionStore, memoryStorage, type ApiClientOptions, type KeyValueStorage } from '../src'

export interface SeenRequest {
  method: string
  url: string
  path: string
  query: URLSearchParams
  headers: Record<string, string>
  body: unknown
  timeout: number | undefined
}

export interface Answer {
  status?: number
  body?: unknown
  delay?: number
  /** Fail at the network level instead of answering. */
  networkError?: boolean
}

export type Handler = (request: SeenRequest) => Answer | Promise<Answer>

export const envelope = (code: number, data: unknown = null, msg = ''): unknown => ({ code, msg, data })
export const ok = (data: unknown = null, delay = 0): Answer => ({
  status: 200,
  body: envelope(2000, data, 'ok'),
  delay,
})
export const fail = (code: number, msg = '', status = 400, data: unknown = null, delay = 0): Answer => ({
  status,
  body: envelope(code, data, msg),
  delay,
})
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** An axios adapter that records every request and answers through `handler`. */
export function mockAdapter(handler: Handler): { adapter: AxiosAdapter; seen: SeenRequest[] } {
  const seen: SeenRequest[] = []
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = axios.getUri(config)
    const parsed = new URL(url, 'http://relative.invalid')
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
    )
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers,
      body,
      timeout: config.timeout,
    }
    seen.push(request)
    const answer = await handler(request)
    if (answer.delay) await sleep(answer.delay)
    if (answer.networkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)
    return { data: answer.body, status: answer.status ?? 200, statusText: '', headers: {}, config, request: {} }
  }
  return { adapter, seen }
}

export interface Harness {
  api: ReturnType<typeof createApiClient>
  seen: SeenRequest[]
  notify: ReturnType<typeof vi.fn<(message: string) => void>>
  navigate: ReturnType<typeof vi.fn<(url: string) => void>>
  storage: KeyValueStorage
}

export function harness(
  handler: Handler,
  options: Partial<ApiClientOptions> & {
    region?: RegionId
    storage?: KeyValueStorage
    tokens?: { user_id: string; apptoken: string; reftoken: string }
  } = {},
): Harness {
  const { adapter, seen } = mockAdapter(handler)
  const { storage: givenStorage, tokens, ...clientOptions } = options
  const storage = givenStorage ?? memoryStorage()
  const session = options.session ?? createSessionStore(storage, { hostname: 'localhost', syncTabs: false })
  if (tokens) session.getState().setSession(tokens)
  const notify = vi.fn<(message: string) => void>()
  const navigate = vi.fn<(url: string) => void>()
  const api = createApiClient({
    region: options.region ?? 'us',
    adapter,
    session,
    notify,
    navigate,
    locks: null,
    currentPath: () => '/us/account?tab=orders',
    ...clientOptions,
  })
  return { api, seen, notify, navigate, storage }
}
