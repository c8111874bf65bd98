import type { Context, MiddlewareHandler } from 'hono'
import {
  Counter,
  createRegistry,
  Gauge,
  requestIdOf,
  requestMetrics,
  REQUEST_ID_HEADER,
  type Logger,
} from '@storefront/ops'
import type { AppEnv } from './context'
import type { Storage } from './db/storage'
import { withDeadline } from './db/unavailable'

/**
 * The account service's logs and metrics. The metrics live in one registry for the process; the few
 * places that decide an outcome (a lockout, a mail queued, sent or failed) count it with one call, and
 * the access log counts every answer by its envelope code (logins by outcome, 4012s, 4013s…).
 */
export const registry = createRegistry({ service: 'account-api' })

const recordRequest = requestMetrics(registry, {
  prefix: 'account_api',
  by: 'route',
  extra: ['code'],
  countHelp: 'Answers by route, HTTP status and envelope code',
  timeHelp: 'Time to answer, by route',
})
const logins = new Counter({
  name: 'account_api_logins_total',
  help: 'Login and sign-up attempts by outcome (success, wrong_credentials, invalid_code, locked, …)',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

export const metrics = {
  lockouts: new Counter({
    name: 'account_api_lockouts_total',
    help: 'Accounts locked after too many failed attempts',
    registers: [registry],
  }),
  mailsQueued: new Counter({
    name: 'account_api_mails_queued_total',
    help: 'E-mails committed to the outbox',
    registers: [registry],
  }),
  mailsSent: new Counter({
    name: 'account_api_mails_sent_total',
    help: 'E-mails accepted by the SMTP server',
    registers: [registry],
  }),
  notifyRequests: new Counter({
    name: 'account_api_notify_requests_total',
    help: 'Notify-me requests by region and result (created, repeat, already_available, already_live, unknown)',
    labelNames: ['region', 'result'] as const,
    registers: [registry],
  }),
  notifyMails: new Counter({
    name: 'account_api_notify_mails_total',
    help: 'Notify-me mails queued by kind (confirmation, receipt, notification)',
    labelNames: ['kind'] as const,
    registers: [registry],
  }),
  mailsFailed: new Counter({
    name: 'account_api_mails_failed_total',
    help: 'E-mails given up on after the last attempt',
    registers: [registry],
  }),
}

/** The routes that log someone in or sign them up. */
const LOGIN_ROUTES = /\/account\/user\/(login\/pwd|login\/code|sign_in|register_or_login|register\/pwd)$/

const OUTCOMES: Record<number, string> = {
  2000: 'success',
  4000: 'invalid_input',
  4010: 'wrong_credentials',
  4011: 'locked',
  4012: 'rate_limited',
  4013: 'challenge_failed',
  4020: 'email_in_use',
  4021: 'no_account',
  4031: 'invalid_code',
}

/** The envelope code of an answer: 2000 for a 200, else read from the (small) error body. */
async function envelopeCode(c: Context<AppEnv>): Promise<number | undefined> {
  if (c.res.status === 200) return 2000
  if (!c.res.headers.get('content-type')?.includes('json')) return undefined
  try {
    const body = (await c.res.clone().json()) as { code?: unknown }
    return typeof body.code === 'number' ? body.code : undefined
  } catch {
    return undefined
  }
}

/**
 * Request id in (`X-Request-Id`, kept when plausible) and out, one access line per request (the path
 * without its query: reset and verification links carry tokens there), and the request metrics.
 */
export function accessLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER))
    c.header('X-Request-Id', id)
    await next()
    c.header('X-Request-Id', id)
    const seconds = (performance.now() - started) / 1000
    const route = (c.req.routePath || 'unmatched').replace(/^\/api\/(cn|us|eu)(?=\/|$)/, '/api/{set}')
    const code = await envelopeCode(c)
    recordRequest({ route, status: String(c.res.status), code: String(code ?? '') }, seconds)
    if (LOGIN_ROUTES.test(route) && code !== undefined) logins.inc({ outcome: OUTCOMES[code] ?? `code_${code}` })
    const line = {
      reqId: id,
      method: c.req.method,
      route: c.req.path,
      set: c.get('apiSet'),
      region: c.get('region'),
      status: c.res.status,
      apiCode: code,
      ms: Math.round(seconds * 10_000) / 10,
    }
    // A 503 from /ready is a draining or starting service, not a fault.
    if (c.res.status >= 500 && c.req.path !== '/ready') log.error(line, 'request')
    else log.info(line, 'request')
  }
}

/**
 * The outbox's unsent rows and the age of the oldest, read at each scrape (only where mail is delivered). The age
 * is on the service's clock, which wrote `created_at` (STOREFRONT_NOW may set it apart from the database's).
 */
export function watchOutbox(storage: Storage, now: () => Date = () => new Date()): void {
  const unsent = async () => {
    const { rows } = await storage.query<{ depth: string | number; age: string | number | null }>(
      `SELECT count(*) AS depth, EXTRACT(EPOCH FROM ($1::timestamptz - min(created_at))) AS age
       FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
      [now()],
    )
    return { depth: Number(rows[0]?.depth ?? 0), age: Number(rows[0]?.age ?? 0) }
  }
  new Gauge({
    name: 'account_api_mail_queue_depth',
    help: 'E-mails waiting to be sent',
    registers: [registry],
    async collect() {
      this.set((await unsent()).depth)
    },
  })
  new Gauge({
    name: 'account_api_mail_queue_age_seconds',
    help: 'Age of the oldest e-mail waiting to be sent (0: none waits)',
    registers: [registry],
    async collect() {
      this.set((await unsent()).age)
    },
  })
}

/** How long `/ready` waits for the database. */
export const READY_DEADLINE_MS = 1000

/** `/ready`: 200 while the database answers within a second and the service is not shutting down, else 503. */
export function readiness(storage: Storage, stopping: () => boolean) {
  return async (c: Context<AppEnv>) => {
    const reachable =
      !stopping() &&
      (await withDeadline(storage.query('SELECT 1'), READY_DEADLINE_MS, 'readiness').then(
        () => true,
        () => false,
      ))
    return c.json(
      {
        code: reachable ? 2000 : 5030,
        msg: reachable ? 'success' : 'not ready',
        data: { status: reachable ? 'ready' : 'not ready' },
      },
      reachable ? 200 : 503,
    )
  }
}
