import { expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { ALTCHA_AFTER_FAILURES } from './lockout'
import {
  describeEachDriver,
  describeOnPglite,
  expectOk,
  openTestStorage,
  registerByPassword,
  TestClient,
  testApp,
  uniqueEmail,
} from './test/harness'

const PROTECTED: [string, () => Record<string, unknown>][] = [
  ['/account/user/code/send', () => ({ email: uniqueEmail(), purpose: 'register' })],
  ['/account/user/password/forgot', () => ({ email: uniqueEmail(), region: 'us' })],
  ['/account/user/subscribe/create', () => ({ email: uniqueEmail() })],
  [
    '/forms/wholesale-application',
    () => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail(),
      country: 'US',
      company: 'Robots Inc',
      businessType: 'retailer',
    }),
  ],
]

const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describeOnPglite('ALTCHA proof of work', (s) => {
  it('serves a signed SHA-256 challenge whose work is bounded by the configured maximum', async () => {
    const response = await s.app.request('/api/eu/altcha/challenge')
    expect(response.status).toBe(200)
    const challenge = (await response.json()) as { parameters: Record<string, unknown>; signature: string }
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(Number(challenge.parameters['expiresAt']) * 1000).toBeGreaterThan(Date.now())
  })

  it.each(PROTECTED)(
    '%s answers 4013 without, with a garbage or a forged solution, and works with a real one',
    async (route, body) => {
      for (const altcha of [undefined, '', 'not base64 at all', encode({ challenge: {}, solution: {} })]) {
        expect(await s.api.post(route, { ...body(), altcha })).toMatchObject({
          status: 400,
          code: API_CODE.CAPTCHA_FAILED,
          msg: 'Please try again to continue.',
          data: null,
        })
      }
      // A real solution with a guessed key, or the challenge re-signed by someone else.
      const real = decode(await s.api.altcha())
      const guessed = { ...real, solution: { counter: 1, derivedKey: '00'.repeat(32) } }
      expect(await s.api.post(route, { ...body(), altcha: encode(guessed) })).toMatchObject({
        code: API_CODE.CAPTCHA_FAILED,
      })
      const forged = { ...real, challenge: { ...(real['challenge'] as object), signature: 'a'.repeat(64) } }
      expect(await s.api.post(route, { ...body(), altcha: encode(forged) })).toMatchObject({
        code: API_CODE.CAPTCHA_FAILED,
      })
      expectOk(await s.api.post(route, body()))
    },
  )

  it('refuses a challenge from another deployment (another signing secret)', async () => {
    const other = await openTestStorage(s.driver)
    try {
      const foreign = await new TestClient(testApp(other.storage).app).altcha()
      expect(
        await s.api.post('/account/user/subscribe/create', { email: uniqueEmail(), altcha: foreign }),
      ).toMatchObject({
        code: API_CODE.CAPTCHA_FAILED,
      })
    } finally {
      await other.cleanup()
    }
  })

  it('hands out challenges that expire on the real clock, also from a service started at another instant', async () => {
    for (const days of [-6, 6]) {
      const shifted = testApp(s.db.storage, { now: () => new Date(Date.now() + days * 86_400_000) })
      const client = new TestClient(shifted.app)
      const challenge = (await (await shifted.app.request('/api/us/altcha/challenge')).json()) as {
        parameters: { expiresAt: number }
      }
      expect(Math.abs(challenge.parameters.expiresAt * 1000 - Date.now())).toBeLessThan(86_400_000)
      expectOk(await client.post('/account/user/subscribe/create', { email: uniqueEmail() }))
    }
  })

  it('is asked of password logins once the account has had its first failures', async () => {
    const user = await registerByPassword(s.api)
    const login = (password: string, altcha?: string) =>
      s.api.post('/account/user/login/pwd', { email: user.email, password, altcha })
    for (let i = 0; i < ALTCHA_AFTER_FAILURES; i++)
      expect(await login('wrongpass1')).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
    expect(await login(user.password)).toMatchObject({ code: API_CODE.CAPTCHA_FAILED })
    expectOk(await login(user.password, await s.api.altcha()))
  })

  it('answers 4013 in the caller’s language', async () => {
    const expected = {
      en: 'Please try again to continue.',
      cn: '请重试以继续。',
      fr: 'Veuillez réessayer pour continuer.',
      de: 'Bitte versuchen Sie es erneut, um fortzufahren.',
      jp: '続行するには、もう一度お試しください。',
      kr: '계속하려면 다시 시도하십시오.',
    }
    for (const [lang, msg] of Object.entries(expected)) {
      const answer = await new TestClient(s.app, { lang }).post('/account/user/subscribe/create', {
        email: uniqueEmail(),
        altcha: '',
      })
      expect(answer).toMatchObject({ code: API_CODE.CAPTCHA_FAILED, msg })
    }
  })
})

// Single use is one insert into altcha_used: on PostgreSQL the replays race on separate connections.
describeEachDriver('ALTCHA single use', (s) => {
  it('accepts each solution once, also when replayed at the same moment', async () => {
    const altcha = await s.api.altcha()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.api.post('/account/user/subscribe/create', { email: uniqueEmail(), altcha })),
    )
    expect(answers.map((answer) => answer.code).sort()).toEqual([
      API_CODE.SUCCESS,
      API_CODE.CAPTCHA_FAILED,
      API_CODE.CAPTCHA_FAILED,
      API_CODE.CAPTCHA_FAILED,
      API_CODE.CAPTCHA_FAILED,
    ])
  })
})
