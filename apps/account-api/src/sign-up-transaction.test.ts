import { expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import type { Queryable, Storage } from './db/storage'
import {
  describeEachDriver,
  expectOk,
  latestCode,
  PASSWORD,
  registerByCode,
  TestClient,
  testApp,
  uniqueEmail,
} from './test/harness'

/** A storage whose next statement matching `armed` fails, once, as a dropped connection or a full disk would. */
function faultyStorage(storage: Storage) {
  let armed: RegExp | undefined
  const check = (sql: string) => {
    if (armed?.test(sql)) {
      armed = undefined
      throw new Error(`injected failure: ${sql.slice(0, 40)}`)
    }
  }
  const wrap = (db: Queryable): Queryable => ({
    query: async (sql, params) => {
      check(sql)
      return db.query(sql, params)
    },
    exec: (sql) => db.exec(sql),
  })
  const faulty: Storage = {
    ...wrap(storage),
    driver: storage.driver,
    transaction: (fn) => storage.transaction((tx) => fn(wrap(tx))),
    close: () => storage.close(),
  }
  return { faulty, failNext: (statement: RegExp) => (armed = statement) }
}

/** Each statement a sign-up makes after the code is used, as it would fail. */
const STEPS = [
  /^INSERT INTO users/,
  /^UPDATE users SET password_hash/,
  /^INSERT INTO sessions/,
  /^INSERT INTO refresh_tokens/,
]

describeEachDriver('sign-up is one transaction', (s) => {
  const setup = () => {
    const { faulty, failNext } = faultyStorage(s.db.storage)
    const api = new TestClient(testApp(faulty, { onError: () => undefined }).app)
    return { api, failNext }
  }
  const accounts = async (email: string) =>
    (await s.db.storage.query('SELECT id FROM users WHERE email = $1', [email])).rows.length

  it.each(STEPS)('keeps the code usable when %s fails during a sign-up by code', async (step) => {
    const { api, failNext } = setup()
    const email = uniqueEmail()
    expectOk(await api.post('/account/user/code/send', { email, purpose: 'register' }))
    const code = await latestCode(api, email)
    failNext(step)
    const failed = await api.post('/account/user/register_or_login', { email, code })
    // A statement this path does not make leaves the sign-up to succeed (and there is nothing to retry).
    if (failed.code === API_CODE.SUCCESS) return expect(step.source).toMatch(/password_hash/)
    expect(failed).toMatchObject({ status: 500, code: API_CODE.SERVER_ERROR })
    expect(await accounts(email)).toBe(0)
    expect(expectOk(await api.post('/account/user/register_or_login', { email, code })).data).toMatchObject({
      isNew: true,
    })
    expect(await accounts(email)).toBe(1)
  })

  it.each(STEPS)('keeps the code usable when %s fails during a sign-up with a password', async (step) => {
    const { api, failNext } = setup()
    // A new address, and an account made by code that now gets its password.
    for (const email of [uniqueEmail(), (await registerByCode(api)).email]) {
      const before = await accounts(email)
      expectOk(await api.post('/account/user/code/send', { email, purpose: 'register' }))
      const code = await latestCode(api, email)
      failNext(step)
      const body = { email, password: PASSWORD, code }
      const failed = await api.post('/account/user/register/pwd', body)
      if (failed.code === API_CODE.SUCCESS) {
        expect(step.source).toMatch(before ? /INSERT INTO users/ : /password_hash/)
        continue
      }
      expect(failed).toMatchObject({ status: 500, code: API_CODE.SERVER_ERROR })
      expect(await accounts(email)).toBe(before)
      expectOk(await api.post('/account/user/register/pwd', body))
      expectOk(await api.post('/account/user/login/pwd', { email, password: PASSWORD }))
    }
  })

  it('keeps the code usable when the session of a code login cannot be started', async () => {
    const { api, failNext } = setup()
    const { email } = await registerByCode(api)
    expectOk(await api.post('/account/user/code/send', { email, purpose: 'login' }))
    const code = await latestCode(api, email)
    failNext(/^INSERT INTO sessions/)
    expect(await api.post('/account/user/login/code', { email, code })).toMatchObject({ code: API_CODE.SERVER_ERROR })
    expectOk(await api.post('/account/user/login/code', { email, code }))
  })
})
