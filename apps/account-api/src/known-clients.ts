import type { Deps } from './context'

/** How long a client that logged in to an account stays known to it without logging in again. */
export const KNOWN_CLIENT_DAYS = 90

const DAY_MS = 86_400_000

/**
 * The client `client` (src/limits.ts `clientIp`) gave the right password or code of the account of `email`:
 * its next password logins to that account wait in the hashing budget's first lane, with or without a proof
 * of work (docs/security.md "Password hashing").
 */
export async function rememberClient(deps: Deps, email: string, client: string): Promise<void> {
  await deps.db.query(
    `INSERT INTO known_clients (user_id, client, last_login_at) SELECT id, $2, $3 FROM users WHERE email = $1
     ON CONFLICT (user_id, client) DO UPDATE SET last_login_at = excluded.last_login_at`,
    [email, client, deps.now()],
  )
}

/**
 * Whether `client` logged in to the account of `email` within `KNOWN_CLIENT_DAYS`. The same one query for an
 * address with no account, which simply has no known client: the answer tells a caller only about itself.
 */
export async function isKnownClient(deps: Deps, email: string, client: string): Promise<boolean> {
  const since = new Date(deps.now().getTime() - KNOWN_CLIENT_DAYS * DAY_MS)
  const { rows } = await deps.db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM known_clients k JOIN users u ON u.id = k.user_id
       WHERE u.email = $1 AND k.client = $2 AND k.last_login_at > $3) AS known`,
    [email, client, since],
  )
  return rows[0]?.known === true
}
