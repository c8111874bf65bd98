import { API_CODE, DEFAULT_TIMEOUT, SERVER_TIME_TIMEOUT, requestHeaders, type IsoAnswer } from '@storefront/api-client'
import type { RegionId } from '@storefront/region-config'

/**
 * The storefront's own endpoints the chrome calls before any interaction (docs/rules/accounts.md#calls):
 * `/ssr/timestamp` after client navigation and `/ssr/iso` after hydration. They go through the platform's fetch, not
 * the API client, so a visitor who never signs in or submits a form downloads no HTTP client and no schema library
 * (docs/performance.md#javascript); they follow the client's rules all the same: its headers (`requestHeaders`, without
 * tokens as for every call to the storefront's origin), the envelope, and the timeouts of
 * docs/rules/accounts.md#request-headers (10 s for the server time, 60 s otherwise). Any failure, a timeout included,
 * reads as "no answer": the chrome keeps the server's clock and the region's label.
 */
async function siteData<T>(
  path: string,
  region: RegionId,
  timeout: number,
  accept: (data: unknown) => data is T,
  signal?: AbortSignal,
): Promise<T | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeout)
  const cancel = () => controller.abort()
  signal?.addEventListener('abort', cancel)
  try {
    if (signal?.aborted) return null
    const response = await fetch(path, {
      signal: controller.signal,
      headers: { accept: 'application/json', ...requestHeaders(region) },
    })
    const body = (await response.json()) as { code?: unknown; data?: unknown } | null
    return body?.code === API_CODE.SUCCESS && accept(body.data) ? body.data : null
  } catch {
    return null
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null

const isServerTime = (data: unknown): data is { now: number } => isRecord(data) && Number.isFinite(data.now)

const isIsoAnswer = (data: unknown): data is IsoAnswer =>
  isRecord(data) &&
  typeof data.country === 'string' &&
  (data.iso === undefined || data.iso === null || typeof data.iso === 'string') &&
  (data.known === undefined || typeof data.known === 'boolean')

/** GET /ssr/timestamp (10 s timeout): the server's time in epoch ms, or null. */
export const fetchServerNow = async (region: RegionId, signal?: AbortSignal): Promise<number | null> =>
  (await siteData('/ssr/timestamp', region, SERVER_TIME_TIMEOUT, isServerTime, signal))?.now ?? null

/** GET /ssr/iso: the visitor's country as the CDN told the server, or null. */
export const fetchCountry = (region: RegionId, signal?: AbortSignal): Promise<IsoAnswer | null> =>
  siteData('/ssr/iso', region, DEFAULT_TIMEOUT, isIsoAnswer, signal)
