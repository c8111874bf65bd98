import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)))
  })

const KEY_LENGTH = 32
const BLOCK_SIZE = 8
const PARALLELISM = 1

const options = (logN: number): ScryptOptions => ({
  N: 2 ** logN,
  r: BLOCK_SIZE,
  p: PARALLELISM,
  // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
  maxmem: 256 * 2 ** logN * BLOCK_SIZE,
})

/** scrypt (OWASP: N=2^17, r=8, p=1) as `scrypt$logN$r$p$salt$key`, so the cost can change later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, options(logN))
  return ['scrypt', logN, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether a stored hash was made with less work than `logN` asks for (it is upgraded at the next login). */
export function needsRehash(stored: string, logN: number): boolean {
  const [scheme, storedLogN] = stored.split('$')
  return scheme !== 'scrypt' || Number(storedLogN) < logN
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    ...options(Number(logN)),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(actual, expected)
}

/** An opaque 32-byte token, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** How tokens, codes and links are stored: sha256 hex. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')
