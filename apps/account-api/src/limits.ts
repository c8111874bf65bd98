import type { Context } from 'hono'
import type { AppEnv, Deps } from './context'
import { ApiError, Code } from './errors'
import { metrics } from './observability'

/** Spec: 5 failed password or code attempts within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 }

/** Mails (codes, links) one address may be sent per window, against mail bombing. */
export const MAIL_LIMIT = { perWindow: 5, windowSeconds: 10 * 60 }

const secondsUntil = (deps: Deps, until: Date): number => Math.max(1, Math.ceil((until.getTime() - deps.now().getTime()) / 1000))

/**
 * Count one hit in a fixed window; throw 4012 with Retry-After when `limit` is exceeded.
 * The counter lives in the database, so it survives restarts and is shared by instances.
 */
export async function hitRateLimit(deps: Deps, bucket: string, limit: number, windowSeconds: number): Promise<void> {
  const now = deps.now().getTime()
  const windowMs = windowSeconds * 1000
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  const { rows } = await deps.db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_started_at, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_started_at = excluded.window_started_at THEN rate_limits.hits + 1 ELSE 1 END,
       window_started_at = excluded.window_started_at
     RETURNING hits`,
    [bucket, windowStart],
  )
  if ((rows[0]?.hits ?? 0) > limit) {
    const retryAfter = secondsUntil(deps, new Date(windowStart.getTime() + windowMs))
    throw new ApiError(Code.tooManyRequests, { data: { retryAfter }, headers: { 'Retry-After': String(retryAfter) } })
  }
}

/** The caller's IP: first `x-forwarded-for` hop behind a trusted proxy, else the socket address. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (first) return first.slice(0, 64)
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown'
}

/** Throw 4011 with the seconds left while `email` is locked. */
export async function assertNotLocked(deps: Deps, email: string): Promise<void> {
  const { rows } = await deps.db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM auth_failures WHERE email = $1 AND locked_until > $2',
    [email, deps.now()],
  )
  const lockedUntil = rows[0]?.locked_until
  if (lockedUntil) throw lockedError(secondsUntil(deps, lockedUntil))
}

const lockedError = (seconds: number) =>
  new ApiError(Code.tooManyAttempts, {
    params: { n: seconds },
    data: { retryAfter: seconds },
    headers: { 'Retry-After': String(seconds) },
  })

/**
 * Record a failed password or code attempt and return the error to answer with:
 * `failure` itself, or 4011 when this attempt used up the allowance and locked the account.
 */
export async function recordFailure(deps: Deps, email: string, failure: ApiError): Promise<ApiError> {
  const now = deps.now()
  const windowFloor = new Date(now.getTime() - LOCKOUT.windowSeconds * 1000)
  const { rows } = await deps.db.query<{ failures: number }>(
    `INSERT INTO auth_failures (email, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN auth_failures.window_started_at <= $3 THEN 1 ELSE auth_failures.failures + 1 END,
       window_started_at = CASE WHEN auth_failures.window_started_at <= $3 THEN $2 ELSE auth_failures.window_started_at END
     RETURNING failures`,
    [email, now, windowFloor],
  )
  if ((rows[0]?.failures ?? 0) < LOCKOUT.maxFailures) return failure
  metrics.lockouts.inc()
  const lockedUntil = new Date(now.getTime() + LOCKOUT.lockSeconds * 1000)
  await deps.db.query(
    'UPDATE auth_failures SET failures = 0, window_started_at = $2, locked_until = $3 WHERE email = $1',
    [email, now, lockedUntil],
  )
  return lockedError(LOCKOUT.lockSeconds)
}

/** A successful login forgets earlier failures. */
export async function clearFailures(deps: Deps, email: string): Promise<void> {
  await deps.db.query('DELETE FROM auth_failures WHERE email = $1', [email])
}
