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
 * Against guessing spread over many clients: every attempt at an account's secrets (from any client) is
 * counted before the secret is checked; the attempt that reaches `freeFailures` in the window, and each
 * one after it, makes the next wait 1 s, 2 s, 4 s … up to `maxDelaySeconds`. A right secret takes its
 * attempt back (docs/security.md#account-service). The owner is slowed, never locked out.
 */
export const ACCOUNT_DELAY = { freeFailures: 10, maxDelaySeconds: 60 }

/** The throttle rows one attempt at one account's secrets counts against, and the attempt's number on the account. */
export interface Attempt {
  readonly clientKey: string
  readonly accountKey: string
  /** 1 for the first attempt in the account's window (failed or still being checked), 2 for the next … */
  readonly accountAttempt: number
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

/** Password logins need an ALTCHA solution once the account has this many attempts in the window. */
export const ALTCHA_AFTER_FAILURES = 2

/**
 * Password logins without a solved ALTCHA that one process works on at once; beyond them such a login is asked
 * for a solution (4013) before anything is counted or checked, for any address and client. A few hashes' worth:
 * a shopper who paid never waits behind a flood that has not (docs/security.md "Password hashing").
 */
export const ALTCHA_FROM_UNPROVEN_LOGINS = 8

/**
 * Take a numbered slot for the account (every client), refused while its progressive delay runs. One
 * upsert counts the attempt and sets the delay it brings: requests arriving together, from any number
 * of addresses or replicas, each get their own number, and the ones past the allowance are refused
 * before anything is checked. Returns the attempt's number.
 */
async function passAccountGate(deps: Deps, key: string): Promise<number> {
  const now = deps.now()
  const nonce = randomUUID()
  // A window that ended starts a new one; a delay still running refuses the attempt uncounted.
  const fresh = 't.window_started_at <= $3'
  const waiting = `NOT (${fresh}) AND t.next_at > $2`
  const { rows } = await deps.db.query<{ gate: string; next_at: Date | null; attempts: number }>(
    `INSERT INTO auth_throttle AS t (key, attempts, window_started_at, gate) VALUES ($1, 1, $2, $6)
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN ${fresh} THEN 1 WHEN ${waiting} THEN t.attempts ELSE t.attempts + 1 END,
       window_started_at = CASE WHEN ${fresh} THEN $2 ELSE t.window_started_at END,
       next_at = CASE
         WHEN ${fresh} THEN NULL
         WHEN ${waiting} THEN t.next_at
         WHEN t.attempts + 1 >= $4::int ` +
      `THEN $2::timestamptz + make_interval(secs => LEAST(power(2, t.attempts + 1 - $4::int), $5::int))
         ELSE t.next_at END,
       gate = CASE WHEN ${waiting} THEN t.gate ELSE $6 END
     RETURNING gate, next_at, attempts`,
    [key, now, windowFloor(now), ACCOUNT_DELAY.freeFailures, ACCOUNT_DELAY.maxDelaySeconds, nonce],
  )
  const row = rows[0]
  if (!row) throw new Error(`auth_throttle: no row for ${key}`)
  if (row.gate !== nonce) throw lockedError(row.next_at ? secondsUntil(deps, row.next_at) : 1)
  return row.attempts
}

/** Give back an account slot that was not used to check a secret (or whose secret was right). */
async function releaseAccountSlot(deps: Deps, key: string): Promise<void> {
  await deps.db.query('UPDATE auth_throttle SET attempts = GREATEST(attempts - 1, 0) WHERE key = $1', [key])
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
 * Call before verifying a password or code of `email` for the client at `ip`: counts the attempt and
 * throws 4011 when it may not be made now. Report the outcome with `attemptFailed` or `attemptSucceeded`,
 * or `attemptAbandoned` when no secret was checked after all.
 */
export async function beginAttempt(deps: Deps, email: string, ip: string): Promise<Attempt> {
  const clientKey = `c:${email}|${ip}`
  const accountKey = `a:${email}`
  const accountAttempt = await passAccountGate(deps, accountKey)
  try {
    await passClientGate(deps, clientKey)
  } catch (error) {
    await releaseAccountSlot(deps, accountKey)
    throw error
  }
  return { clientKey, accountKey, accountAttempt }
}

/**
 * A wrong secret: it already counts for the account (beginAttempt); locks the client once it used up
 * its allowance. Returns the error to answer with: `failure`, or 4011 when this attempt started the lock.
 */
export async function attemptFailed(deps: Deps, attempt: Attempt, failure: ApiError): Promise<ApiError> {
  const now = deps.now()
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

/**
 * The right secret: the attempt is not a failure of the account, and this client's earlier failures are
 * forgotten; a lock that is running is never lifted.
 */
export async function attemptSucceeded(deps: Deps, attempt: Attempt): Promise<void> {
  await releaseAccountSlot(deps, attempt.accountKey)
  await deps.db.query('DELETE FROM auth_throttle WHERE key = $1 AND (locked_until IS NULL OR locked_until <= $2)', [
    attempt.clientKey,
    deps.now(),
  ])
}

/**
 * No secret was checked (the proof of work was missing, the service refused): the attempt counts for neither
 * the account nor the client.
 */
export async function attemptAbandoned(deps: Deps, attempt: Attempt): Promise<void> {
  await releaseAccountSlot(deps, attempt.accountKey)
  await deps.db.query('UPDATE auth_throttle SET attempts = GREATEST(attempts - 1, 0) WHERE key = $1', [
    attempt.clientKey,
  ])
}

/**
 * Run `compare`, the check of the secret that gives `attempt` its verdict. Anything that ends the attempt
 * before the secret was compared (4012 from a full hashing queue, 5030 from the database, any other error) is
 * a refusal, not a verdict: the attempt is given back to the account and the client, so that a crowded or
 * failing service never locks the owner out of their own right password (docs/security.md#account-service).
 */
export async function compareSecret<T>(deps: Deps, attempt: Attempt, compare: () => Promise<T>): Promise<T> {
  try {
    return await compare()
  } catch (error) {
    // When the database cannot take it back either, the original refusal is still the answer.
    await attemptAbandoned(deps, attempt).catch(deps.onError)
    throw error
  }
}

/** A password reset proves the mailbox: the account's locks and delays end for every client. */
export async function clearAccountThrottle(deps: Deps, email: string): Promise<void> {
  await deps.db.query("DELETE FROM auth_throttle WHERE key = $1 OR key LIKE $2 ESCAPE '\\'", [
    `a:${email}`,
    `c:${email.replace(/[\\%_]/g, '\\$&')}|%`,
  ])
}
