import { describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { sha256 } from './crypto'
import {
  authHeaders,
  describeOnPglite,
  expectOk,
  latestCode,
  registerByPassword,
  TestClient,
  testApp,
  uniqueEmail,
  type Tokens,
} from './test/harness'

const REFRESH = '/account/user/sign_in/refresh'
const PROFILE = '/account/user/profile/new'

describeOnPglite('sessions and limits', (s) => {
  const refresh = (tokens: Partial<Tokens>, userId = tokens.user_id) =>
    s.api.get<Tokens>(REFRESH, userId === undefined ? undefined : { user_id: userId }, {
      ...(tokens.apptoken ? { apptoken: tokens.apptoken } : {}),
      ...(tokens.reftoken ? { reftoken: tokens.reftoken } : {}),
    })
  const profile = (tokens: Pick<Tokens, 'apptoken'>) => s.api.get(PROFILE, undefined, authHeaders(tokens))

  describe('access tokens', () => {
    it('are opaque and stored only as sha256', async () => {
      const user = await registerByPassword(s.api)
      const { rows } = await s.db.storage.query<{ token_hash: string }>(
        'SELECT token_hash FROM access_tokens WHERE user_id = $1',
        [user.user_id],
      )
      expect(rows.map((row) => row.token_hash)).toEqual([sha256(user.apptoken)])
      const refreshRows = await s.db.storage.query<{ token_hash: string }>(
        'SELECT token_hash FROM refresh_tokens WHERE user_id = $1',
        [user.user_id],
      )
      expect(refreshRows.rows.map((row) => row.token_hash)).toEqual([sha256(user.reftoken)])
    })

    it('expire after ACCESS_TOKEN_TTL_SECONDS with 4003, and a refresh brings the session back', async () => {
      const user = await registerByPassword(s.api)
      s.clock.advance(899)
      expectOk(await profile(user))
      s.clock.advance(2)
      expect(await profile(user)).toMatchObject({
        status: 401,
        code: API_CODE.LOGIN_EXPIRED,
        msg: 'Login expired, please log in again',
      })

      const renewed = expectOk(await refresh(user)).data
      expect(Object.keys(renewed).sort()).toEqual(['apptoken', 'reftoken', 'user_id'])
      expect(renewed.user_id).toBe(user.user_id)
      expect(renewed.apptoken).not.toBe(user.apptoken)
      expect(renewed.reftoken).not.toBe(user.reftoken)
      expectOk(await profile(renewed))
      // The old access token is revoked by the rotation.
      expect(await profile(user)).toMatchObject({ code: API_CODE.LOGIN_REQUIRED })
    })

    it('honour a shorter configured TTL', async () => {
      const short = testApp(s.db.storage, { config: { accessTokenTtlSeconds: 5 } })
      const client = new TestClient(short.app)
      const user = await registerByPassword(client)
      short.clock.advance(6)
      expect(await client.get(PROFILE, undefined, authHeaders(user))).toMatchObject({ code: API_CODE.LOGIN_EXPIRED })
    })
  })

  describe('GET /account/user/sign_in/refresh', () => {
    it('rotates the refresh token every time', async () => {
      const user = await registerByPassword(s.api)
      const second = expectOk(await refresh(user)).data
      const third = expectOk(await refresh(second)).data
      expect(new Set([user.reftoken, second.reftoken, third.reftoken]).size).toBe(3)
      expectOk(await profile(third))
    })

    it('treats reuse of a rotated refresh token as theft and revokes the whole family', async () => {
      const user = await registerByPassword(s.api)
      const second = expectOk(await refresh(user)).data
      const third = expectOk(await refresh(second)).data
      // An attacker replays the first pair.
      expect(await refresh(user)).toMatchObject({ status: 401, code: API_CODE.REFRESH_REJECTED })
      // The legitimate holder is logged out too.
      expect(await refresh(third)).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expect(await profile(third)).toMatchObject({ code: API_CODE.LOGIN_REQUIRED })
      // Other sessions of the same user are untouched.
      const other = expectOk(
        await s.api.post<Tokens>('/account/user/login/pwd', { email: user.email, password: user.password }),
      ).data
      expectOk(await refresh(other))
    })

    it('answers 4004 when user_id or either token is missing', async () => {
      const user = await registerByPassword(s.api)
      expect(await refresh({ ...user, user_id: '' }, undefined)).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expect(await refresh({ user_id: user.user_id, reftoken: user.reftoken })).toMatchObject({
        code: API_CODE.REFRESH_REJECTED,
      })
      expect(await refresh({ user_id: user.user_id, apptoken: user.apptoken })).toMatchObject({
        code: API_CODE.REFRESH_REJECTED,
      })
      // Nothing was consumed: the full set still works.
      expectOk(await refresh(user))
    })

    it('answers 4004 for a wrong user, a garbage token or an access token of another session', async () => {
      const user = await registerByPassword(s.api)
      const stranger = await registerByPassword(s.api)
      expect(await refresh(user, stranger.user_id)).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expect(await refresh({ ...user, reftoken: 'garbage' })).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expect(await refresh({ ...user, apptoken: stranger.apptoken })).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expect(await refresh(user, 'x'.repeat(500))).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expectOk(await refresh(user))
    })

    it('answers 4004 once the refresh token is older than 30 days', async () => {
      const user = await registerByPassword(s.api)
      s.clock.advance(30 * 24 * 3600 + 1)
      expect(await refresh(user)).toMatchObject({
        code: API_CODE.REFRESH_REJECTED,
        msg: 'Your session could not be renewed, please log in again.',
      })
    })
  })

  describe('per-account lockout', () => {
    const login = (email: string, password: string) => s.api.post('/account/user/login/pwd', { email, password })

    it('locks after 5 failures in 15 minutes and counts the seconds down', async () => {
      const user = await registerByPassword(s.api)
      for (let i = 0; i < 4; i++)
        expect(await login(user.email, 'wrongpass1')).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
      const fifth = await login(user.email, 'wrongpass1')
      expect(fifth).toMatchObject({
        status: 429,
        code: API_CODE.TOO_MANY_ATTEMPTS,
        msg: 'Too many attempts, try again in 900 seconds.',
        data: { retryAfter: 900 },
      })
      expect(fifth.headers.get('retry-after')).toBe('900')

      s.clock.advance(60)
      // Even the right password waits.
      const later = await login(user.email, user.password)
      expect(later).toMatchObject({
        code: API_CODE.TOO_MANY_ATTEMPTS,
        msg: 'Too many attempts, try again in 840 seconds.',
        data: { retryAfter: 840 },
      })
      s.clock.advance(839.5)
      expect(await login(user.email, user.password)).toMatchObject({
        code: API_CODE.TOO_MANY_ATTEMPTS,
        data: { retryAfter: 1 },
      })
      s.clock.advance(1)
      expectOk(await login(user.email, user.password))
      // Success clears the count.
      for (let i = 0; i < 4; i++)
        expect(await login(user.email, 'wrongpass1')).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
    })

    it('localises the countdown', async () => {
      const email = uniqueEmail()
      const client = new TestClient(s.app, { lang: 'cn' })
      let answer = await client.post('/account/user/login/pwd', { email, password: 'wrongpass1' })
      for (let i = 0; i < 4; i++)
        answer = await client.post('/account/user/login/pwd', { email, password: 'wrongpass1' })
      expect(answer.msg).toBe('尝试次数过多，请在 900 秒后重试。')
    })

    it('forgets failures older than the 15-minute window', async () => {
      const user = await registerByPassword(s.api)
      for (let i = 0; i < 4; i++) await login(user.email, 'wrongpass1')
      s.clock.advance(15 * 60 + 1)
      for (let i = 0; i < 4; i++)
        expect(await login(user.email, 'wrongpass1')).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
    })

    it('counts wrong codes too', async () => {
      const user = await registerByPassword(s.api)
      expectOk(await s.api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
      const code = await latestCode(s.api, user.email)
      const wrong = code === '000000' ? '000001' : '000000'
      for (let i = 0; i < 4; i++) {
        expect(await s.api.post('/account/user/login/code', { email: user.email, code: wrong })).toMatchObject({
          code: API_CODE.INVALID_CODE,
        })
      }
      expect(await s.api.post('/account/user/login/code', { email: user.email, code: wrong })).toMatchObject({
        code: API_CODE.TOO_MANY_ATTEMPTS,
      })
      expect(await s.api.post('/account/user/login/code', { email: user.email, code })).toMatchObject({
        code: API_CODE.TOO_MANY_ATTEMPTS,
      })
      expect(await login(user.email, user.password)).toMatchObject({ code: API_CODE.TOO_MANY_ATTEMPTS })
    })
  })

  describe('per-IP rate limit', () => {
    const subscribe = (client: TestClient) =>
      client.post('/account/user/subscribe/create', { email: uniqueEmail('ip') })

    it('allows 30 auth calls a minute per IP, then 4012 with Retry-After', async () => {
      const limited = testApp(s.db.storage, { config: { rateLimitPerMinute: 30 } })
      const a = new TestClient(limited.app)
      const b = new TestClient(limited.app)
      for (let i = 0; i < 30; i++) expectOk(await subscribe(a))
      const blocked = await a.post('/account/user/login/pwd', { email: uniqueEmail(), password: 'whatever1' })
      expect(blocked).toMatchObject({
        status: 429,
        code: API_CODE.TOO_MANY_REQUESTS,
        msg: 'Too many requests, please wait a moment.',
      })
      const retryAfter = Number(blocked.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(blocked.data).toEqual({ retryAfter })
      // Another IP is not affected; forgot-password is limited as well.
      expectOk(await subscribe(b))
      expect(await a.post('/account/user/password/forgot', { email: uniqueEmail(), region: 'us' })).toMatchObject({
        code: API_CODE.TOO_MANY_REQUESTS,
      })
      limited.clock.advance(60)
      expectOk(await subscribe(a))
    })

    it('behind a trusted proxy, counts the address the proxy appended, not the forged hops to its left', async () => {
      const proxied = testApp(s.db.storage, { config: { rateLimitPerMinute: 30, trustProxy: 1 } })
      const real = '198.51.100.77'
      const spoofed = (i: number) =>
        new TestClient(proxied.app, { ip: `10.9.${Math.floor(i / 250)}.${i % 250}, ${real}` })
      for (let i = 0; i < 30; i++) expectOk(await subscribe(spoofed(i)))
      for (let i = 30; i < 40; i++)
        expect(await subscribe(spoofed(i))).toMatchObject({ code: API_CODE.TOO_MANY_REQUESTS })
      // Another real client behind the same proxy is not affected.
      expectOk(await subscribe(new TestClient(proxied.app, { ip: '6.6.6.6, 198.51.100.78' })))
    })

    it('ignores x-forwarded-for unless TRUST_PROXY is on', async () => {
      const direct = testApp(s.db.storage, { config: { rateLimitPerMinute: 3, trustProxy: 0 } })
      for (let i = 0; i < 3; i++) expectOk(await subscribe(new TestClient(direct.app)))
      // A forged header does not buy a fresh allowance.
      expect(await subscribe(new TestClient(direct.app))).toMatchObject({ code: API_CODE.TOO_MANY_REQUESTS })
    })
  })
})
