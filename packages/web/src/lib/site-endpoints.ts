import { API_CODE, type IsoAnswer } from '@storefront/api-client'

/**
 * The storefront's own endpoints the chrome calls before any interaction (spec §7): `/ssr/timestamp`
 * after client navigation and `/ssr/iso` after hydration. They go through the platform's fetch, not
 * the API client, so a visitor who never signs in or submits a form downloads no HTTP client and no
 * schema library (README "Performance and hardening"). Any failure reads as "no answer": the chrome
 * keeps the server's clock and the region's own label.
 */
async function siteData<T>(path: string, accept: (data: unknown) => data is T, signal?: AbortSignal): Promise<T | null> {
  try {
    const response = await fetch(path, { signal: signal ?? null, headers: { accept: 'application/json' } })
    const body = (await response.json()) as { code?: unknown; data?: unknown } | null
    return body?.code === API_CODE.SUCCESS && accept(body.data) ? body.data : null
  } catch {
    return null
  }
}

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null

const isServerTime = (data: unknown): data is { now: number } => isRecord(data) && Number.isFinite(data.now)

const isIsoAnswer = (data: unknown): data is IsoAnswer =>
  isRecord(data) &&
  typeof data.country === 'string' &&
  (data.iso === undefined || data.iso === null || typeof data.iso === 'string') &&
  (data.known === undefined || typeof data.known === 'boolean')

/** GET /ssr/timestamp: the server's time in epoch ms, or null. */
export const fetchServerNow = async (signal?: AbortSignal): Promise<number | null> =>
  (await siteData('/ssr/timestamp', isServerTime, signal))?.now ?? null

/** GET /ssr/iso: the visitor's country as the CDN told the server, or null. */
export const fetchCountry = (signal?: AbortSignal): Promise<IsoAnswer | null> => siteData('/ssr/iso', isIsoAnswer, signal)
