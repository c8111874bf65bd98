import path from 'node:path'
import { fileURLToPath } from 'node:url'
import addressparser from 'nodemailer/lib/addressparser'
import { z } from 'zod'
import { isRegionId, PRODUCT_KEYS } from '@storefront/region-config'
import { validateProxyList, type TrustProxy } from './client-ip'
import { OWASP_ARGON2, type Argon2Cost } from './password-hash'

/** Settings the HTTP app itself needs (everything but where to listen and where the data lives). */
export interface ServiceConfig {
  nodeEnv: string
  /** Lifetime of an access token (`apptoken`). */
  accessTokenTtlSeconds: number
  /** Lifetime of a refresh token (`reftoken`); rotated on every refresh. */
  refreshTokenTtlSeconds: number
  /** Proxies believed about the client IP (`x-forwarded-for`, read from the right): hop count or addresses. */
  trustProxy: TrustProxy
  /** Serve the dev outbox even when NODE_ENV is production. */
  outboxPublic: boolean
  /** Storefront origin used to build links in e-mails. */
  publicBaseUrl: string
  /** Where mail clients reach this service (one-click unsubscribe URLs): `{publicApiUrl}/api/{set}/…`. */
  publicApiUrl: string
  /** Auth calls allowed per client IP per minute. */
  rateLimitPerMinute: number
  /** Calls that tell whether an address has an account, per client IP per hour (src/limits.ts). */
  lookupsPerHour: number
  /** Origins allowed to call the API from a browser on another origin (empty: same origin only). */
  corsOrigins: string[]
  /** argon2id cost of new password hashes; OWASP's (19 MiB, 2 passes) is the default and the floor. */
  argon2: Argon2Cost
  /** Memory all password hashes in progress may hold together, in MiB (docs/security.md "Password hashing"). */
  hashingBudgetMiB: number
  /** Password hashes that may wait for that budget; more get 4012 at once. */
  hashingQueue: number
  /** How long a password hash may wait for the budget before its request gets 4012. */
  hashingMaxWaitMs: number
  /** A session ends this long after its login, however often it is refreshed. */
  sessionLifetimeSeconds: number
  /** Sent and failed outbox rows are deleted this many days after. */
  outboxRetentionDays: number
  /** ALTCHA work: the counter a client must find is at most this (about as many SHA-256 hashes). */
  altchaMaxNumber: number
}

export const DEFAULT_SERVICE_CONFIG: ServiceConfig = {
  nodeEnv: 'development',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  trustProxy: 0,
  outboxPublic: false,
  publicBaseUrl: 'http://localhost:3000',
  publicApiUrl: 'http://localhost:3000',
  rateLimitPerMinute: 30,
  lookupsPerHour: 30,
  corsOrigins: [],
  argon2: OWASP_ARGON2,
  hashingBudgetMiB: 64,
  hashingQueue: 200,
  hashingMaxWaitMs: 3000,
  sessionLifetimeSeconds: 90 * 86_400,
  outboxRetentionDays: 14,
  altchaMaxNumber: 20_000,
}

export type StorageConfig = { driver: 'pglite'; dataDir: string } | { driver: 'pg'; url: string }

/** Where e-mails go besides the outbox table. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; undefined: no delivery, the outbox only. */
  smtpUrl: string | undefined
  /** The `From` of every e-mail: `Name <address>` or a bare address. */
  from: string
}

export const DEFAULT_MAIL_FROM = 'Mechaform Robotics <no-reply@mechaform-robotics.com>'

export interface Config {
  host: string
  port: number
  storage: StorageConfig
  /** At start, how long to keep trying to reach PostgreSQL before giving up. */
  databaseWaitSeconds: number
  service: ServiceConfig
  mail: MailConfig
  notify: NotifyConfig
}

/** Notify me's sweep (src/notify.ts). */
export interface NotifyConfig {
  /** How often each instance looks for requests whose robot can be bought or whose page went live. */
  sweepSeconds: number
  /**
   * Tests only (TEST_CATALOGUE_IN_STOCK; refused in production): `region:productKey` pairs the service reads as
   * in stock and not pre-sale, as a later deploy's catalogue would show them.
   */
  testInStock: string[]
}

/** The repository root, three levels above this file (apps/account-api/src). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true')
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** Exactly one address, `Name <local@domain>` or `local@domain`, on one line (it becomes a header). */
const isSingleMailbox = (value: string): boolean => {
  if (/[\r\n]/.test(value)) return false
  const parsed = addressparser(value)
  const address = parsed.length === 1 && parsed[0] && 'address' in parsed[0] ? parsed[0].address : undefined
  return address !== undefined && /^[^\s@<>]+@[^\s@<>]+$/.test(address)
}

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  ACCOUNT_API_HOST: z.string().min(1).default('127.0.0.1'),
  ACCOUNT_API_PORT: int(0, 65535).default(4000), // 0: any free port
  ACCOUNT_API_DATA_DIR: z.string().min(1).optional(),
  DATABASE_WAIT_SECONDS: int(0, 3600).default(60),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(5, 86_400).default(DEFAULT_SERVICE_CONFIG.accessTokenTtlSeconds),
  REFRESH_TOKEN_TTL_SECONDS: int(60, 365 * 86_400).default(DEFAULT_SERVICE_CONFIG.refreshTokenTtlSeconds),
  TRUST_PROXY: z
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
          message:
            'must be a number of trusted proxy hops (0-10) or a comma-separated list of proxy IPs or CIDR ranges',
        })
        return z.NEVER
      }
    }),
  OUTBOX_PUBLIC: flag.default(false),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_SERVICE_CONFIG.publicBaseUrl),
  PUBLIC_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  RATE_LIMIT_PER_MINUTE: int(1, 100_000).default(DEFAULT_SERVICE_CONFIG.rateLimitPerMinute),
  LOOKUPS_PER_HOUR: int(1, 100_000).default(DEFAULT_SERVICE_CONFIG.lookupsPerHour),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  ARGON2_MEMORY_KIB: int(OWASP_ARGON2.memoryKiB, 1_048_576).default(DEFAULT_SERVICE_CONFIG.argon2.memoryKiB),
  ARGON2_TIME_COST: int(OWASP_ARGON2.timeCost, 10).default(DEFAULT_SERVICE_CONFIG.argon2.timeCost),
  PASSWORD_HASH_MEMORY_MIB: int(16, 4096).default(DEFAULT_SERVICE_CONFIG.hashingBudgetMiB),
  PASSWORD_HASH_QUEUE: int(0, 100_000).default(DEFAULT_SERVICE_CONFIG.hashingQueue),
  PASSWORD_HASH_MAX_WAIT_MS: int(100, 60_000).default(DEFAULT_SERVICE_CONFIG.hashingMaxWaitMs),
  SESSION_LIFETIME_SECONDS: int(3600, 365 * 86_400).default(DEFAULT_SERVICE_CONFIG.sessionLifetimeSeconds),
  OUTBOX_RETENTION_DAYS: int(0, 3650).default(DEFAULT_SERVICE_CONFIG.outboxRetentionDays),
  // Below 1000 the proof of work stops costing a bot anything; only tests go lower (createApp).
  ALTCHA_MAX_NUMBER: int(1000, 10_000_000).default(DEFAULT_SERVICE_CONFIG.altchaMaxNumber),
  NOTIFY_SWEEP_SECONDS: int(1, 86_400).default(60),
  TEST_CATALOGUE_IN_STOCK: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(
          (pair) => {
            const [regionId = '', key = ''] = pair.split(':')
            return isRegionId(regionId) && (PRODUCT_KEYS as readonly string[]).includes(key)
          },
          { error: 'must be region:productKey pairs, e.g. us:bumblebeeG1Performance' },
        ),
      ),
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587' })
    .refine((value) => new URL(value).hostname !== '', { error: 'must name a host, e.g. smtp://user:pass@host:587' })
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isSingleMailbox, { error: 'must be one address, e.g. "Mechaform Robotics <no-reply@example.com>"' })
    .default(DEFAULT_MAIL_FROM),
})

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Read and validate the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = EnvSchema.safeParse(present)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid account-api configuration:\n  ${lines.join('\n  ')}`)
  }
  const e = result.data
  return {
    host: e.ACCOUNT_API_HOST,
    port: e.ACCOUNT_API_PORT,
    storage: e.DATABASE_URL
      ? { driver: 'pg', url: e.DATABASE_URL }
      : {
          driver: 'pglite',
          dataDir: path.resolve(e.ACCOUNT_API_DATA_DIR ?? path.join(REPO_ROOT, '.data/account-api')),
        },
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    service: {
      nodeEnv: e.NODE_ENV,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      trustProxy: e.TRUST_PROXY,
      outboxPublic: e.OUTBOX_PUBLIC,
      publicBaseUrl: e.PUBLIC_BASE_URL.replace(/\/+$/, ''),
      publicApiUrl: (e.PUBLIC_API_URL ?? e.PUBLIC_BASE_URL).replace(/\/+$/, ''),
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
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM.trim() },
    notify: { sweepSeconds: e.NOTIFY_SWEEP_SECONDS, testInStock: e.TEST_CATALOGUE_IN_STOCK },
  }
}
