import { createHash, randomBytes, randomInt } from 'node:crypto'

// Passwords: src/password-hash.ts.

/** An opaque 32-byte token, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** How tokens, codes and links are stored: sha256 hex. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')
