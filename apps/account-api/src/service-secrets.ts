import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Deps } from './context'

/**
 * A random secret of the service, made once and kept in the database (`service_secrets`), so every
 * instance shares it and a restart keeps it: signs ALTCHA challenges and newsletter links.
 */
export function serviceSecret(deps: Deps, name: string): Promise<string> {
  let secret = deps.cache.get(name)
  if (!secret) {
    secret = (async () => {
      await deps.db.query('INSERT INTO service_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32).toString('hex'),
      ])
      const { rows } = await deps.db.query<{ value: string }>('SELECT value FROM service_secrets WHERE name = $1', [
        name,
      ])
      const value = rows[0]?.value
      if (!value) throw new Error(`service secret ${name} missing`)
      return value
    })()
    secret.catch(() => deps.cache.delete(name))
    deps.cache.set(name, secret)
  }
  return secret
}

const mac = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url')

/** `id.signature`: names a row and proves the service wrote the link (nothing to store, nothing to look up). */
export async function signId(deps: Deps, purpose: string, id: string): Promise<string> {
  return `${id}.${mac(await serviceSecret(deps, 'links'), purpose, id)}`
}

/** The id of a token made by `signId` for `purpose`, or undefined. */
export async function verifySignedId(deps: Deps, purpose: string, token: string): Promise<string | undefined> {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return undefined
  const id = token.slice(0, dot)
  const expected = Buffer.from(mac(await serviceSecret(deps, 'links'), purpose, id))
  const given = Buffer.from(token.slice(dot + 1))
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
}
