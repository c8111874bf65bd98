import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createSessionStore, memoryStorage, type LockManagerLike } from '../src'
import { fail, harness, ok, sleep, type Handler, type SeenRequest } from './helpers'

const OLD = { user_id: 'u1', apptoken: 'app-1', reftoken: 'ref-1' }
const NEW = { user_id: 'u1', apptoken: 'app-2', reftoken: 'ref-2' }
const EXPIRED = 'Login expired, please log in again'

const isRefresh = (r: SeenRequest): boolean => r.path.endsWith('/account/user/sign_in/refresh')

/** A service whose profile call needs `app-2`; the refresh rotates ref-1 → ref-2 once. */
function rotatingService(options: { refreshDelay?: number; callDelay?: (i: number) => number } = {}): Handler {
  let used = false
  let n = 0
  return async (r) => {
    if (isRefresh(r)) {
      await sleep(options.refreshDelay ?? 15)
      if (used || r.headers.reftoken !== 'ref-1' || r.headers.apptoken !== 'app-1' || r.query.get('user_id') !== 'u1') {
        return fail(4004, 'Refresh rejected', 401)
      }
      used = true
      return ok(NEW)
    }
    const delay = options.callDelay?.(n++) ?? 0
    if (r.headers.apptoken === 'app-2')
      return ok({ echo: r.query.get('i') ?? (r.body as { i?: number } | undefined)?.i ?? null }, delay)
    return fail(4003, EXPIRED, 401, null, delay)
  }
}

/** Web Locks stand-in: one holder per name at a time, in request order (shared by "tabs"). */
function fakeLocks(): LockManagerLike & { granted: number } {
  const tails = new Map<string, Promise<unknown>>()
  const locks = {
    granted: 0,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve()
      const run = previous.then(() => {
        locks.granted++
        return callback()
      })
      tails.set(
        name,
        run.catch(() => undefined),
      )
      return run
    },
  }
  return locks
}

afterEach(() => {
  vi.useRealTimers()
})

describe('4003 with a complete session: single-flight refresh', () => {
  it('20 concurrent 4003 answers make one refresh call, then all 20 calls are retried and resolve', async () => {
    // Answers are spread over 0-40 ms while the refresh takes 15 ms: some calls fail after the rotation
    // (sent with the old token, answered late) and must reuse the new tokens instead of refreshing again.
    const h = harness(rotatingService({ callDelay: (i) => (i * 2) % 40 }), { tokens: OLD })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.api.request<{ echo: string }>({ method: 'GET', path: '/account/user/profile/new', params: { i: String(i) } }),
      ),
    )
    expect(results.map((r) => r.echo)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)))
    expect(h.seen.filter(isRefresh)).toHaveLength(1)
    const profileCalls = h.seen.filter((r) => !isRefresh(r))
    expect(profileCalls.filter((r) => r.headers.apptoken === 'app-1')).toHaveLength(20)
    expect(profileCalls.filter((r) => r.headers.apptoken === 'app-2')).toHaveLength(20) // each retried once
    expect(h.api.session.getState()).toMatchObject(NEW)
    expect(JSON.parse(h.storage.getItem('storefront:session:/') ?? '{}')).toMatchObject(NEW)
    expect(h.notify).not.toHaveBeenCalled()
    expect(h.navigate).not.toHaveBeenCalled()
  })

  it('keeps the profile across a refresh and sends the refresh with user_id, apptoken and reftoken', async () => {
    const h = harness(rotatingService(), { tokens: OLD })
    h.api.session.getState().setProfile({ name: 'Ada' })
    await h.api.getProfile()
    const refresh = h.seen.find(isRefresh)
    expect(refresh?.method).toBe('GET')
    expect(refresh?.url).toBe('/api/us/account/user/sign_in/refresh?user_id=u1')
    expect(refresh?.headers).toMatchObject({ apptoken: 'app-1', reftoken: 'ref-1' })
    expect(h.api.session.getState().profile).not.toBeNull()
  })

  it('retries a call only once: a second 4003 after the refresh is an ordinary error', async () => {
    let refreshes = 0
    const h = harness(
      (r) => {
        if (isRefresh(r)) return ++refreshes === 1 ? ok(NEW) : fail(4004, 'no', 401)
        return fail(4003, EXPIRED, 401)
      },
      { tokens: OLD },
    )
    await expect(h.api.getProfile()).rejects.toMatchObject({ code: 4003 })
    expect(refreshes).toBe(1)
    expect(h.seen.filter((r) => !isRefresh(r))).toHaveLength(2)
    expect(h.navigate).not.toHaveBeenCalled()
  })

  it('across tabs with Web Locks: one tab refreshes, the other re-reads the rotated tokens from storage', async () => {
    const storage = memoryStorage()
    const locks = fakeLocks()
    const service = rotatingService({ refreshDelay: 20 })
    const tabA = harness(service, {
      storage,
      locks,
      session: createSessionStore(storage, { hostname: 'localhost', syncTabs: false }),
    })
    const tabB = harness(service, {
      storage,
      locks,
      session: createSessionStore(storage, { hostname: 'localhost', syncTabs: false }),
    })
    tabA.api.session.getState().setSession(OLD)
    tabB.api.session.reload()
    expect(tabB.api.session.getState().apptoken).toBe('app-1')

    const calls = Array.from({ length: 10 }, (_, i) =>
      [tabA, tabB].map((tab) =>
        tab.api.request({ method: 'GET', path: '/account/user/profile/new', params: { i: String(i) } }),
      ),
    ).flat()
    await Promise.all(calls)
    expect([...tabA.seen, ...tabB.seen].filter(isRefresh)).toHaveLength(1)
    expect(locks.granted).toBe(2) // each tab's single flight took the lock once
    expect(tabA.api.session.getState()).toMatchObject(NEW)
    expect(tabB.api.session.getState()).toMatchObject(NEW)
  })

  it('without Web Locks, a tab losing the refresh race takes the winner’s tokens instead of logging out', async () => {
    const storage = memoryStorage()
    const service = rotatingService({ refreshDelay: 5 })
    const tabA = harness(service, {
      storage,
      session: createSessionStore(storage, { hostname: 'localhost', syncTabs: false }),
    })
    const tabB = harness(service, {
      storage,
      session: createSessionStore(storage, { hostname: 'localhost', syncTabs: false }),
    })
    tabA.api.session.getState().setSession(OLD)
    tabB.api.session.reload()
    await Promise.all([tabA.api.getProfile(), tabB.api.getProfile()])
    expect(tabB.api.session.getState()).toMatchObject(NEW)
    expect(tabB.navigate).not.toHaveBeenCalled()
  })

  it('uses navigator.locks by default when the platform has it', async () => {
    const locks = fakeLocks()
    vi.stubGlobal('navigator', { locks })
    try {
      const h = harness(rotatingService(), { tokens: OLD, locks: undefined as never })
      await h.api.getProfile()
      expect(locks.granted).toBe(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('4003 when the refresh fails', () => {
  it('clears the session, says so once and sends the shopper to /us/login; every call rejects', async () => {
    const h = harness((r) => (isRefresh(r) ? fail(4004, 'Refresh rejected', 401) : fail(4003, EXPIRED, 401, null, 3)), {
      tokens: OLD,
    })
    h.api.session.getState().setProfile({ name: 'Ada' })
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => h.api.getProfile()))
    expect(
      settled.every((s) => s.status === 'rejected' && s.reason instanceof ApiError && s.reason.code === 4003),
    ).toBe(true)
    expect(h.seen.filter(isRefresh)).toHaveLength(1)
    expect(h.api.session.getState()).toMatchObject({ user_id: null, apptoken: null, reftoken: null, profile: null })
    expect(h.storage.getItem('storefront:session:/')).toBeNull()
    expect(h.navigate.mock.calls).toEqual([['/us/login']])
    expect(h.notify.mock.calls).toEqual([[EXPIRED]])
  })

  it('uses the region prefix of the login page: cn → /login, de → /de/login', async () => {
    for (const [region, target] of [
      ['cn', '/login'],
      ['de', '/de/login'],
      ['jp', '/jp/login'],
    ] as const) {
      const h = harness((r) => (isRefresh(r) ? fail(4004, '', 401) : fail(4003, '', 401)), { tokens: OLD, region })
      await expect(h.api.getProfile()).rejects.toBeInstanceOf(ApiError)
      expect(h.navigate.mock.calls).toEqual([[target]])
    }
  })

  it('a network failure of the refresh rejects the calls without logging the shopper out', async () => {
    const h = harness((r) => (isRefresh(r) ? { networkError: true } : fail(4003, EXPIRED, 401)), { tokens: OLD })
    await expect(h.api.getProfile()).rejects.toMatchObject({ code: 0, kind: 'network' })
    expect(h.api.session.getState()).toMatchObject(OLD)
    expect(h.navigate).not.toHaveBeenCalled()
    expect(h.notify).not.toHaveBeenCalled()
  })
})

describe('4003 with tokens missing', () => {
  it('shows the message, then goes to /us/login?fromPath=… after 300 ms', async () => {
    vi.useFakeTimers()
    const h = harness(() => fail(4003, EXPIRED, 401))
    await expect(h.api.getProfile()).rejects.toMatchObject({ code: 4003 })
    expect(h.notify.mock.calls).toEqual([[EXPIRED]])
    expect(h.seen.filter(isRefresh)).toHaveLength(0)
    vi.advanceTimersByTime(299)
    expect(h.navigate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(h.navigate.mock.calls).toEqual([['/us/login?fromPath=%2Fus%2Faccount%3Ftab%3Dorders']])
  })

  it('cn goes to /login?fromPath=…; concurrent calls show one message and navigate once', async () => {
    vi.useFakeTimers()
    const h = harness(() => fail(4003, '', 401), {
      region: 'cn',
      currentPath: () => '/mini-robot',
      t: (k) => (k === 'api:code.4003' ? '登录已过期' : ''),
    })
    await Promise.allSettled([h.api.getProfile(), h.api.getProfile(), h.api.setPassword({ password: 'x' })])
    vi.advanceTimersByTime(300)
    expect(h.notify.mock.calls).toEqual([['登录已过期']])
    expect(h.navigate.mock.calls).toEqual([['/login?fromPath=%2Fmini-robot']])
  })

  it('a partial session (user id without reftoken) counts as missing tokens', async () => {
    vi.useFakeTimers()
    const h = harness(() => fail(4003, EXPIRED, 401))
    h.api.session.setState({ user_id: 'u1', apptoken: 'app-1', reftoken: null })
    await expect(h.api.getProfile()).rejects.toMatchObject({ code: 4003 })
    vi.advanceTimersByTime(300)
    expect(h.seen.filter(isRefresh)).toHaveLength(0)
    expect(h.navigate).toHaveBeenCalledOnce()
  })
})
