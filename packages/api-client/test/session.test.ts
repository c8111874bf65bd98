// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  completeLogin,
  createSessionStore,
  defaultSessionStore,
  login,
  logout,
  memoryStorage,
  saveProfile,
  sessionStorageKey,
  storagePathOf,
} from '../src'
import { fail, harness, ok } from './helpers'

const TOKENS = { user_id: 'u1', apptoken: 'A', reftoken: 'R' }
const EMPTY_STATE = { user_id: null, apptoken: null, reftoken: null, profile: null }

afterEach(() => {
  localStorage.clear()
})

describe('storage key by hostname (docs/rules/accounts.md#session)', () => {
  it('uses /cn for hosts ending in .cn, / otherwise', () => {
    expect(storagePathOf('www.mechaform-robotics.cn')).toBe('/cn')
    expect(storagePathOf('SHOP.EXAMPLE.CN')).toBe('/cn')
    expect(storagePathOf('shop.example.cn.')).toBe('/cn')
    expect(storagePathOf('shop.example.cn:8443')).toBe('/cn')
    expect(storagePathOf('www.mechaform-robotics.com')).toBe('/')
    expect(storagePathOf('cn.example.com')).toBe('/')
    expect(storagePathOf('examplecn')).toBe('/')
    expect(storagePathOf('localhost')).toBe('/')
    expect(storagePathOf('')).toBe('/')
    expect(sessionStorageKey('www.mechaform-robotics.cn')).toBe('storefront:session:/cn')
    expect(sessionStorageKey('localhost')).toBe('storefront:session:/')
  })

  it('persists the four values in localStorage under the hostname key', () => {
    const cn = createSessionStore(localStorage, { hostname: 'www.mechaform-robotics.cn' })
    cn.getState().setSession(TOKENS)
    cn.getState().setProfile({ nickname: 'Ada' })
    expect(JSON.parse(localStorage.getItem('storefront:session:/cn') ?? '')).toEqual({
      ...TOKENS,
      profile: { nickname: 'Ada' },
    })
    expect(localStorage.getItem('storefront:session:/')).toBeNull()
    const again = createSessionStore(localStorage, { hostname: 'm.mechaform-robotics.cn' })
    expect(again.getState()).toMatchObject({ ...TOKENS, profile: { nickname: 'Ada' } })
    cn.dispose()
    again.dispose()
  })

  it('defaults to window.localStorage and location.hostname', () => {
    const store = createSessionStore()
    expect(store.storageKey).toBe(sessionStorageKey(location.hostname))
    store.getState().setSession(TOKENS)
    expect(localStorage.getItem(store.storageKey)).toContain('"apptoken":"A"')
    store.dispose()
    expect(defaultSessionStore()).toBe(defaultSessionStore()) // one shared store in the browser
  })

  it('ignores corrupt or foreign data in storage', () => {
    const storage = memoryStorage({
      'storefront:session:/': '{not json',
      'storefront:session:/cn': JSON.stringify({ user_id: 5, apptoken: 'A' }),
    })
    expect(createSessionStore(storage, { hostname: 'a.com' }).getState().user_id).toBeNull()
    expect(createSessionStore(storage, { hostname: 'a.cn' }).getState()).toMatchObject({
      user_id: null,
      apptoken: 'A',
      reftoken: null,
    })
  })

  it('reads each stored field on its own: a wrong type is null, a stored non-object is no session', () => {
    const storage = memoryStorage({
      'storefront:session:/': JSON.stringify(['u1', 'A', 'R']),
      'storefront:session:/cn': JSON.stringify({ user_id: 'u1', apptoken: 'A', reftoken: 'R', profile: ['Ada'] }),
      'storefront:session:/us': JSON.stringify({
        user_id: 'u1',
        apptoken: null,
        reftoken: 'R',
        profile: { a: 1 },
        x: 1,
      }),
    })
    expect(createSessionStore(storage, { hostname: 'a.com' }).getState()).toMatchObject(EMPTY_STATE)
    expect(createSessionStore(storage, { hostname: 'a.cn' }).getState()).toMatchObject({ ...TOKENS, profile: null })
    const us = createSessionStore(storage, { key: 'storefront:session:/us' }).getState()
    expect(us).toMatchObject({ user_id: 'u1', apptoken: null, reftoken: 'R', profile: { a: 1 } })
    expect(us).not.toHaveProperty('x')
  })
})

describe('session actions', () => {
  it('setSession keeps the profile for the same user and drops it for another; clear removes all four', () => {
    const store = createSessionStore(memoryStorage(), { hostname: 'x' })
    store.getState().setSession(TOKENS)
    store.getState().setProfile({ nickname: 'Ada' })
    store.getState().setSession({ ...TOKENS, apptoken: 'A2' })
    expect(store.getState().profile).toEqual({ nickname: 'Ada' })
    store.getState().setSession({ user_id: 'u2', apptoken: 'B', reftoken: 'S' })
    expect(store.getState().profile).toBeNull()
    store.getState().clear()
    expect(store.getState()).toMatchObject({ user_id: null, apptoken: null, reftoken: null, profile: null })
  })

  it('follows other tabs through storage events', () => {
    const tabA = createSessionStore(localStorage, { hostname: 'localhost' })
    const tabB = createSessionStore(localStorage, { hostname: 'localhost' })
    tabA.getState().setSession(TOKENS)
    window.dispatchEvent(
      new StorageEvent('storage', { key: tabA.storageKey, newValue: localStorage.getItem(tabA.storageKey) }),
    )
    expect(tabB.getState()).toMatchObject(TOKENS)
    tabA.getState().clear()
    window.dispatchEvent(new StorageEvent('storage', { key: tabA.storageKey, newValue: null }))
    expect(tabB.getState().apptoken).toBeNull()
    tabB.dispose()
    tabA.getState().setSession(TOKENS)
    window.dispatchEvent(new StorageEvent('storage', { key: tabA.storageKey }))
    expect(tabB.getState().apptoken).toBeNull() // disposed: no longer listening
    tabA.dispose()
  })
})

describe('login, profile and logout helpers (docs/rules/accounts.md#session)', () => {
  it('login stores the three values, then fetches the profile with the new tokens', async () => {
    const h = harness((r) => {
      if (r.path.endsWith('/login/pwd')) return ok(TOKENS)
      if (r.path.endsWith('/profile/new'))
        return r.headers.apptoken === 'A' ? ok({ nickname: 'Ada' }) : fail(4001, 'Please log in.', 401)
      return fail(4040, '', 404)
    })
    const result = await login(h.api, { method: 'password', email: 'a@b.co', password: 'secret123' })
    expect(result).toEqual({ session: TOKENS, profile: { nickname: 'Ada' } })
    expect(h.seen.map((r) => r.path)).toEqual(['/api/us/account/user/login/pwd', '/api/us/account/user/profile/new'])
    expect(h.api.session.getState()).toMatchObject({ ...TOKENS, profile: { nickname: 'Ada' } })
  })

  it('every login method posts to its endpoint', async () => {
    const h = harness((r) => (r.path.endsWith('/profile/new') ? ok({}) : ok(TOKENS)))
    await login(h.api, { method: 'code', email: 'a@b.co', code: '123456' })
    await login(h.api, { method: 'sign-in', email: 'a@b.co', password: 'secret123' })
    await login(h.api, { method: 'register-or-login', email: 'a@b.co', code: '123456', optIn: true })
    await login(h.api, { method: 'register-password', email: 'a@b.co', password: 'secret123', code: '123456' })
    expect(
      h.seen.filter((r) => !r.path.endsWith('/profile/new')).map((r) => r.path.replace('/api/us/account/user', '')),
    ).toEqual(['/login/code', '/sign_in', '/register_or_login', '/register/pwd'])
  })

  it('a failed login rejects and stores nothing; a failed profile fetch keeps the session', async () => {
    const wrong = harness(() => fail(4010, 'Incorrect email or password. Please try again.', 401))
    await expect(login(wrong.api, { method: 'password', email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 4010,
    })
    expect(wrong.api.session.getState().apptoken).toBeNull()
    expect(wrong.notify).not.toHaveBeenCalled()

    const noProfile = harness((r) =>
      r.path.endsWith('/profile/new') ? fail(5000, 'Server error, please try again later.', 500) : ok(TOKENS),
    )
    expect(await completeLogin(noProfile.api, TOKENS)).toEqual({ session: TOKENS, profile: null })
    expect(noProfile.api.session.getState()).toMatchObject(TOKENS)
  })

  it('saveProfile posts, then fetches the profile again and stores it', async () => {
    let saved: unknown = { nickname: 'Ada' }
    const h = harness(
      (r) => {
        if (r.method === 'POST') {
          saved = { ...(r.body as object), updatedAt: 1 }
          return ok(null)
        }
        return ok(saved)
      },
      { tokens: TOKENS },
    )
    expect(await saveProfile(h.api, { nickname: 'Grace' })).toEqual({ nickname: 'Grace', updatedAt: 1 })
    expect(h.seen.map((r) => r.method)).toEqual(['POST', 'GET'])
    expect(h.api.session.getState().profile).toEqual({ nickname: 'Grace', updatedAt: 1 })
  })

  it('a failed save rejects and does not refetch', async () => {
    const h = harness(() => fail(4000, 'Invalid input', 400), { tokens: TOKENS })
    await expect(saveProfile(h.api, { nickname: '' })).rejects.toMatchObject({ code: 4000 })
    expect(h.seen).toHaveLength(1)
  })

  it('logout tells the service with the tokens, then clears all four values even when the call fails', async () => {
    for (const answer of [
      ok(null),
      fail(5000, 'Server error', 500),
      { networkError: true },
      fail(4003, 'expired', 401),
    ]) {
      const h = harness(() => answer, { tokens: TOKENS })
      h.api.session.getState().setProfile({ nickname: 'Ada' })
      await logout(h.api)
      expect(h.seen.map((r) => r.path)).toEqual(['/api/us/account/user/logout']) // no refresh on logout
      expect(h.seen[0]?.headers).toMatchObject({ apptoken: 'A', reftoken: 'R' })
      expect(h.api.session.getState()).toMatchObject({ user_id: null, apptoken: null, reftoken: null, profile: null })
      expect(h.notify).not.toHaveBeenCalled()
      expect(h.navigate).not.toHaveBeenCalled()
    }
  })
})
