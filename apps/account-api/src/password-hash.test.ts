import { describe, expect, it } from 'vitest'
import { hashMemoryBytes, hashPassword, needsRehash, OWASP_ARGON2, verifyPassword } from './password-hash'
import { scryptHash } from './scrypt-legacy'

const CHEAP = { memoryKiB: 256, timeCost: 1 }

describe('password hashes', () => {
  it('hashes new passwords with argon2id at OWASP cost by default and checks them', async () => {
    const stored = await hashPassword('robots4ever', OWASP_ARGON2)
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/)
    expect(await verifyPassword('robots4ever', stored)).toBe(true)
    expect(await verifyPassword('robots4evar', stored)).toBe(false)
    expect(hashMemoryBytes(stored)).toBe(19 * 2 ** 20)
  })

  it('treats composed and decomposed Unicode passwords as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-robot-1', CHEAP)
    expect(await verifyPassword('cafe\u0301-robot-1', stored)).toBe(true)
  })

  it('still checks scrypt hashes stored before argon2id, and counts their memory', async () => {
    const stored = await scryptHash('robots4ever', 10)
    expect(await verifyPassword('robots4ever', stored)).toBe(true)
    expect(await verifyPassword('wrong-pass-1', stored)).toBe(false)
    expect(hashMemoryBytes(stored)).toBe(128 * 2 ** 10 * 8)
    expect(hashMemoryBytes('scrypt$17$8$1$salt$key')).toBe(128 * 2 ** 20)
  })

  it('matches nothing with a malformed hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$a$b', '$argon2id$v=19$m=256,t=1,p=1$AAAA$BBBB', '$argon2i$v=19$x'])
      expect(await verifyPassword('robots4ever', stored), stored).toBe(false)
  })

  it('asks for a new hash when the stored one is scrypt or argon2id below the configured cost', async () => {
    const cheap = await hashPassword('robots4ever', CHEAP)
    expect(needsRehash(cheap, CHEAP)).toBe(false)
    expect(needsRehash(cheap, { memoryKiB: 512, timeCost: 1 })).toBe(true)
    expect(needsRehash(cheap, { memoryKiB: 256, timeCost: 2 })).toBe(true)
    expect(needsRehash(await scryptHash('robots4ever', 10), CHEAP)).toBe(true)
  })
})
