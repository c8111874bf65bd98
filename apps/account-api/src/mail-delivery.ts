import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type { MailConfig } from './config'
import type { Storage } from './db/storage'
import { SCRUB_SECRETS, URGENT_MAIL_KINDS } from './outbox'
import { metrics } from './observability'

/**
 * SMTP delivery of the outbox. Requests only insert rows (src/outbox.ts); this worker sends them
 * afterwards, so a slow or absent SMTP server never slows down or fails an API call.
 *
 * - `kick()` (called after `queueMail` commits) starts a pass at once; `start()` also polls, so rows
 *   queued before a restart or during an SMTP outage go out later.
 * - A pass claims due rows, codes and links first (URGENT_MAIL_KINDS), then oldest first, a batch at a
 *   time, with one `UPDATE … FOR UPDATE SKIP LOCKED` that counts the attempt and moves `next_attempt_at`
 *   past the send (a lease): several replicas on one PostgreSQL never take the same row, and a send cut
 *   short by a crash is retried when the lease ends. When a mail is queued while a batch is being sent,
 *   the rest of the batch is handed back after the current send and the claim runs again, so a new code
 *   waits for one send, not for the mails queued before it.
 * - A sent row gets `sent_at` and is never picked again. A failure keeps the row queued with
 *   `last_error` and a later `next_attempt_at` (exponential backoff); after `maxAttempts` it is `failed`.
 *
 * Delivery is at least once: a crash between the SMTP server's "250 OK" and the `sent_at` update sends
 * that message again after the lease. Each message's `Message-ID` is derived from its outbox id, so such
 * a repeat carries the same id.
 */

export interface MailDeliveryOptions {
  storage: Storage
  /** `smtp://user:pass@host:587` or `smtps://…` (nodemailer options may follow as a query). */
  smtpUrl: string
  /** The `From` header: `Name <address>` or an address. */
  from: string
  /** The clock (tests move it instead of waiting for a backoff). */
  now?: () => Date
  /** Rows claimed per query (default 20). */
  batchSize?: number
  /** Sends tried before a message counts as failed (default 12: about 5 hours with the default backoff). */
  maxAttempts?: number
  /** Wait before the next attempt after `attempts` failed ones (default 30 s doubling, at most 1 hour). */
  retryDelayMs?: (attempts: number) => number
  /** How long a claimed row is left alone by other workers (default 5 minutes, well above the SMTP timeouts). */
  leaseMs?: number
  /** How often `start()` looks for due rows (default 30 s). */
  pollIntervalMs?: number
  /** Where faults of the worker itself are reported (a database error; SMTP failures are recorded on the row). */
  onError?: (error: unknown) => void
}

export interface MailDelivery {
  /** Deliver what is due soon, without waiting for the poll. Returns at once and never throws. */
  kick(): void
  /** Kick and resolve once a pass found nothing more due (tests; a final flush). */
  flush(): Promise<void>
  /** Poll every `pollIntervalMs`, starting with a pass now. */
  start(): void
  /** Stop polling and kicking, wait for the send in progress, close the SMTP transport. */
  stop(): Promise<void>
}

export const DEFAULT_MAX_ATTEMPTS = 12
export const defaultRetryDelayMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000)

/** The URL with its password replaced, for logs. */
export const redactSmtpUrl = (url: string): string => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')

interface DueRow {
  seq: number
  urgent: boolean
  id: string
  to_email: string
  subject: string
  body: string
  lang: string | null
  attempts: number
  list_unsubscribe: string | null
}

/** The worker for the configured SMTP server, or undefined when SMTP_URL is unset (the outbox only, nothing is
 * sent). */
export function mailDeliveryFor(
  mail: MailConfig,
  storage: Storage,
  options: Omit<Partial<MailDeliveryOptions>, 'storage' | 'smtpUrl' | 'from'> = {},
): MailDelivery | undefined {
  return mail.smtpUrl ? createMailDelivery({ ...options, storage, smtpUrl: mail.smtpUrl, from: mail.from }) : undefined
}

/** The domain of the From address, for Message-IDs. */
function fromDomain(from: string): string {
  const first = addressparser(from)[0]
  const address = first && 'address' in first ? first.address : undefined
  return address?.split('@')[1] || 'localhost'
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 1000) || 'unknown error'

export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { storage, from } = options
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? 20
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs
  const leaseMs = options.leaseMs ?? 5 * 60_000
  const pollIntervalMs = options.pollIntervalMs ?? 30_000
  const onError = options.onError ?? ((error: unknown) => console.error('[account-api] mail delivery:', error))
  const domain = fromDomain(from)

  // Timeouts well inside the lease; values in SMTP_URL's query win.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })

  let running: Promise<void> | undefined
  let again = false
  /** A mail was queued since the last claim (it may be more urgent than the rest of the batch). */
  let queuedSinceClaim = false
  let stopped = false
  let poll: ReturnType<typeof setInterval> | undefined

  async function claim(): Promise<{ rows: DueRow[]; lease: Date }> {
    const at = now()
    const lease = new Date(at.getTime() + leaseMs)
    queuedSinceClaim = false
    const { rows } = await storage.query<DueRow>(
      `UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = $2
       FROM (
         SELECT seq FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
         ORDER BY kind = ANY($4::text[]) DESC, seq LIMIT $3
         FOR UPDATE SKIP LOCKED
       ) due
       WHERE o.seq = due.seq
       RETURNING o.seq, o.kind = ANY($4::text[]) AS urgent, o.id, o.to_email, o.subject, o.body, o.lang, o.attempts,
         o.list_unsubscribe`,
      [at, lease, batchSize, URGENT_MAIL_KINDS],
    )
    return { rows: rows.sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.seq - b.seq), lease }
  }

  /** Give claimed rows back unsent (their lease and attempt undone), for a claim that puts a new code first. */
  async function release(rows: DueRow[], lease: Date): Promise<void> {
    await storage.query(
      `UPDATE outbox SET attempts = attempts - 1, next_attempt_at = NULL
       WHERE seq = ANY($1::int[]) AND next_attempt_at = $2 AND sent_at IS NULL AND failed_at IS NULL`,
      [rows.map((row) => row.seq), lease],
    )
  }

  async function send(row: DueRow): Promise<void> {
    try {
      await transport.sendMail({
        from,
        to: row.to_email,
        subject: row.subject,
        text: row.body,
        messageId: `<${row.id}@${domain}>`,
        headers: {
          ...(row.lang ? { 'Content-Language': row.lang } : {}),
          // RFC 3834: no out-of-office replies to codes and confirmations.
          'Auto-Submitted': 'auto-generated',
          // Newsletter mails: one-click unsubscribe for the mail client (RFC 2369, RFC 8058).
          ...(row.list_unsubscribe
            ? { 'List-Unsubscribe': `<${row.list_unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
            : {}),
        },
      })
    } catch (error) {
      const at = now()
      const last = row.attempts >= maxAttempts
      // Only the worker holding this attempt records it (a stale one whose lease ran out does not).
      await storage.query(
        `UPDATE outbox SET last_error = $3, next_attempt_at = $4, failed_at = $5
         WHERE seq = $1 AND attempts = $2 AND sent_at IS NULL`,
        [
          row.seq,
          row.attempts,
          errorText(error),
          last ? null : new Date(at.getTime() + retryDelayMs(row.attempts)),
          last ? at : null,
        ],
      )
      if (last) metrics.mailsFailed.inc()
      return
    }
    // Sent: the copy kept here no longer needs the code or link.
    await storage.query(
      `UPDATE outbox SET sent_at = $2, next_attempt_at = NULL, failed_at = NULL, last_error = NULL, ` +
        `${SCRUB_SECRETS} WHERE seq = $1`,
      [row.seq, now()],
    )
    metrics.mailsSent.inc()
  }

  /**
   * Claim and send batches until none is full. A mail queued meanwhile ends the batch after the send in
   * progress: the rest goes back and the next claim puts any code or link first.
   */
  async function pass(): Promise<void> {
    while (!stopped) {
      const { rows, lease } = await claim()
      let handedBack = false
      for (const [i, row] of rows.entries()) {
        await send(row)
        const rest = rows.slice(i + 1)
        if (queuedSinceClaim && rest.length && !rest.every((next) => next.urgent)) {
          await release(rest, lease)
          handedBack = true
          break
        }
      }
      if (!handedBack && rows.length < batchSize) return
    }
  }

  function kick(): void {
    if (stopped) return
    queuedSinceClaim = true
    startPass()
  }

  function startPass(): void {
    if (stopped) return
    if (running) {
      again = true // a row may have been committed after the running pass claimed: look once more
      return
    }
    running = (async () => {
      try {
        do {
          again = false
          await pass()
        } while (again && !stopped)
      } catch (error) {
        onError(error) // the database, most likely; the poll tries again
      } finally {
        running = undefined
      }
    })()
  }

  return {
    kick,
    async flush() {
      kick()
      while (running) await running
    },
    start() {
      if (stopped || poll) return
      poll = setInterval(startPass, pollIntervalMs)
      poll.unref()
      kick()
    },
    async stop() {
      stopped = true
      if (poll) clearInterval(poll)
      poll = undefined
      while (running) await running
      transport.close()
    },
  }
}
