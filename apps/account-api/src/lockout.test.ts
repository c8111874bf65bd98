import { describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { ACCOUNT_DELAY, LOCKOUT } from './lockout'
import { CODE_MAX_ATTEMPTS } from './secrets'
import { describeEachDriver, expectOk, latestCode, registerByPassword, TestClient, type Answer } from './test/harness'

const LOGIN_PWD = '/account/user/login/pwd'
const LOGIN_CODE = '/account/user/login/code'

const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { code }) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {})

describeEachDriver('atomic lockout', (s) => {
  /** Failures the service verified and recorded for the account (every client). */
  const verifiedFailures = async (email: string) =>
    (
      await s.db.storage.query<{ attempts: number }>('SELECT attempts FROM auth_throttle WHERE key = $1', [
        `a:${email}`,
      ])
    ).rows[0]?.attempts ?? 0
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000')

  it('verifies at most 5 of 20 wrong passwords sent at once, and the right one after them is refused', async () => {
    const api = new TestClient(s.app)
    const user = await registerByPassword(api)
    const wrong = Array.from({ length: 20 }, () => api.post(LOGIN_PWD, { email: user.email, password: 'wrongpass1' }))
    const right = api.post(LOGIN_PWD, { email: user.email, password: user.password })
    const answers = await Promise.all([...wrong, right])
    const counts = tally(answers)
    expect((counts[API_CODE.WRONG_CREDENTIALS] ?? 0) + (counts[API_CODE.TOO_MANY_ATTEMPTS] ?? 0)).toBe(answers.length)
    expect(counts[API_CODE.WRONG_CREDENTIALS] ?? 0).toBeLessThanOrEqual(LOCKOUT.maxFailures - 1)
    expect(await verifiedFailures(user.email)).toBeLessThanOrEqual(LOCKOUT.maxFailures)
    expect(answers.at(-1)).toMatchObject({ status: 429, code: API_CODE.TOO_MANY_ATTEMPTS })
    // The lock stands for the right password too.
    expect(await api.post(LOGIN_PWD, { email: user.email, password: user.password })).toMatchObject({
      code: API_CODE.TOO_MANY_ATTEMPTS,
    })
  })

  it('lets no login through 25 wrong codes and the right one last, sent at once from one client', async () => {
    const api = new TestClient(s.app)
    const user = await registerByPassword(api)
    expectOk(await api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
    const code = await latestCode(api, user.email)
    const guesses = [...Array.from({ length: 25 }, () => wrongCode(code)), code]
    const answers = await Promise.all(guesses.map((guess) => api.post(LOGIN_CODE, { email: user.email, code: guess })))
    expect(answers.filter((answer) => answer.code === API_CODE.SUCCESS)).toEqual([])
    expect(answers.at(-1)?.code).toBe(API_CODE.TOO_MANY_ATTEMPTS)
    expect(await verifiedFailures(user.email)).toBeLessThanOrEqual(LOCKOUT.maxFailures)
  })

  it('kills a code after a few wrong guesses, even when each comes from another client', async () => {
    const api = new TestClient(s.app)
    const user = await registerByPassword(api)
    expectOk(await api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
    const code = await latestCode(api, user.email)
    // Wrong guesses at once from as many clients (within the account's free attempts, so that the code
    // itself, not the account's delay, refuses), then the right code from yet another.
    const wrong = await Promise.all(
      Array.from({ length: CODE_MAX_ATTEMPTS + 2 }, () =>
        new TestClient(s.app).post(LOGIN_CODE, { email: user.email, code: wrongCode(code) }),
      ),
    )
    expect(wrong.map((answer) => answer.code)).toEqual(wrong.map(() => API_CODE.INVALID_CODE))
    expect(await new TestClient(s.app).post(LOGIN_CODE, { email: user.email, code })).toMatchObject({
      code: API_CODE.INVALID_CODE,
    })
    const { rows } = await s.db.storage.query<{ attempts: number }>(
      "SELECT attempts FROM verification_codes WHERE email = $1 AND purpose = 'login'",
      [user.email],
    )
    expect(rows).toEqual([{ attempts: CODE_MAX_ATTEMPTS }])
    // The owner asks for a new code and logs in with it.
    const owner = new TestClient(s.app)
    expectOk(await owner.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
    expectOk(await owner.post(LOGIN_CODE, { email: user.email, code: await latestCode(owner, user.email) }))
  })

  it('never lets a success lift a running lock', async () => {
    const api = new TestClient(s.app)
    const user = await registerByPassword(api)
    expectOk(await api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
    const code = await latestCode(api, user.email)
    for (let i = 0; i < LOCKOUT.maxFailures; i++)
      await api.post(LOGIN_CODE, { email: user.email, code: wrongCode(code) })
    expect(await api.post(LOGIN_CODE, { email: user.email, code })).toMatchObject({ code: API_CODE.TOO_MANY_ATTEMPTS })
    expect(await api.post(LOGIN_PWD, { email: user.email, password: user.password })).toMatchObject({
      code: API_CODE.TOO_MANY_ATTEMPTS,
    })
    const { rows } = await s.db.storage.query<{ locked_until: Date | null }>(
      'SELECT locked_until FROM auth_throttle WHERE key = $1',
      [`c:${user.email}|${api.ip}`],
    )
    expect(rows[0]?.locked_until?.getTime()).toBeGreaterThan(s.clock.now().getTime())
  })

  describe('keyed by account and client, with progressive delays', () => {
    it('a stranger who locks themselves out does not lock out the owner', async () => {
      const owner = new TestClient(s.app)
      const stranger = new TestClient(s.app)
      const user = await registerByPassword(owner)
      for (let i = 0; i < LOCKOUT.maxFailures + 3; i++)
        await stranger.post(LOGIN_PWD, { email: user.email, password: 'wrongpass1' })
      expect(await stranger.post(LOGIN_PWD, { email: user.email, password: user.password })).toMatchObject({
        code: API_CODE.TOO_MANY_ATTEMPTS,
      })
      expectOk(await owner.post(LOGIN_PWD, { email: user.email, password: user.password }))
    })

    it('slows guesses spread over many clients: 1 s, 2 s, 4 s … between attempts, capped', async () => {
      const owner = new TestClient(s.app)
      const user = await registerByPassword(owner)
      const guess = () => new TestClient(s.app).post(LOGIN_PWD, { email: user.email, password: 'wrongpass1' })
      // The last free attempt starts a 1-second wait for everyone.
      for (let i = 0; i < ACCOUNT_DELAY.freeFailures; i++)
        expect(await guess()).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
      expect(await guess()).toMatchObject({ code: API_CODE.TOO_MANY_ATTEMPTS, data: { retryAfter: 1 } })
      s.clock.advance(1)
      expect(await guess()).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
      expect(await guess()).toMatchObject({ code: API_CODE.TOO_MANY_ATTEMPTS, data: { retryAfter: 2 } })
      s.clock.advance(2)
      expect(await guess()).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
      expect(await guess()).toMatchObject({ code: API_CODE.TOO_MANY_ATTEMPTS, data: { retryAfter: 4 } })
      // The owner waits as long, never longer than the cap, and then logs in.
      const waiting = await owner.post(LOGIN_PWD, { email: user.email, password: user.password })
      expect(waiting).toMatchObject({ code: API_CODE.TOO_MANY_ATTEMPTS })
      expect((waiting.data as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(ACCOUNT_DELAY.maxDelaySeconds)
      s.clock.advance(4)
      expectOk(await owner.post(LOGIN_PWD, { email: user.email, password: user.password }))
      // The cap.
      for (let i = 0; i < 12; i++) {
        s.clock.advance(ACCOUNT_DELAY.maxDelaySeconds)
        await guess()
      }
      expect((await guess()).data).toEqual({ retryAfter: ACCOUNT_DELAY.maxDelaySeconds })
    })
  })
})
