import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { createService } from './app'
import type { Deps } from './context'
import type { HashingBudget } from './hashing-budget'
import {
  authHeaders,
  expectOk,
  latestCode,
  openTestStorage,
  registerByPassword,
  TEST_CONFIG,
  TestClient,
  TestClock,
  uniqueEmail,
  type App,
  type TestStorage,
} from './test/harness'

// A refusal that is not a verdict never counts (docs/security.md#account-service): the owner's right secret,
// refused because the hashing queue is full or the service failed, 20 times over, never locks them out.

const QUEUE = 2
const TRIES = 20

/** Take the whole budget and fill both lanes' queues; `open()` lets them all through. */
function fillHashing(budget: HashingBudget): { open(): Promise<void> } {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const held = [budget.run(Number.MAX_SAFE_INTEGER, () => gate)]
  for (const lane of ['first', 'standard'] as const) {
    for (let i = 0; i < QUEUE; i++) held.push(budget.run(1, () => gate, lane))
  }
  return {
    async open() {
      release()
      await Promise.all(held)
    },
  }
}

describe('refusals that are not verdicts', () => {
  let db: TestStorage
  let app: App
  let deps: Deps
  beforeAll(async () => {
    db = await openTestStorage('pglite')
    const clock = new TestClock()
    ;({ app, deps } = createService({
      storage: db.storage,
      now: clock.now,
      onError: () => {},
      // Queued hashes wait as long as the test holds the budget.
      config: { ...TEST_CONFIG, hashingQueue: QUEUE, hashingMaxWaitMs: 60_000 },
    }))
  })
  afterAll(() => db.cleanup())
  const realPasswords = () => deps.passwords
  let passwords: Deps['passwords'] | undefined
  afterEach(() => {
    if (passwords) deps.passwords = passwords
    passwords = undefined
  })

  const accountAttempts = async (email: string) =>
    (await db.storage.query<{ attempts: number }>('SELECT attempts FROM auth_throttle WHERE key = $1', [`a:${email}`]))
      .rows[0]?.attempts ?? 0

  it(`answers the owner's right password ${TRIES} times with 4012 while hashing is full, then logs in`, async () => {
    const owner = new TestClient(app)
    const user = await registerByPassword(owner)
    const full = fillHashing(deps.passwords.budget)
    const codes = []
    for (let i = 0; i < TRIES; i++) {
      codes.push((await owner.post('/account/user/login/pwd', { email: user.email, password: user.password })).code)
    }
    expect(codes).toEqual(Array<number>(TRIES).fill(API_CODE.TOO_MANY_REQUESTS))
    expect(await accountAttempts(user.email)).toBe(0)
    await full.open()
    expectOk(await owner.post('/account/user/login/pwd', { email: user.email, password: user.password }))
  })

  it(`gives the attempt back when the check fails (5000), ${TRIES} times, then logs the owner in`, async () => {
    const owner = new TestClient(app)
    const user = await registerByPassword(owner)
    passwords = realPasswords()
    deps.passwords = { ...passwords, verify: () => Promise.reject(new Error('hashing worker lost')) }
    const codes = []
    for (let i = 0; i < TRIES; i++) {
      codes.push((await owner.post('/account/user/login/pwd', { email: user.email, password: user.password })).code)
    }
    expect(codes).toEqual(Array<number>(TRIES).fill(API_CODE.SERVER_ERROR))
    deps.passwords = passwords
    expectOk(await owner.post('/account/user/login/pwd', { email: user.email, password: user.password }))
  })

  it(`keeps password/set's current-password check from counting while the queue is full`, async () => {
    const owner = new TestClient(app)
    const user = await registerByPassword(owner)
    const full = fillHashing(deps.passwords.budget)
    const change = { password: 'robots5ever', currentPassword: user.password }
    const codes = []
    for (let i = 0; i < TRIES; i++) {
      codes.push((await owner.post('/account/user/password/set', change, authHeaders(user))).code)
    }
    expect(codes).toEqual(Array<number>(TRIES).fill(API_CODE.TOO_MANY_REQUESTS))
    await full.open()
    expectOk(await owner.post('/account/user/password/set', change, authHeaders(user)))
  })

  it(`keeps a code check from counting while the new password cannot be hashed, and the code still works`, async () => {
    const client = new TestClient(app)
    const email = uniqueEmail()
    expectOk(await client.post('/account/user/code/send', { email, purpose: 'register' }))
    const code = await latestCode(client, email)
    const full = fillHashing(deps.passwords.budget)
    const codes = []
    for (let i = 0; i < TRIES; i++) {
      codes.push((await client.post('/account/user/register/pwd', { email, password: 'robots4ever', code })).code)
    }
    expect(codes).toEqual(Array<number>(TRIES).fill(API_CODE.TOO_MANY_REQUESTS))
    expect(await accountAttempts(email)).toBe(0)
    await full.open()
    expectOk(await client.post('/account/user/register/pwd', { email, password: 'robots4ever', code }))
  })
})
