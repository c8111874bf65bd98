import { randomUUID } from 'node:crypto'
import type { Deps } from './context'
import type { Queryable } from './db/storage'

export type MailKind = 'login_code' | 'register_code' | 'reset_password' | 'verify_email' | 'subscribe' | 'form'

export interface Mail {
  to: string
  subject: string
  body: string
  kind: MailKind
  /** Machine-readable extras for the dev outbox (the code or the link), so a person or a test can finish a flow. */
  meta?: Record<string, string>
}

export interface OutboxMessage {
  id: string
  to: string
  subject: string
  body: string
  kind: MailKind
  meta: Record<string, string>
  createdAt: string
}

/**
 * Queue an e-mail. The outbox table is the delivery record; in development it is also the inbox
 * a person reads at /api/dev/outbox.
 */
export async function queueMail(deps: Deps, mail: Mail, db: Queryable = deps.db): Promise<string> {
  const id = randomUUID()
  await db.query(
    'INSERT INTO outbox (id, to_email, subject, body, kind, meta, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, mail.to, mail.subject, mail.body, mail.kind, JSON.stringify(mail.meta ?? {}), deps.now()],
  )
  return id
}

/** Newest first. */
export async function listOutbox(deps: Deps, filter: { to?: string | undefined; limit: number }): Promise<OutboxMessage[]> {
  const { rows } = await deps.db.query<{
    id: string
    to_email: string
    subject: string
    body: string
    kind: MailKind
    meta: Record<string, string>
    created_at: Date
  }>(
    `SELECT id, to_email, subject, body, kind, meta, created_at FROM outbox
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
  }))
}
