import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { createService } from './app'
import type { Deps } from './context'
import { CROWDED_AT, type HashingLane } from './hashing-budget'
import type * as PasswordHash from './password-hash'
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
// client that logged in to the account before are checked before any of it, and while the lane is crowded
// whoever sends no proof is asked for one, for a known and an unknown address alike.

// Which passwords the service checked, in the order the budget let the checks run.
const checked = vi.hoisted(() => ({ passwords: [] as string[] }))
vi.mock('./password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>()
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      checked.passwords.push(args[0])
      return original.verifyPassword(...args)
    },
  }
})

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
    }))
  })
  afterAll(() => db.cleanup())

  it('checks a login with an ALTCHA and one from a known client first, asks the rest for proof', async () => {
    const owner = new TestClient(app)
    const known = await registerByPassword(owner)
    const shopper = await registerByPassword(new TestClient(app))
    // The dummy hash that unknown addresses are checked against exists before the flood.
    expect(await withoutProof(new TestClient(app), uniqueEmail('nobody'), 'warm-up-1')).toMatchObject({ code: 4010 })

    let open = () => {}
    const held = deps.passwords.budget.run(Number.MAX_SAFE_INTEGER, () => new Promise<void>((r) => (open = r)))
    const flood = Array.from({ length: CROWDED_AT }, (_, i) =>
      withoutProof(new TestClient(app), uniqueEmail('flood'), `flood-${i}`),
    )
    await waitingIn(deps, 'standard', CROWDED_AT)

    // Crowded: no proof, no place in the queue, whether or not the address has an account; no attempt counted.
    const unknown = await withoutProof(new TestClient(app), uniqueEmail('nobody'), 'flood-late')
    const stranger = await withoutProof(new TestClient(app), shopper.email, 'flood-late')
    expect([unknown.code, stranger.code]).toEqual([API_CODE.CAPTCHA_FAILED, API_CODE.CAPTCHA_FAILED])
    expect(deps.passwords.budget.queued('standard')).toBe(CROWDED_AT)

    checked.passwords.length = 0
    const honest = [
      owner.post('/account/user/login/pwd', { email: known.email, password: known.password, altcha: undefined }),
      new TestClient(app).post('/account/user/login/pwd', { email: shopper.email, password: shopper.password }),
    ]
    await waitingIn(deps, 'first', honest.length)
    open()
    await held
    for (const answer of await Promise.all(honest)) expectOk(answer)
    expect(checked.passwords.slice(0, 2).sort()).toEqual([known.password, shopper.password].sort())
    const floodAnswers = await Promise.all(flood)
    expect(floodAnswers.map((answer) => answer.code)).toEqual(flood.map(() => API_CODE.WRONG_CREDENTIALS))
    expect(checked.passwords.slice(2)).toHaveLength(CROWDED_AT)
  })
})
