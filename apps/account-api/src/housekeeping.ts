import type { Storage } from './db/storage'

const DAY_MS = 86_400_000

/**
 * Delete what can no longer matter: finished rate-limit windows and lockouts, used or expired codes
 * and links, and sessions whose refresh tokens have all expired (their tokens go with them).
 * Rotated refresh tokens are kept until they expire, so a replay is still recognised.
 * Returns how many rows went.
 */
export async function purgeExpired(storage: Storage, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const statements: [string, unknown[]][] = [
    ['DELETE FROM rate_limits WHERE window_started_at < $1', [dayAgo]],
    ['DELETE FROM auth_throttle WHERE GREATEST(locked_until, next_at, window_started_at) < $1', [dayAgo]],
    ['DELETE FROM verification_codes WHERE expires_at < $1', [dayAgo]],
    ['DELETE FROM action_tokens WHERE expires_at < $1', [dayAgo]],
    ['DELETE FROM refresh_tokens WHERE expires_at < $1', [dayAgo]],
    ['DELETE FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id)', []],
  ]
  let removed = 0
  for (const [sql, params] of statements) removed += (await storage.query(sql, params)).rowCount
  return removed
}
