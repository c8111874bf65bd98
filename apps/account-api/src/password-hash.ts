import { hash, verify, type Options } from '@node-rs/argon2'
import { isScryptHash, scryptMemoryBytes, scryptVerify } from './scrypt-legacy'

/** argon2id cost: memory in KiB and passes. */
export interface Argon2Cost {
  memoryKiB: number
  timeCost: number
}

/** OWASP's argon2id parameters (m=19 MiB, t=2, p=1): the service's default (docs/security.md "Password hashing"). */
export const OWASP_ARGON2: Argon2Cost = { memoryKiB: 19_456, timeCost: 2 }

export const argon2Options = (cost: Argon2Cost): Options => ({
  memoryCost: cost.memoryKiB,
  timeCost: cost.timeCost,
  parallelism: 1,
  outputLen: 32,
})

/** The library's default algorithm is argon2id; the PHC string names it, and tests check it. */
export const ARGON2_OPTIONS = argon2Options(OWASP_ARGON2)

/** A new password as an argon2id PHC string (`$argon2id$v=19$m=…,t=…,p=1$salt$hash`). */
export const hashPassword = (password: string, cost: Argon2Cost): Promise<string> =>
  hash(password.normalize('NFC'), argon2Options(cost))

const ARGON2_PARAMS = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/

/** Whether `stored` is argon2id at `cost` or more; anything else is replaced at the owner's next login. */
export function needsRehash(stored: string, cost: Argon2Cost): boolean {
  const match = ARGON2_PARAMS.exec(stored)
  if (!match) return true
  return Number(match[1]) < cost.memoryKiB || Number(match[2]) < cost.timeCost
}

/** Bytes a check of `stored` allocates, what the hashing budget counts (src/hashing-budget.ts). */
export function hashMemoryBytes(stored: string): number {
  if (isScryptHash(stored)) return scryptMemoryBytes(stored)
  const match = ARGON2_PARAMS.exec(stored)
  return match ? Number(match[1]) * 1024 * Number(match[3]) : 0
}

/** Whether `password` matches `stored`, argon2id or an older scrypt hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFC')
  if (isScryptHash(stored)) return scryptVerify(normalized, stored)
  if (!ARGON2_PARAMS.test(stored)) return false
  return verify(stored, normalized).catch(() => false)
}
