import type { Context } from 'hono'
import type { AppEnv, Deps } from './context'
import { clientAddress, type TrustProxy } from './client-ip'
import { ApiError, Code } from './errors'

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

/** The caller's IP: the socket address, or read from the right of `x-forwarded-for` behind trusted proxies. */
export const clientIp = (c: Context<AppEnv>, trust: TrustProxy): string =>
  clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), trust)
