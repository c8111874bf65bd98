import path from 'node:path'
import { fileURLToPath } from 'node:url'
import addressparser from 'nodemailer/lib/addressparser'
import { z } from 'zod'
import { isRegionId, PRODUCT_KEYS } from '@storefront/region-config'
import { validateProxyList, type TrustProxy } from './client-ip'
import { OWASP_ARGON2 } from './password-hash'

/** The repository root, three levels above this file (apps/account-api/src). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export const DEFAULT_MAIL_FROM = 'Mechaform Robotics <no-reply@mechaform-robotics.com>'

/** What the README's settings table shows of a setting (settings-table.ts renders it). */
export interface SettingDoc {
  /** The "Meaning" cell (Markdown). */
  description: string
  /** The "Default" cell when the schema's default does not say it (a derived or computed default). */
  shownDefault?: string
  /** Read by another package before the settings are loaded; validated here so a bad value is named at start. */
  readBy?: string
}

const documented = <T extends z.ZodType>(schema: T, doc: SettingDoc): T => schema.meta({ ...doc })

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true')
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/** Exactly one address, `Name <local@domain>` or `local@domain`, on one line (it becomes a header). */
const isSingleMailbox = (value: string): boolean => {
  if (/[\r\n]/.test(value)) return false
  const parsed = addressparser(value)
  const address = parsed.length === 1 && parsed[0] && 'address' in parsed[0] ? parsed[0].address : undefined
  return address !== undefined && /^[^\s@<>]+@[^\s@<>]+$/.test(address)
}

const trustProxy = z
  .string()
  .default('0')
  .transform((value, ctx): TrustProxy => {
    const trimmed = value.trim()
    if (trimmed === 'false') return 0
    if (/^\d+$/.test(trimmed)) {
      const hops = Number(trimmed)
      if (hops <= 10) return hops
    }
    const list = trimmed
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    try {
      if (!list.length || list.some((entry) => /^\d+$/.test(entry))) throw new TypeError('not a list')
      validateProxyList(list)
      return list
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a number of trusted proxy hops (0-10) or a comma-separated list of proxy IPs or CIDR ranges',
      })
      return z.NEVER
    }
  })

const inStockPair = z.string().refine(
  (pair) => {
    const [regionId = '', key = ''] = pair.split(':')
    return isRegionId(regionId) && (PRODUCT_KEYS as readonly string[]).includes(key)
  },
  { error: 'must be region:productKey pairs, e.g. us:bumblebeeG1Performance' },
)

/**
 * Every environment variable the service reads, in the order of the README's table: its validation, its
 * default and what it means. `loadConfig` maps them onto `Config`; the types below are read from here.
 */
export const SETTINGS = z.object({
  ACCOUNT_API_PORT: documented(int(0, 65535).default(4000), { description: 'Port (`0`: any free port).' }),
  ACCOUNT_API_HOST: documented(z.string().min(1).default('127.0.0.1'), { description: 'Interface to listen on.' }),
  ACCOUNT_API_DATA_DIR: documented(z.string().min(1).optional(), {
    description: 'PGlite data folder, created if missing.',
    shownDefault: '`<repo>/.data/account-api`',
  }),
  DATABASE_URL: documented(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    { description: '`postgres://…`: use PostgreSQL instead of PGlite.' },
  ),
  DATABASE_WAIT_SECONDS: documented(int(0, 3600).default(60), {
    description: 'At start, how long to keep trying to reach PostgreSQL (a log line each second) before exiting.',
  }),
  DATABASE_DEADLINE_MS: documented(int(100, 60_000).default(2000), {
    description:
      'PostgreSQL: how long a request waits for a connection, and how long one statement may run, before it ' +
      'answers 5030.',
  }),
  ACCESS_TOKEN_TTL_SECONDS: documented(int(5, 86_400).default(900), { description: 'Lifetime of an `apptoken`.' }),
  REFRESH_TOKEN_TTL_SECONDS: documented(int(60, 365 * 86_400).default(30 * 86_400), {
    description: 'Lifetime of a `reftoken`; rotated on every refresh.',
    shownDefault: '`2592000` (30 days)',
  }),
  TRUST_PROXY: documented(trustProxy, {
    description:
      'The proxies in front, by address: a comma-separated list of proxy IPs / CIDR ranges (`loopback`, ' +
      '`linklocal`, `uniquelocal` too). `X-Forwarded-For` is read from the right, past the trusted proxies only; ' +
      '`0`: the socket address. A hop count (`1`–`10`) is read too, but refused in production unless ' +
      '`TRUST_PROXY_ONLY_PROXY_REACHES=1`. See "Behind a proxy".',
  }),
  TRUST_PROXY_ONLY_PROXY_REACHES: documented(flag.optional(), {
    description:
      '`1`: the network lets nothing but the proxies reach the service (a network policy, a private listener), ' +
      'so a hop count in `TRUST_PROXY` is allowed in production.',
  }),
  RATE_LIMIT_PER_MINUTE: documented(int(1, 100_000).default(30), {
    description: 'Unauthenticated calls per client IP per minute.',
  }),
  PUBLIC_BASE_URL: documented(z.url({ protocol: /^https?$/ }).default('http://localhost:3000'), {
    description: 'Storefront origin used in e-mailed links.',
  }),
  PUBLIC_API_URL: documented(z.url({ protocol: /^https?$/ }).optional(), {
    description:
      'Where mail clients reach this service: the one-click unsubscribe URL is ' +
      '`{PUBLIC_API_URL}/api/{set}/newsletter/unsubscribe?token=…`.',
    shownDefault: '`PUBLIC_BASE_URL`',
  }),
  OUTBOX_PUBLIC: documented(flag.default(false), {
    description: '`1`: serve `/api/dev/outbox` even when `NODE_ENV=production`.',
  }),
  CORS_ORIGINS: documented(commaList.pipe(z.array(z.url({ protocol: /^https?$/ }))), {
    description: 'Comma-separated origins allowed to call from another origin (unset: same origin only).',
  }),
  ARGON2_MEMORY_KIB: documented(int(OWASP_ARGON2.memoryKiB, 1_048_576).default(OWASP_ARGON2.memoryKiB), {
    description:
      'argon2id memory of new password hashes (OWASP: m=19 MiB, t=2, p=1; the default is also the floor). A stored ' +
      'hash of lower cost, or an older scrypt hash, is replaced at the owner’s next successful login.',
  }),
  ARGON2_TIME_COST: documented(int(OWASP_ARGON2.timeCost, 10).default(OWASP_ARGON2.timeCost), {
    description: 'argon2id passes of new password hashes (the default is also the floor).',
  }),
  PASSWORD_HASH_MEMORY_MIB: documented(int(16, 4096).default(64), {
    description:
      'Memory password hashes may hold at once (16–4096); a hash beyond it waits ' +
      '([security.md](../../docs/security.md#password-hashing)).',
  }),
  PASSWORD_HASH_QUEUE: documented(int(0, 100_000).default(200), {
    description: 'Hashes that may wait for that budget in each of its two lanes; more get 4012 at once.',
  }),
  PASSWORD_HASH_MAX_WAIT_MS: documented(int(100, 60_000).default(3000), {
    description: 'How long a hash may wait for the budget before its request gets 4012.',
  }),
  SESSION_LIFETIME_SECONDS: documented(int(3600, 365 * 86_400).default(90 * 86_400), {
    description: 'Absolute lifetime of a session: no refresh extends it.',
    shownDefault: '`7776000` (90 days)',
  }),
  OUTBOX_RETENTION_DAYS: documented(int(0, 3650).default(14), {
    description: 'Sent and failed outbox rows are deleted this many days later (hourly housekeeping).',
  }),
  LOOKUPS_PER_HOUR: documented(int(1, 100_000).default(30), {
    description:
      'Calls that tell whether an address has an account (`code/send`, `login/code`, `register/pwd`) per client IP ' +
      'an hour (4012); besides, 60 an hour per address from all clients. See ' +
      '[security.md](../../docs/security.md#account-service) for what enumeration costs.',
  }),
  // Below 1000 the proof of work stops costing a bot anything; only tests go lower (createApp).
  ALTCHA_MAX_NUMBER: documented(int(1000, 10_000_000).default(20_000), {
    description:
      'ALTCHA proof-of-work size: the client searches up to this many SHA-256 hashes (on average 3/4 of it); at ' +
      'least 1000. 20000 takes 0.13 s in desktop Chromium, well under a second on a phone.',
  }),
  SMTP_URL: documented(
    z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587' })
      .refine((value) => new URL(value).hostname !== '', { error: 'must name a host, e.g. smtp://user:pass@host:587' })
      .optional(),
    {
      description:
        '`smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`: send the outbox ' +
        'there. Percent-encode special characters in the user and password; nodemailer options may follow as a ' +
        'query (`?connectionTimeout=5000`). Unset: nothing is sent.',
    },
  ),
  MAIL_FROM: documented(
    z
      .string()
      .refine(isSingleMailbox, { error: 'must be one address, e.g. "Mechaform Robotics <no-reply@example.com>"' })
      .default(DEFAULT_MAIL_FROM),
    { description: '`From` of every e-mail: one address, with or without a name.' },
  ),
  NOTIFY_SWEEP_SECONDS: documented(int(1, 86_400).default(60), {
    description:
      'How often each instance looks for notify-me requests whose robot can be bought or whose page went live ' +
      '(also at start): [notify.md](../../docs/rules/notify.md).',
  }),
  TEST_CATALOGUE_IN_STOCK: documented(commaList.pipe(z.array(inStockPair)), {
    description:
      'Tests only, refused with `NODE_ENV=production`: `region:productKey` pairs (comma-separated) read as in ' +
      'stock and not pre-sale, as a later deploy’s catalogue would show them.',
  }),
  // An instant with its offset, as the storefront reads it: a bare local time would depend on the server's zone.
  STOREFRONT_NOW: documented(
    z.iso
      .datetime({ offset: true, error: 'must be an ISO instant with an offset, such as 2026-12-07T16:55:00+01:00' })
      .transform((instant) => Date.parse(instant))
      .optional(),
    {
      description:
        'The system’s clock at start, the same setting as the storefront’s ([time.md](../../docs/rules/time.md)): ' +
        'the service starts at this instant and its clock moves on from it (tokens, limits, notify-me). ' +
        'Development and staging only: refused with `NODE_ENV=production` unless `STOREFRONT_ENV=pre-production`.',
      shownDefault: 'real time',
    },
  ),
  STOREFRONT_ENV: documented(z.enum(['development', 'test', 'pre-production', 'production']).optional(), {
    description:
      'The deployment this service belongs to, as the storefront names it; `pre-production` (staging) allows ' +
      '`STOREFRONT_NOW` with `NODE_ENV=production`.',
  }),
  NODE_ENV: documented(z.string().default('development'), {
    description:
      '`production` adds HSTS and hides the dev outbox, and requires `DATABASE_URL`, `PUBLIC_BASE_URL` and ' +
      '`SMTP_URL` (the service refuses to start, naming the missing ones).',
  }),
  METRICS_PORT: documented(int(1, 65535).optional(), {
    description:
      'Serve Prometheus metrics (`GET /metrics`) on this port; off when unset ' +
      '([deployment.md#metrics](../../docs/deployment.md#metrics)).',
  }),
  LOG_LEVEL: documented(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(), {
    description: 'pino’s level.',
    shownDefault: '`info`',
    readBy: '@storefront/ops',
  }),
  LOG_FORMAT: documented(z.enum(['json', 'pretty']).optional(), {
    description: '`json` keeps JSON lines in a terminal.',
    shownDefault: 'pretty in a development terminal',
    readBy: '@storefront/ops',
  }),
  SHUTDOWN_DELAY_MS: documented(int(0, 600_000).default(0), {
    description: 'On SIGTERM: `/ready` answers 503 this long before the listener closes.',
  }),
  SHUTDOWN_TIMEOUT_MS: documented(int(0, 600_000).default(10_000), {
    description: 'On SIGTERM: the most time in-flight requests get.',
  }),
})

type Settings = z.output<typeof SETTINGS>

/** The settings as the service uses them, grouped by the part that reads them. */
const toConfig = (e: Settings) => ({
  host: e.ACCOUNT_API_HOST,
  port: e.ACCOUNT_API_PORT,
  storage: (e.DATABASE_URL
    ? { driver: 'pg', url: e.DATABASE_URL, deadlineMs: e.DATABASE_DEADLINE_MS }
    : {
        driver: 'pglite',
        dataDir: path.resolve(e.ACCOUNT_API_DATA_DIR ?? path.join(REPO_ROOT, '.data/account-api')),
      }) satisfies StorageConfig as StorageConfig,
  databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
  /** The instant the clock starts at (STOREFRONT_NOW), or undefined: real time (src/clock.ts). */
  clockStartsAt: e.STOREFRONT_NOW,
  metricsPort: e.METRICS_PORT,
  shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
  /** Settings the HTTP app itself needs (everything but where to listen and where the data lives). */
  service: {
    nodeEnv: e.NODE_ENV,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    trustProxy: e.TRUST_PROXY,
    outboxPublic: e.OUTBOX_PUBLIC,
    publicBaseUrl: withoutTrailingSlash(e.PUBLIC_BASE_URL),
    publicApiUrl: withoutTrailingSlash(e.PUBLIC_API_URL ?? e.PUBLIC_BASE_URL),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    lookupsPerHour: e.LOOKUPS_PER_HOUR,
    corsOrigins: e.CORS_ORIGINS,
    argon2: { memoryKiB: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    hashingBudgetMiB: e.PASSWORD_HASH_MEMORY_MIB,
    hashingQueue: e.PASSWORD_HASH_QUEUE,
    hashingMaxWaitMs: e.PASSWORD_HASH_MAX_WAIT_MS,
    sessionLifetimeSeconds: e.SESSION_LIFETIME_SECONDS,
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
  },
  /** Where e-mails go besides the outbox table; no `smtpUrl`: the outbox only. */
  mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM.trim() },
  /** Notify me's sweep (src/notify.ts); `testInStock` is the tests' stand-in for a later deploy's catalogue. */
  notify: { sweepSeconds: e.NOTIFY_SWEEP_SECONDS, testInStock: e.TEST_CATALOGUE_IN_STOCK },
})

export type StorageConfig = { driver: 'pglite'; dataDir: string } | { driver: 'pg'; url: string; deadlineMs?: number }
export type Config = ReturnType<typeof toConfig>
export type ServiceConfig = Config['service']
export type MailConfig = Config['mail']
export type NotifyConfig = Config['notify']

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Read and validate the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = SETTINGS.safeParse(present)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid account-api configuration:\n  ${lines.join('\n  ')}`)
  }
  return toConfig(result.data)
}

/** The service settings with no variable set. */
export const DEFAULT_SERVICE_CONFIG: ServiceConfig = loadConfig({}).service
