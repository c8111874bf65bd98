import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchCountry, fetchServerNow } from './site-endpoints'

const answer = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

afterEach(() => vi.restoreAllMocks())

describe('the chrome’s calls to the storefront’s own endpoints', () => {
  it('reads the country from /ssr/iso', async () => {
    const fetch = answer({ code: 2000, msg: 'ok', data: { country: 'CA', iso: 'CA', known: true } })
    expect(await fetchCountry('us')).toEqual({ country: 'CA', iso: 'CA', known: true })
    expect(fetch).toHaveBeenCalledWith(
      '/ssr/iso',
      expect.objectContaining({ headers: { accept: 'application/json', region: 'us', 'Accept-Language': 'en' } }),
    )
  })

  it('reads the server time from /ssr/timestamp', async () => {
    const fetch = answer({ code: 2000, msg: 'ok', data: { now: 1_795_000_000_000 } })
    expect(await fetchServerNow('us')).toBe(1_795_000_000_000)
    expect(fetch.mock.calls[0]![0]).toBe('/ssr/timestamp')
  })

  it('sends the headers every call of the API client sends for the region, and no session token', async () => {
    const fetch = answer({ code: 2000, msg: 'ok', data: { now: 1 } })
    await fetchServerNow('fr')
    expect(fetch.mock.calls[0]![1]!.headers).toEqual({
      accept: 'application/json',
      region: 'fr',
      'Accept-Language': 'fr',
    })
  })

  it('gives up on the server time after 10 s, the country after 60 s (docs/rules/accounts.md#calls)', async () => {
    vi.useFakeTimers()
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(
        (_, init) =>
          new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      )
      let time: number | null | undefined
      void fetchServerNow('us').then((t) => (time = t))
      await vi.advanceTimersByTimeAsync(9_999)
      expect(time).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(time).toBeNull()
      let country: unknown
      void fetchCountry('us').then((c) => (country = c))
      await vi.advanceTimersByTimeAsync(59_999)
      expect(country).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(country).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([
    ['an error envelope', { code: 5000, msg: 'down', data: null }],
    ['a missing country', { code: 2000, msg: 'ok', data: { iso: 'CA' } }],
    ['a country of the wrong type', { code: 2000, msg: 'ok', data: { country: 42 } }],
    ['an iso of the wrong type', { code: 2000, msg: 'ok', data: { country: 'CA', iso: 1 } }],
    ['no envelope', null],
  ])('answers null for %s', async (_, body) => {
    answer(body)
    expect(await fetchCountry('us')).toBeNull()
  })

  it('answers null for a time that is not a number, a page that is not JSON, and a network error', async () => {
    answer({ code: 2000, msg: 'ok', data: { now: '12:00' } })
    expect(await fetchServerNow('us')).toBeNull()
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>502</html>', { status: 502 }))
    expect(await fetchServerNow('us')).toBeNull()
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await fetchCountry('us')).toBeNull()
  })

  it('passes the abort signal on, and an aborted call answers null', async () => {
    const controller = new AbortController()
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const pending = fetchCountry('us', controller.signal)
    controller.abort()
    expect(await pending).toBeNull()
  })
})
