import type { Context } from 'hono'
import { API_CODE } from '@storefront/api-client/contract'
import type { AppEnv, Deps } from './context'
import { clientAddress, type TrustProxy } from './client-ip'
import { ApiError } from './errors'

/**
 * Mails one address may be sent, against mail bombing: per address and client, and per address
 * from every client together (higher, so that a stranger cannot use up the owner's allowance alone).
 */
export const MAIL_LIMIT = { perClient: 5, clientWindowSeconds: 10 * 60, perAddress: 10, addressWindowSeconds: 3600 }

const secondsUntil = (deps: Deps, until: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - deps.now().getTime()) / 1000))

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
    throw new ApiError(API_CODE.TOO_MANY_REQUESTS, {
      data: { retryAfter },
      headers: { 'Retry-After': String(retryAfter) },
    })
  }
}

/** The caller's IP: the socket address, or read from the right of `x-forwarded-for` behind trusted proxies. */
export const clientIp = (c: Context<AppEnv>, trust: TrustProxy): string =>
  clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), trust)

/** Count one e-mail to `to` asked for by the client at `ip`; 4012 when either allowance is used up. */
export async function mailAllowance(deps: Deps, to: string, ip: string): Promise<void> {
  await hitRateLimit(deps, `mail:${to}|${ip}`, MAIL_LIMIT.perClient, MAIL_LIMIT.clientWindowSeconds)
  await hitRateLimit(deps, `mail:${to}`, MAIL_LIMIT.perAddress, MAIL_LIMIT.addressWindowSeconds)
}
