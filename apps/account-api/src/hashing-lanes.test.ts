import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { createService } from './app'
import type { Deps } from './context'
import type { HashingLane } from './hashing-budget'
import { ALTCHA_FROM_UNPROVEN_LOGINS as CROWDED_AT } from './lockout'
import { verifyPassword } from './password-hash'
import type { PasswordCheck } from './passwords'
import {
  expectOk,
  openTestStorage,
  registerByPassword,
  TEST_CONFIG,
  TestClient,
  TestClock,
  uniqueEmail,
  type Answer,
  type App,
  type TestStorage,
} from './test/harness'

// The hashing budget serves honest logins first (docs/security.md "Password hashing"): a flood of password logins
// without a proof of work for unknown addresses fills the standard lane; a login with a solved ALTCHA and one from a
// client that logged in to the account before are checked before any of it, and once as many logins without proof
// are in progress as the mark allows, the next one is asked for proof, for a known and an unknown address alike.

// Which passwords the service checked, in the order the budget let the checks run.
const checked: string[] = []
const recordingCheck: PasswordCheck = (plain, stored) => {
  checked.push(plain)
  return verifyPassword(plain, stored)
}

/** Resolves once `lane` holds `count` waiting hashes. */
async function waitingIn(deps: Deps, lane: HashingLane, count: number): Promise<void> {
  for (let i = 0; i < 500 && deps.passwords.budget.queued(lane) < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  expect(deps.passwords.budget.queued(lane)).toBe(count)
}

/** A password login with no proof of work (`altcha` left out of the body). */
const withoutProof = (client: TestClient, email: string, password: string): Promise<Answer> =>
  client.post('/account/user/login/pwd', { email, password, altcha: undefined })

describe('the hashing budget under a flood of password logins', () => {
  let db: TestStorage
  let app: App
  let deps: Deps
  beforeAll(async () => {
    db = await openTestStorage('pglite')
    ;({ app, deps } = createService({
      storage: db.storage,
      now: new TestClock().now,
      // One test hash at a time, and queued hashes wait as long as the test holds the budget.
      config: { ...TEST_CONFIG, hashingBudgetMiB: TEST_CONFIG.argon2!.memoryKiB / 1024, hashingMaxWaitMs: 60_000 },
      checkPassword: recordingCheck,
    }))
  })
  afterAll(() => db.cleanup())

  it('checks a login with an ALTCHA and one from a known client first, asks the rest for proof', async () => {
    const owner = new TestClient(app)
    const known = await registerByPassword(owner)
    const shopper = await registerByPassword(new TestClient(app))
    // The dummy hash that unknown addresses are checked against exists before the flood.
    expect(await withoutProof(new TestClient(app), uniqueEmail('nobody'), 'warm-up-1')).toMatchObject({
      code: API_CODE.WRONG_CREDENTIALS,
    })

    let open = () => {}
    const held = deps.passwords.budget.run(Number.MAX_SAFE_INTEGER, () => new Promise<void>((r) => (open = r)))
    const floodLogin = (i: number) => withoutProof(new TestClient(app), uniqueEmail('flood'), `flood-${i}`)
    const early = Array.from({ length: CROWDED_AT / 2 }, (_, i) => floodLogin(i))
    await waitingIn(deps, 'standard', early.length)

    // Behind the early flood: a known client without proof, and a shopper with a solved ALTCHA from a new client.
    const honest = [
      withoutProof(owner, known.email, known.password),
      new TestClient(app).post('/account/user/login/pwd', { email: shopper.email, password: shopper.password }),
    ]
    await waitingIn(deps, 'first', honest.length)
    const late = Array.from({ length: CROWDED_AT / 2 - 1 }, (_, i) => floodLogin(early.length + i))
    await waitingIn(deps, 'standard', early.length + late.length)

    // Crowded: no proof, no place, for an unknown address, a known one and a known client alike; nothing counted.
    const refused = [
      await withoutProof(new TestClient(app), uniqueEmail('nobody'), 'flood-refused'),
      await withoutProof(new TestClient(app), shopper.email, 'flood-refused'),
      await withoutProof(owner, known.email, known.password),
    ]
    expect(refused.map((answer) => answer.code)).toEqual(refused.map(() => API_CODE.CAPTCHA_FAILED))
    expect(deps.passwords.budget.queued('standard')).toBe(CROWDED_AT - 1)

    checked.length = 0
    open()
    await held
    for (const answer of await Promise.all(honest)) expectOk(answer)
    expect(checked.slice(0, 2).sort()).toEqual([known.password, shopper.password].sort())
    const floodAnswers = await Promise.all([...early, ...late])
    expect(floodAnswers.map((answer) => answer.code)).toEqual(floodAnswers.map(() => API_CODE.WRONG_CREDENTIALS))
    expect(checked.slice(2)).toHaveLength(floodAnswers.length)
  })
})
