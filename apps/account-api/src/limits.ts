import type { Context } from 'hono'
import { API_CODE } from '@storefront/api-client/contract'
import type { AppEnv, Deps } from './context'
import type { Queryable } from './db/storage'
import { clientAddress, clientKey, type TrustProxy } from './client-ip'
import { ApiError } from './errors'
import { mailboxOf } from './mailbox'

/**
 * Mails one mailbox may be sent, against mail bombing: per mailbox and client, and per mailbox
 * from every client together (higher, so that a stranger cannot use up the owner's allowance alone).
 * A mailbox is the canonical address (src/mailbox.ts): `+tag` variants of one address share its allowance.
 */
export const MAIL_LIMIT = { perClient: 5, clientWindowSeconds: 10 * 60, perAddress: 10, addressWindowSeconds: 3600 }

const secondsUntil = (deps: Deps, until: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - deps.now().getTime()) / 1000))

/**
 * Count one hit in a fixed window; throw 4012 with Retry-After when `limit` is exceeded.
 * The counter lives in the database, so it survives restarts and is shared by instances.
 */
export async function hitRateLimit(
  deps: Deps,
  bucket: string,
  limit: number,
  windowSeconds: number,
  db: Queryable = deps.db,
): Promise<void> {
  const now = deps.now().getTime()
  const windowMs = windowSeconds * 1000
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  const { rows } = await db.query<{ hits: number }>(
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

/**
 * Lookups of whether an address has an account (calls whose answer differs for known and unknown
 * addresses: code sending, code login, password registration), besides their proof of work. Per
 * client (`lookupsPerHour`, LOOKUPS_PER_HOUR), which is what bounds enumeration from one address; and
 * per e-mail address from every client, `perAddress`, so that one address cannot be probed without end
 * from many, yet a stranger cannot use up the owner's allowance in a few calls
 * (docs/security.md#account-service).
 */
export const LOOKUP_LIMIT = { perAddress: 60, windowSeconds: 3600 }

/** Count one lookup of `email` by the client at `ip`; 4012 when either allowance is used up. */
export async function lookupAllowance(deps: Deps, email: string, ip: string): Promise<void> {
  await hitRateLimit(deps, `lookup-client:${ip}`, deps.config.lookupsPerHour, LOOKUP_LIMIT.windowSeconds)
  await hitRateLimit(deps, `lookup-address:${email}`, LOOKUP_LIMIT.perAddress, LOOKUP_LIMIT.windowSeconds)
}

/**
 * The caller as every per-client key names it (rate limits, lookups, mails, lockouts, known clients): its
 * address (the socket's, or read from the right of `x-forwarded-for` behind trusted proxies), an IPv6 one
 * by its /64 (`clientKey`).
 */
export const clientIp = (c: Context<AppEnv>, trust: TrustProxy): string =>
  clientKey(clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), trust))

/** Count one e-mail to `to`'s mailbox asked for by the client at `ip`; 4012 when either allowance is used up. */
export async function mailAllowance(deps: Deps, to: string, ip: string): Promise<void> {
  const mailbox = mailboxOf(to)
  await hitRateLimit(deps, `mail:${mailbox}|${ip}`, MAIL_LIMIT.perClient, MAIL_LIMIT.clientWindowSeconds)
  await mailboxAllowance(deps, mailbox)
}

/**
 * Count one e-mail to `mailbox` (canonical) in its allowance from every client together; 4012 when it is used up.
 * Alone for mail no client asks for at the time, such as notify me's notification (src/notify.ts); `db` is the
 * transaction the mail is queued in, so a mail not queued is not counted.
 */
export async function mailboxAllowance(deps: Deps, mailbox: string, db: Queryable = deps.db): Promise<void> {
  await hitRateLimit(deps, `mail:${mailbox}`, MAIL_LIMIT.perAddress, MAIL_LIMIT.addressWindowSeconds, db)
}
