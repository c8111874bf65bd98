import { expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { LOOKUP_LIMIT } from './limits'
import { describeOnPglite, registerByPassword, TestClient, testApp, uniqueEmail, PASSWORD } from './test/harness'

/** The calls whose answer differs for known and unknown addresses, each with a body for `email`. */
const LOOKUPS: [string, (email: string) => Record<string, unknown>][] = [
  ['/account/user/code/send', (email) => ({ email, purpose: 'login' })],
  ['/account/user/login/code', (email) => ({ email, code: '000000' })],
  ['/account/user/register/pwd', (email) => ({ email, password: PASSWORD, code: '000000' })],
]

describeOnPglite('finding out who has an account costs work', (s) => {
  it.each(LOOKUPS)(
    '%s answers 4013 without a solved ALTCHA, for a known and an unknown address alike',
    async (route, body) => {
      const known = await registerByPassword(s.api)
      for (const email of [known.email, uniqueEmail()]) {
        expect(await s.api.post(route, { ...body(email), altcha: undefined })).toMatchObject({
          status: 400,
          code: API_CODE.CAPTCHA_FAILED,
        })
      }
    },
  )

  it('counts each lookup against the client’s hourly allowance, whatever the address', async () => {
    const { app, clock } = testApp(s.db.storage, { config: { lookupsPerHour: 3 } })
    const prober = new TestClient(app)
    for (const [route, body] of LOOKUPS) {
      expect((await prober.post(route, body(uniqueEmail()))).code).not.toBe(API_CODE.TOO_MANY_REQUESTS)
    }
    const refused = await prober.post('/account/user/code/send', { email: uniqueEmail(), purpose: 'login' })
    expect(refused).toMatchObject({ status: 429, code: API_CODE.TOO_MANY_REQUESTS })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not affected; the prober is served again in the next window.
    expect(
      (await new TestClient(app).post('/account/user/login/code', { email: uniqueEmail(), code: '000000' })).code,
    ).toBe(API_CODE.NO_ACCOUNT)
    clock.advance(LOOKUP_LIMIT.windowSeconds)
    expect((await prober.post('/account/user/code/send', { email: uniqueEmail(), purpose: 'login' })).code).toBe(
      API_CODE.NO_ACCOUNT,
    )
  })

  it('caps the lookups of one address from every client together', async () => {
    const email = uniqueEmail()
    const probe = () => new TestClient(s.app).post('/account/user/login/code', { email, code: '000000' })
    for (let i = 0; i < LOOKUP_LIMIT.perAddress; i++) expect((await probe()).code).toBe(API_CODE.NO_ACCOUNT)
    expect(await probe()).toMatchObject({ status: 429, code: API_CODE.TOO_MANY_REQUESTS })
  })
})
