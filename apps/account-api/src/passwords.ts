import type { ServiceConfig } from './config'
import { HashingBudget, type HashingLane } from './hashing-budget'
import { hashMemoryBytes, hashPassword, needsRehash, verifyPassword } from './password-hash'

/** Hashing and checking passwords inside the memory budget (src/hashing-budget.ts): what the routes use. */
export interface Passwords {
  /**
   * A new password's hash (argon2id at the configured cost); 4012 when the budget's queue is full or too slow.
   * In the `first` lane: a new password always comes behind a code, a link's token or a session.
   */
  hash(plain: string): Promise<string>
  /** Whether `plain` matches `stored` (argon2id or an older scrypt hash), waiting in `lane`; 4012 as for `hash`. */
  verify(plain: string, stored: string, lane: HashingLane): Promise<boolean>
  /** Whether `stored` should be replaced by `hash(plain)` now that the owner gave the right password. */
  needsRehash(stored: string): boolean
  /** A hash to check against when an account has no password, so the answer takes as long (made once). */
  dummy(): Promise<string>
  readonly budget: HashingBudget
}

type HashingConfig = Pick<ServiceConfig, 'argon2' | 'hashingBudgetMiB' | 'hashingQueue' | 'hashingMaxWaitMs'>

/** Whether a password matches its stored hash: the check the budget runs (argon2id or scrypt, password-hash.ts). */
export type PasswordCheck = (plain: string, stored: string) => Promise<boolean>

export function createPasswords(config: HashingConfig, check: PasswordCheck = verifyPassword): Passwords {
  const budget = new HashingBudget({
    bytes: config.hashingBudgetMiB * 2 ** 20,
    queue: config.hashingQueue,
    maxWaitMs: config.hashingMaxWaitMs,
  })
  const newHashBytes = config.argon2.memoryKiB * 1024
  const hash = (plain: string) => budget.run(newHashBytes, () => hashPassword(plain, config.argon2), 'first')
  let dummyHash: Promise<string> | undefined
  return {
    budget,
    hash,
    verify: (plain, stored, lane) => budget.run(hashMemoryBytes(stored), () => check(plain, stored), lane),
    needsRehash: (stored) => needsRehash(stored, config.argon2),
    dummy: () => {
      // A refused first attempt (4012) must not stay cached.
      dummyHash ??= hash('not-a-password-0').catch((error: unknown) => {
        dummyHash = undefined
        throw error
      })
      return dummyHash
    },
  }
}
