import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { LOCKOUT } from './lockout'
import { MAIL_LIMIT } from './limits'
import {
  expectOk,
  openTestStorage,
  registerByPassword,
  testApp,
  TestClient,
  uniqueEmail,
  type App,
  type TestClock,
  type TestStorage,
} from './test/harness'

// 35 addresses of one IPv6 /64, behind the trusted proxy (TEST_CONFIG trusts one hop): one client, one allowance
// (docs/security.md#account-service).
const NETWORK = '2001:db8:35:64'
const ADDRESSES = 35
const PER_MINUTE = 30
const LOOKUPS_PER_HOUR = 20

/** A client at the `i`-th address of the /64, each in another corner of it. */
const fromNetwork = (app: App, i: number) =>
  new TestClient(app, {
    ip: `${NETWORK}:${((i * 7919) % 0x10000).toString(16)}:${i.toString(16)}:0:${(i + 1).toString(16)}`,
  })

describe('one IPv6 /64 is one client', () => {
  let db: TestStorage
  let app: App
  let clock: TestClock
  beforeAll(async () => {
    db = await openTestStorage('pglite')
    ;({ app, clock } = testApp(db.storage, {
      config: { rateLimitPerMinute: PER_MINUTE, lookupsPerHour: LOOKUPS_PER_HOUR },
    }))
  })
  // Each test in a minute of its own: the rate limit's window.
  beforeEach(() => clock.advance(60))
  afterAll(() => db.cleanup())

  it(`gives ${ADDRESSES} addresses of the /64 one rate limit`, async () => {
    const answers = []
    for (let i = 0; i < ADDRESSES; i++) {
      answers.push(await fromNetwork(app, i).post('/account/user/password/reset', { token: 'none', password: 'x' }))
    }
    const limited = answers.filter((answer) => answer.code === API_CODE.TOO_MANY_REQUESTS)
    expect(limited).toHaveLength(ADDRESSES - PER_MINUTE)
    expect(answers.slice(0, PER_MINUTE).every((answer) => answer.code !== API_CODE.TOO_MANY_REQUESTS)).toBe(true)
    // Another /64 has its own allowance.
    const neighbour = new TestClient(app, { ip: '2001:db8:35:65::1' })
    expect(await neighbour.post('/account/user/password/reset', { token: 'none', password: 'x' })).not.toMatchObject({
      code: API_CODE.TOO_MANY_REQUESTS,
    })
  })

  it('gives the /64 one lookup allowance and one mail allowance', async () => {
    const base = 100
    const lookups = []
    for (let i = 0; i < LOOKUPS_PER_HOUR + 5; i++) {
      lookups.push(
        await fromNetwork(app, base + i).post('/account/user/code/send', { email: uniqueEmail(), purpose: 'login' }),
      )
    }
    expect(lookups.filter((answer) => answer.code === API_CODE.TOO_MANY_REQUESTS)).toHaveLength(5)
    const to = uniqueEmail()
    const mails = []
    for (let i = 0; i < MAIL_LIMIT.perClient + 1; i++) {
      mails.push(await fromNetwork(app, 200 + i).post('/account/user/password/forgot', { email: to, region: 'us' }))
    }
    expect(mails.slice(0, MAIL_LIMIT.perClient).map((answer) => answer.code)).toEqual(
      Array<number>(MAIL_LIMIT.perClient).fill(API_CODE.SUCCESS),
    )
    expect(mails.at(-1)).toMatchObject({ code: API_CODE.TOO_MANY_REQUESTS })
  })

  it('locks the /64 out of an account after the allowance of wrong passwords, from any of its addresses', async () => {
    const owner = new TestClient(app, { ip: '198.51.100.64' })
    const user = await registerByPassword(owner)
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      const answer = await fromNetwork(app, 300 + i).post('/account/user/login/pwd', {
        email: user.email,
        password: 'wrong-1',
      })
      expect([API_CODE.WRONG_CREDENTIALS, API_CODE.TOO_MANY_ATTEMPTS]).toContain(answer.code)
    }
    const next = await fromNetwork(app, 399).post('/account/user/login/pwd', {
      email: user.email,
      password: user.password,
    })
    expect(next).toMatchObject({ code: API_CODE.TOO_MANY_ATTEMPTS })
    // The owner, elsewhere, is not locked out with it.
    expectOk(await owner.post('/account/user/login/pwd', { email: user.email, password: user.password }))
  })
})
