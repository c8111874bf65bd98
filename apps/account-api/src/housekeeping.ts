import { DEFAULT_SERVICE_CONFIG } from './config'
import type { Storage } from './db/storage'
import { KNOWN_CLIENT_DAYS } from './known-clients'
import { NOTIFY_UNCONFIRMED_RETENTION_DAYS } from './notify'
import { SCRUB_SECRETS } from './outbox'

const DAY_MS = 86_400_000

/**
 * Delete what can no longer matter: finished rate-limit windows and lockouts, used or expired codes
 * and links, sessions whose refresh tokens have all expired (their tokens go with them), and
 * outbox rows sent or failed more than `outboxRetentionDays` ago. Rotated refresh tokens are kept
 * until they expire, so a replay is still recognised. Blanks the codes and links of outbox rows
 * whose secret expired. Notify-me requests go once their one mail has been delivered, or once the delivery is
 * over without it (its outbox row gone after the retention), and unconfirmed ones after
 * `NOTIFY_UNCONFIRMED_RETENTION_DAYS`: the privacy line keeps the address only until the notice is sent
 * (docs/rules/notify.md#retention). Clients that have not logged in to an account for `KNOWN_CLIENT_DAYS`
 * are forgotten (src/known-clients.ts). Returns how many rows went.
 */
export async function purgeExpired(
  storage: Storage,
  now = new Date(),
  options: { outboxRetentionDays?: number } = {},
): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const retention = options.outboxRetentionDays ?? DEFAULT_SERVICE_CONFIG.outboxRetentionDays
  const keptSince = new Date(now.getTime() - retention * DAY_MS)
  const unconfirmedSince = new Date(now.getTime() - NOTIFY_UNCONFIRMED_RETENTION_DAYS * DAY_MS)
  const knownSince = new Date(now.getTime() - KNOWN_CLIENT_DAYS * DAY_MS)
  await storage.query(
    `UPDATE outbox SET ${SCRUB_SECRETS} WHERE secret_expires_at <= $1 AND meta ?| array['code', 'link']`,
    [now],
  )
  const statements: [string, unknown[]][] = [
    ['DELETE FROM rate_limits WHERE window_started_at < $1', [dayAgo]],
    ['DELETE FROM auth_throttle WHERE GREATEST(locked_until, next_at, window_started_at) < $1', [dayAgo]],
    ['DELETE FROM verification_codes WHERE expires_at < $1', [dayAgo]],
    ['DELETE FROM action_tokens WHERE expires_at < $1', [dayAgo]],
    ['DELETE FROM refresh_tokens WHERE expires_at < $1', [dayAgo]],
    // Before the outbox's own purge, which may take the sent notification's row with it.
    [
      `DELETE FROM notify_requests n WHERE n.notified_at IS NOT NULL AND (
         EXISTS (SELECT 1 FROM outbox o WHERE o.id = n.outbox_id AND o.sent_at IS NOT NULL)
         OR (n.notified_at < $1 AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.id = n.outbox_id)))`,
      [keptSince],
    ],
    ['DELETE FROM notify_requests WHERE confirmed_at IS NULL AND created_at < $1', [unconfirmedSince]],
    ['DELETE FROM outbox WHERE COALESCE(sent_at, failed_at) < $1', [keptSince]],
    ['DELETE FROM altcha_used WHERE expires_at < $1', [dayAgo]],
    ['DELETE FROM known_clients WHERE last_login_at <= $1', [knownSince]],
    ['DELETE FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id)', []],
  ]
  let removed = 0
  for (const [sql, params] of statements) removed += (await storage.query(sql, params)).rowCount
  return removed
}
