import { randomUUID } from 'node:crypto'
import { API_CODE } from '@storefront/api-client/contract'
import type { Deps } from './context'
import { metrics } from './observability'
import { ApiError } from './errors'

/**
 * The rule (docs/security.md#account-service): 5 failed password or code attempts within 15 minutes lock for 15
 * minutes. The lock is kept per account *and client*, so a stranger guessing from elsewhere cannot lock the owner out.
 */
export const LOCKOUT = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 }

/**
 * Against guessing spread over many clients: once an account has `freeFailures` failures in the
 * window (from any client), each further attempt waits 1 s, 2 s, 4 s … up to `maxDelaySeconds`
 * after the previous one. The owner is slowed, never locked out.
 */
export const ACCOUNT_DELAY = { freeFailures: 10, maxDelaySeconds: 60 }

/** The throttle rows one attempt at one account's secret counts against. */
export interface Attempt {
  readonly clientKey: string
  readonly accountKey: string
}

const secondsUntil = (deps: Deps, until: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - deps.now().getTime()) / 1000))

export const lockedError = (seconds: number) =>
  new ApiError(API_CODE.TOO_MANY_ATTEMPTS, {
    params: { count: seconds },
    data: { retryAfter: seconds },
    headers: { 'Retry-After': String(seconds) },
  })

const windowFloor = (now: Date) => new Date(now.getTime() - LOCKOUT.windowSeconds * 1000)

/** Password logins need an ALTCHA solution once the account has this many failures in the window. */
export const ALTCHA_AFTER_FAILURES = 2

/** Failures at the account's secrets (every client) in the current window. */
export async function accountFailures(deps: Deps, email: string): Promise<number> {
  const { rows } = await deps.db.query<{ attempts: number }>(
    'SELECT attempts FROM auth_throttle WHERE key = $1 AND window_started_at > $2',
    [`a:${email}`, windowFloor(deps.now())],
  )
  return rows[0]?.attempts ?? 0
}

/**
 * Take a slot for the account (every client): refused while its progressive delay runs. One upsert:
 * concurrent requests each see the row as the previous one left it, so each slot goes to one request.
 */
async function passAccountGate(deps: Deps, key: string): Promise<void> {
  const now = deps.now()
  const nonce = randomUUID()
  const { rows } = await deps.db.query<{ gate: string; next_at: Date | null }>(
    `INSERT INTO auth_throttle AS t (key, attempts, window_started_at, gate) VALUES ($1, 0, $2, $6)
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN t.window_started_at <= $3 THEN 0 ELSE t.attempts END,
       window_started_at = CASE WHEN t.window_started_at <= $3 THEN $2 ELSE t.window_started_at END,
       next_at = CASE
         WHEN t.window_started_at <= $3 THEN NULL
         WHEN t.next_at > $2 THEN t.next_at
         WHEN t.attempts >= $4::int ` +
      `THEN $2::timestamptz + make_interval(secs => LEAST(power(2, t.attempts - $4::int), $5::int))
         ELSE t.next_at END,
       gate = CASE WHEN t.window_started_at > $3 AND t.next_at > $2 THEN t.gate ELSE $6 END
     RETURNING gate, next_at`,
    [key, now, windowFloor(now), ACCOUNT_DELAY.freeFailures, ACCOUNT_DELAY.maxDelaySeconds, nonce],
  )
  const row = rows[0]
  if (row && row.gate !== nonce) throw lockedError(row.next_at ? secondsUntil(deps, row.next_at) : 1)
}

/**
 * Count the attempt of this client at this account, in one upsert, and refuse it (4011) while the
 * pair is locked. The attempt that goes over the allowance starts the lock itself, so at most
 * `maxFailures` attempts are ever verified per window, however many arrive at once.
 */
async function passClientGate(deps: Deps, key: string): Promise<void> {
  const now = deps.now()
  const lockEnd = new Date(now.getTime() + LOCKOUT.lockSeconds * 1000)
  // A lock that ran out, or a window that ended, starts a new window.
  const fresh = 't.locked_until IS NOT NULL OR t.window_started_at <= $3'
  const { rows } = await deps.db.query<{ locked_until: Date | null; started: boolean | null }>(
    `INSERT INTO auth_throttle AS t (key, attempts, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN t.locked_until > $2 THEN t.attempts WHEN ${fresh} THEN 1 ELSE t.attempts + 1 END,
       window_started_at = CASE WHEN t.locked_until > $2 THEN t.window_started_at WHEN ${fresh} THEN $2
         ELSE t.window_started_at END,
       locked_until = CASE WHEN t.locked_until > $2 THEN t.locked_until WHEN ${fresh} THEN NULL
         WHEN t.attempts + 1 > $4::int THEN $5::timestamptz ELSE NULL END
     RETURNING locked_until, locked_until = $5 AS started`,
    [key, now, windowFloor(now), LOCKOUT.maxFailures, lockEnd],
  )
  const lockedUntil = rows[0]?.locked_until
  if (rows[0]?.started) metrics.lockouts.inc()
  if (lockedUntil) throw lockedError(secondsUntil(deps, lockedUntil))
}

/**
 * Call before verifying a password or code of `email` for the client at `ip`: throws 4011 when the
 * attempt may not be made now. Report the outcome with `attemptFailed` or `attemptSucceeded`.
 */
export async function beginAttempt(deps: Deps, email: string, ip: string): Promise<Attempt> {
  const attempt = { clientKey: `c:${email}|${ip}`, accountKey: `a:${email}` }
  await passAccountGate(deps, attempt.accountKey)
  await passClientGate(deps, attempt.clientKey)
  return attempt
}

/**
 * A wrong secret: counts for the account, and locks the client once it used up its allowance.
 * Returns the error to answer with: `failure`, or 4011 when this attempt started the lock.
 */
export async function attemptFailed(deps: Deps, attempt: Attempt, failure: ApiError): Promise<ApiError> {
  const now = deps.now()
  await deps.db.query('UPDATE auth_throttle SET attempts = attempts + 1 WHERE key = $1', [attempt.accountKey])
  const { rows } = await deps.db.query<{ locked_until: Date; started: boolean }>(
    `UPDATE auth_throttle SET locked_until = COALESCE(locked_until, $3)
     WHERE key = $1 AND attempts >= $2::int AND (locked_until IS NULL OR locked_until > $4)
     RETURNING locked_until, locked_until = $3 AS started`,
    [attempt.clientKey, LOCKOUT.maxFailures, new Date(now.getTime() + LOCKOUT.lockSeconds * 1000), now],
  )
  const lockedUntil = rows[0]?.locked_until
  if (rows[0]?.started) metrics.lockouts.inc()
  return lockedUntil ? lockedError(secondsUntil(deps, lockedUntil)) : failure
}

/** The right secret forgets this client's earlier failures, but never lifts a lock that is running. */
export async function attemptSucceeded(deps: Deps, attempt: Attempt): Promise<void> {
  await deps.db.query('DELETE FROM auth_throttle WHERE key = $1 AND (locked_until IS NULL OR locked_until <= $2)', [
    attempt.clientKey,
    deps.now(),
  ])
}

/** A password reset proves the mailbox: the account's locks and delays end for every client. */
export async function clearAccountThrottle(deps: Deps, email: string): Promise<void> {
  await deps.db.query("DELETE FROM auth_throttle WHERE key = $1 OR key LIKE $2 ESCAPE '\\'", [
    `a:${email}`,
    `c:${email.replace(/[\\%_]/g, '\\$&')}|%`,
  ])
}
