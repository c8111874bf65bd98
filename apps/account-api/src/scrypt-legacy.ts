import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// Passwords stored before the move to argon2id (docs/security.md "Password hashing") are scrypt hashes
// `scrypt$logN$r$p$salt$key`: they are still checked, and replaced by argon2id at the owner's next login.

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)))
  })

interface ScryptParams {
  logN: number
  r: number
  p: number
  salt: string
  key: string
}

function parse(stored: string): ScryptParams | undefined {
  const [scheme, logN, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return undefined
  const params = { logN: Number(logN), r: Number(r), p: Number(p), salt, key }
  const sane = [params.logN, params.r, params.p].every((n) => Number.isInteger(n) && n > 0) && params.logN <= 22
  return sane ? params : undefined
}

/** Bytes scrypt allocates for one hash: 128·N·r (per lane, lanes run one after another). */
const memoryOf = (logN: number, r: number) => 128 * 2 ** logN * r

export const isScryptHash = (stored: string): boolean => stored.startsWith('scrypt$')

/** Memory one check of `stored` takes, in bytes (0 when it is not a scrypt hash). */
export const scryptMemoryBytes = (stored: string): number => {
  const params = parse(stored)
  return params ? memoryOf(params.logN, params.r) : 0
}

/** A scrypt hash in the stored format; only tests and the benchmark make new ones (to stand for old rows). */
export async function scryptHash(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password.normalize('NFC'), salt, 32, {
    N: 2 ** logN,
    r: 8,
    p: 1,
    maxmem: 2 * memoryOf(logN, 8),
  })
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function scryptVerify(password: string, stored: string): Promise<boolean> {
  const params = parse(stored)
  if (!params) return false
  const expected = Buffer.from(params.key, 'base64url')
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(params.salt, 'base64url'), expected.length, {
    N: 2 ** params.logN,
    r: params.r,
    p: params.p,
    maxmem: 2 * memoryOf(params.logN, params.r),
  })
  return timingSafeEqual(actual, expected)
}
