import { randomUUID } from 'node:crypto'
import type { Locale } from '@storefront/region-config'
import type { Deps } from './context'
import type { Queryable } from './db/storage'
import type { ServiceLocale } from './i18n'
import { ACTION_TTL_SECONDS, CODE_TTL_SECONDS } from './secrets'

export type MailKind =
  | 'login_code'
  | 'register_code'
  | 'reset_password'
  | 'verify_email'
  | 'subscribe'
  | 'subscribe_confirm'
  | 'form'
  | 'notify_confirm'
  | 'notify_receipt'
  | 'notify'

export interface Mail {
  to: string
  subject: string
  body: string
  kind: MailKind
  /** The language the subject and body are written in (sent as `Content-Language`). */
  lang?: ServiceLocale
  /** Machine-readable extras for the dev outbox (the code or the link), so a person or a test can finish a flow. */
  meta?: Record<string, string>
  /**
   * Newsletter and notify-me mails: the one-click unsubscribe URL (sent as List-Unsubscribe with
   * List-Unsubscribe-Post).
   */
  listUnsubscribe?: string
}

/**
 * Mails a shopper is waiting for, with a secret to type or click: sent before every other queued mail
 * (confirmations, newsletter, forms), whatever their age (docs/security.md#account-service).
 */
export const URGENT_MAIL_KINDS: readonly MailKind[] = ['login_code', 'register_code', 'reset_password', 'verify_email']

/** `queued` until the delivery worker sends it (or forever without SMTP_URL), then `sent`, or `failed` when attempts
 * ran out. */
export type DeliveryStatus = 'queued' | 'sent' | 'failed'

export interface OutboxMessage {
  id: string
  to: string
  subject: string
  body: string
  kind: MailKind
  meta: Record<string, string>
  createdAt: string
  lang: Locale | null
  status: DeliveryStatus
  /** Sends tried so far. */
  attempts: number
  sentAt: string | null
  /** Why the last attempt failed (kept while a retry is pending, and on a failed message). */
  lastError: string | null
}

/** How long the secret (code or link) in a mail of each kind lives. */
const SECRET_TTL_SECONDS: Partial<Record<MailKind, number>> = {
  login_code: CODE_TTL_SECONDS,
  register_code: CODE_TTL_SECONDS,
  reset_password: ACTION_TTL_SECONDS.reset_password,
  verify_email: ACTION_TTL_SECONDS.verify_email,
  subscribe_confirm: 7 * 86_400,
  notify_confirm: 7 * 86_400,
}

/**
 * SQL `SET` list that blanks a row's code and link (`meta.code`, `meta.link`) wherever they appear.
 * Applied when the mail is sent (mail-delivery.ts) and when the secret expires (housekeeping.ts): the
 * outbox never keeps a usable secret in clear after it has done its job.
 */
export const SCRUB_SECRETS = ['subject', 'body']
  .map(
    (column) =>
      `${column} = replace(replace(${column}, COALESCE(meta->>'code', ''), '[removed]'), COALESCE(meta->>'link', ` +
      `''), '[removed]')`,
  )
  .concat("meta = meta - 'code' - 'link'")
  .join(', ')

/**
 * Queue an e-mail. The outbox table is the delivery record; in development it is also the inbox
 * a person reads at /api/dev/outbox. Sending happens later, outside the request (src/mail-delivery.ts).
 *
 * Without `tx` the row is committed when this resolves and the delivery worker is told at once.
 * With `tx` the row commits with the caller's transaction: call `deps.mailQueued()` after it commits
 * (until then the worker could not see the row; the worker's poll would still find it later).
 */
export async function queueMail(deps: Deps, mail: Mail, tx?: Queryable): Promise<string> {
  const id = randomUUID()
  const now = deps.now()
  const ttl = SECRET_TTL_SECONDS[mail.kind]
  await (tx ?? deps.db).query(
    `INSERT INTO outbox (id, to_email, subject, body, kind, meta, lang, created_at, secret_expires_at, list_unsubscribe)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      mail.to,
      mail.subject,
      mail.body,
      mail.kind,
      JSON.stringify(mail.meta ?? {}),
      mail.lang ?? null,
      now,
      ttl === undefined ? null : new Date(now.getTime() + ttl * 1000),
      mail.listUnsubscribe ?? null,
    ],
  )
  if (!tx) deps.mailQueued()
  return id
}

/** Newest first. */
export async function listOutbox(
  deps: Deps,
  filter: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const { rows } = await deps.db.query<{
    id: string
    to_email: string
    subject: string
    body: string
    kind: MailKind
    meta: Record<string, string>
    created_at: Date
    lang: Locale | null
    attempts: number
    sent_at: Date | null
    failed_at: Date | null
    last_error: string | null
  }>(
    `SELECT id, to_email, subject, body, kind, meta, created_at, lang, attempts, ` +
      `sent_at, failed_at, last_error FROM outbox
     WHERE ($1::text IS NULL OR to_email = $1) ORDER BY seq DESC LIMIT $2`,
    [filter.to ?? null, filter.limit],
  )
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    kind: row.kind,
    meta: row.meta,
    createdAt: row.created_at.toISOString(),
    lang: row.lang,
    status: row.sent_at ? 'sent' : row.failed_at ? 'failed' : 'queued',
    attempts: row.attempts,
    sentAt: row.sent_at?.toISOString() ?? null,
    lastError: row.last_error,
  }))
}
