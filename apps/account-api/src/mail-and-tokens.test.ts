import { describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { purgeExpired } from './housekeeping'
import { MAIL_LIMIT } from './limits'
import { scryptHash } from './scrypt-legacy'
import {
  authHeaders,
  describeOnPglite,
  expectOk,
  latestCode,
  latestLink,
  outboxFor,
  registerByPassword,
  TestClient,
  testApp,
  uniqueEmail,
  type Tokens,
} from './test/harness'

const PRODUCT_REGISTRATION = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'United Kingdom',
  productKey: 'miniRobot',
  serialNumber: 'OP-2024-0001',
  purchaseDate: '2024-05-01',
}

describeOnPglite('mail and tokens', (s) => {
  const forgot = (client: TestClient, email: string) =>
    client.post('/account/user/password/forgot', { email, region: 'us' })
  const resetWith = async (email: string, password: string) => {
    const token = (await latestLink(s.api, email, 'reset_password')).searchParams.get('token') ?? ''
    return s.api.post('/account/user/password/reset', { token, password })
  }

  describe('per-address mail limits', () => {
    it('count form confirmations like every other mail', async () => {
      const email = uniqueEmail('form')
      const post = () => s.api.post('/forms/product-registration', { ...PRODUCT_REGISTRATION, email })
      for (let i = 0; i < MAIL_LIMIT.perClient; i++) expectOk(await post())
      expect(await post()).toMatchObject({ status: 429, code: API_CODE.TOO_MANY_REQUESTS })
      expect(await outboxFor(s.api, email)).toHaveLength(MAIL_LIMIT.perClient)
      // Newsletter confirmations to the same address are counted in the same allowance.
      expect(await s.api.post('/account/user/subscribe/create', { email })).toMatchObject({
        code: API_CODE.TOO_MANY_REQUESTS,
      })
    })

    it('cap an address across clients, and a stranger alone cannot use up the owner’s allowance', async () => {
      const owner = new TestClient(s.app)
      const user = await registerByPassword(owner)
      const stranger = new TestClient(s.app)
      for (let i = 0; i < MAIL_LIMIT.perClient; i++) await forgot(stranger, user.email)
      expect(await forgot(stranger, user.email)).toMatchObject({ code: API_CODE.TOO_MANY_REQUESTS })
      expectOk(await owner.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
      // Many strangers together hit the per-address cap (mail bombing stops there).
      let answer = expectOk(await forgot(new TestClient(s.app), user.email))
      for (let i = 0; i < MAIL_LIMIT.perAddress; i++) answer = await forgot(new TestClient(s.app), user.email)
      expect(answer).toMatchObject({ code: API_CODE.TOO_MANY_REQUESTS })
    })
  })

  describe('reset links', () => {
    it('an older link dies when a newer one is used', async () => {
      const user = await registerByPassword(s.api)
      expectOk(await forgot(s.api, user.email))
      const older = (await latestLink(s.api, user.email, 'reset_password')).searchParams.get('token') ?? ''
      expectOk(await forgot(s.api, user.email))
      expectOk(await resetWith(user.email, 'brandnew42'))
      expect(await s.api.post('/account/user/password/reset', { token: older, password: 'another42' })).toMatchObject({
        code: API_CODE.VERIFICATION_FAILED,
      })
    })

    it('every outstanding link dies when the password is used to log in, or changed', async () => {
      const user = await registerByPassword(s.api)
      expectOk(await forgot(s.api, user.email))
      expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: user.password }))
      expect(await resetWith(user.email, 'brandnew42')).toMatchObject({ code: API_CODE.VERIFICATION_FAILED })

      expectOk(await forgot(s.api, user.email))
      expectOk(
        await s.api.post(
          '/account/user/password/set',
          { password: 'changed42', currentPassword: user.password },
          authHeaders(user),
        ),
      )
      expect(await resetWith(user.email, 'brandnew42')).toMatchObject({ code: API_CODE.VERIFICATION_FAILED })
    })
  })

  describe('outbox', () => {
    it('shows a live, unsent code, blanks it once expired, and purges sent rows after the retention', async () => {
      const email = uniqueEmail('outbox')
      expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
      const code = await latestCode(s.api, email)
      expect((await outboxFor(s.api, email))[0]?.body).toContain(code)

      s.clock.advance(10 * 60 + 1)
      await purgeExpired(s.db.storage, s.clock.now())
      const [expired] = await outboxFor(s.api, email)
      expect(expired?.meta).toEqual({})
      expect(JSON.stringify(expired)).not.toContain(code)
      expect(expired?.body).toContain('[removed]')

      await s.db.storage.query('UPDATE outbox SET sent_at = $2 WHERE to_email = $1', [email, s.clock.now()])
      s.clock.advance(13 * 86_400)
      await purgeExpired(s.db.storage, s.clock.now(), { outboxRetentionDays: 14 })
      expect(await outboxFor(s.api, email)).toHaveLength(1)
      s.clock.advance(86_401)
      await purgeExpired(s.db.storage, s.clock.now(), { outboxRetentionDays: 14 })
      expect(await outboxFor(s.api, email)).toEqual([])
    })

    it('blanks an expired reset link', async () => {
      const user = await registerByPassword(s.api)
      expectOk(await forgot(s.api, user.email))
      const link = (await latestLink(s.api, user.email, 'reset_password')).toString()
      s.clock.advance(30 * 60 + 1)
      await purgeExpired(s.db.storage, s.clock.now())
      const mails = await outboxFor(s.api, user.email)
      expect(JSON.stringify(mails)).not.toContain(new URL(link).searchParams.get('token'))
    })
  })

  describe('sessions', () => {
    const refresh = (tokens: Tokens) =>
      s.api.get<Tokens>('/account/user/sign_in/refresh', { user_id: tokens.user_id }, authHeaders(tokens))

    it('a refresh refuses an access token revoked by an earlier rotation', async () => {
      const user = await registerByPassword(s.api)
      const second = expectOk(await refresh(user)).data
      expect(await refresh({ ...second, apptoken: user.apptoken })).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expectOk(await refresh(second))
    })

    it('end after the absolute lifetime (default 90 days), however often refreshed', async () => {
      let tokens: Tokens = await registerByPassword(s.api)
      for (let day = 20; day < 90; day += 20) {
        s.clock.advance(20 * 86_400)
        tokens = expectOk(await refresh(tokens)).data
      }
      // A minute before the end: the refresh works, but its tokens last only that minute.
      s.clock.advance(10 * 86_400 - 60)
      tokens = expectOk(await refresh(tokens)).data
      expectOk(await s.api.get('/account/user/profile/new', undefined, authHeaders(tokens)))
      s.clock.advance(60)
      expect(await s.api.get('/account/user/profile/new', undefined, authHeaders(tokens))).toMatchObject({
        code: API_CODE.LOGIN_REQUIRED,
      })
      expect(await refresh(tokens)).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
    })

    it('honour a configured lifetime', async () => {
      const short = testApp(s.db.storage, { config: { sessionLifetimeSeconds: 3600 } })
      const client = new TestClient(short.app)
      const user = await registerByPassword(client)
      short.clock.advance(3600)
      expect(
        await client.get('/account/user/sign_in/refresh', { user_id: user.user_id }, authHeaders(user)),
      ).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
    })
  })

  const storedHash = async (email: string) =>
    (await s.db.storage.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]))
      .rows[0]?.password_hash ?? ''

  it('upgrades a password hash made with a lower cost at the next successful login', async () => {
    const user = await registerByPassword(s.api)
    expect(await storedHash(user.email)).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/)
    const stronger = new TestClient(testApp(s.db.storage, { config: { argon2: { memoryKiB: 512, timeCost: 2 } } }).app)
    expect(await stronger.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })).toMatchObject(
      { code: API_CODE.WRONG_CREDENTIALS },
    )
    expect(await storedHash(user.email)).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/)
    expectOk(await stronger.post('/account/user/login/pwd', { email: user.email, password: user.password }))
    expect(await storedHash(user.email)).toMatch(/^\$argon2id\$v=19\$m=512,t=2,p=1\$/)
    expectOk(await stronger.post('/account/user/login/pwd', { email: user.email, password: user.password }))
  })

  it('still accepts a scrypt hash stored before argon2id, and replaces it at the next successful login', async () => {
    const user = await registerByPassword(s.api)
    await s.db.storage.query('UPDATE users SET password_hash = $2 WHERE email = $1', [
      user.email,
      await scryptHash(user.password, 10),
    ])
    expect(await s.api.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })).toMatchObject({
      code: API_CODE.WRONG_CREDENTIALS,
    })
    expect(await storedHash(user.email)).toMatch(/^scrypt\$10\$8\$1\$/)
    expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: user.password }))
    expect(await storedHash(user.email)).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/)
    expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: user.password }))
  })
})
