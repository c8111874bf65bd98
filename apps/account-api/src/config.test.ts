import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_MAIL_FROM, DEFAULT_SERVICE_CONFIG, loadConfig, REPO_ROOT, SETTINGS } from './config'
import { README_PATH, settingsRows, settingsTableIn } from './settings-table'

describe('loadConfig', () => {
  it('has working defaults: PGlite under <repo>/.data/account-api on 127.0.0.1:4000', () => {
    const config = loadConfig({})
    expect(existsSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true)
    expect(config.host).toBe('127.0.0.1')
    expect(config.port).toBe(4000)
    expect(config.storage).toEqual({ driver: 'pglite', dataDir: path.join(REPO_ROOT, '.data/account-api') })
    expect(config.service).toEqual(DEFAULT_SERVICE_CONFIG)
    expect(config.service.accessTokenTtlSeconds).toBe(900)
    expect(config.service.refreshTokenTtlSeconds).toBe(30 * 24 * 3600)
    // No SMTP_URL: e-mails stay in the outbox table, nothing is sent.
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Mechaform Robotics <no-reply@mechaform-robotics.com>' })
    expect(DEFAULT_MAIL_FROM).toBe(config.mail.from)
    expect(config.clockStartsAt).toBeUndefined()
    expect(config.metricsPort).toBeUndefined()
    expect(config.shutdown).toEqual({ delayMs: 0, timeoutMs: 10_000 })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ACCOUNT_API_HOST: '0.0.0.0',
      ACCOUNT_API_PORT: '4100',
      DATABASE_URL: 'postgres://app:secret@db:5432/accounts',
      DATABASE_DEADLINE_MS: '5000',
      ACCESS_TOKEN_TTL_SECONDS: '30',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      TRUST_PROXY: '1',
      OUTBOX_PUBLIC: 'true',
      PUBLIC_BASE_URL: 'https://shop.example.com/',
      PUBLIC_API_URL: 'https://api-us.example.com/',
      RATE_LIMIT_PER_MINUTE: '60',
      LOOKUPS_PER_HOUR: '40',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      ARGON2_MEMORY_KIB: '65536',
      ARGON2_TIME_COST: '3',
      PASSWORD_HASH_MEMORY_MIB: '128',
      PASSWORD_HASH_QUEUE: '50',
      PASSWORD_HASH_MAX_WAIT_MS: '2000',
      SESSION_LIFETIME_SECONDS: '86400',
      OUTBOX_RETENTION_DAYS: '3',
      ALTCHA_MAX_NUMBER: '5000',
      SMTP_URL: 'smtps://mailer:s3cr%40t@smtp.example.com:465',
      MAIL_FROM: '"Mechaform, Accounts" <accounts@example.com>',
      STOREFRONT_NOW: '2026-12-07T16:55:00+01:00',
      METRICS_PORT: '9464',
      SHUTDOWN_DELAY_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '5000',
    })
    expect(config.clockStartsAt).toBe(Date.UTC(2026, 11, 7, 15, 55))
    expect(config.metricsPort).toBe(9464)
    expect(config.shutdown).toEqual({ delayMs: 2000, timeoutMs: 5000 })
    expect(config.port).toBe(4100)
    expect(config.host).toBe('0.0.0.0')
    expect(config.storage).toEqual({ driver: 'pg', url: 'postgres://app:secret@db:5432/accounts', deadlineMs: 5000 })
    expect(config.service).toEqual({
      nodeEnv: 'production',
      accessTokenTtlSeconds: 30,
      refreshTokenTtlSeconds: 3600,
      trustProxy: 1,
      outboxPublic: true,
      publicBaseUrl: 'https://shop.example.com',
      publicApiUrl: 'https://api-us.example.com',
      rateLimitPerMinute: 60,
      lookupsPerHour: 40,
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      argon2: { memoryKiB: 65_536, timeCost: 3 },
      hashingBudgetMiB: 128,
      hashingQueue: 50,
      hashingMaxWaitMs: 2000,
      sessionLifetimeSeconds: 86_400,
      outboxRetentionDays: 3,
      altchaMaxNumber: 5000,
    })
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cr%40t@smtp.example.com:465',
      from: '"Mechaform, Accounts" <accounts@example.com>',
    })
  })

  it.each([
    'smtp://smtp.example.com',
    'smtp://user:pass@127.0.0.1:2525',
    'smtps://user:pass@[::1]:465',
    'SMTP://Host:25',
  ])('accepts SMTP_URL=%s', (url) => {
    expect(loadConfig({ SMTP_URL: url }).mail.smtpUrl).toBe(url)
  })

  it.each([
    ['0', 0],
    ['false', 0],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' loopback, 10.0.0.0/8 ,2001:db8::/32', ['loopback', '10.0.0.0/8', '2001:db8::/32']],
  ])('reads TRUST_PROXY=%s as hops or proxy addresses', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).service.trustProxy).toEqual(trust)
  })

  it('accepts MAIL_FROM as a bare address and treats an empty SMTP_URL as unset', () => {
    expect(loadConfig({ MAIL_FROM: ' no-reply@localhost ', SMTP_URL: '' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'no-reply@localhost',
    })
  })

  it('does not repeat the SMTP password when SMTP_URL is refused', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@smtp.example.com' })).toThrow(
      /^Invalid account-api configuration:\n {2}SMTP_URL: /,
    )
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@smtp.example.com' })).not.toThrow(/hunter2/)
  })

  it('sweeps for notify me every minute by default; reads the test-only catalogue as region:productKey pairs', () => {
    expect(loadConfig({}).notify).toEqual({ sweepSeconds: 60, testInStock: [] })
    expect(
      loadConfig({
        NOTIFY_SWEEP_SECONDS: '2',
        TEST_CATALOGUE_IN_STOCK: ' us:bumblebeeG1Performance, cn:optimusPrimeRiseOfTheBeastsSignatureLimitedEdition ',
      }).notify,
    ).toEqual({
      sweepSeconds: 2,
      testInStock: ['us:bumblebeeG1Performance', 'cn:optimusPrimeRiseOfTheBeastsSignatureLimitedEdition'],
    })
  })

  it('resolves a relative data dir and treats empty variables as unset', () => {
    const config = loadConfig({ ACCOUNT_API_DATA_DIR: 'tmp/data', DATABASE_URL: '', ACCOUNT_API_PORT: '' })
    expect(config.storage).toEqual({ driver: 'pglite', dataDir: path.resolve('tmp/data') })
    expect(config.port).toBe(4000)
  })

  it.each([
    ['ACCOUNT_API_PORT', 'eighty'],
    ['ACCOUNT_API_PORT', '70000'],
    ['ACCESS_TOKEN_TTL_SECONDS', '-1'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_DEADLINE_MS', '50'],
    ['TRUST_PROXY', 'yes'],
    ['ARGON2_MEMORY_KIB', '19455'],
    ['ARGON2_TIME_COST', '1'],
    ['PASSWORD_HASH_MEMORY_MIB', '8'],
    ['SESSION_LIFETIME_SECONDS', '60'],
    ['ALTCHA_MAX_NUMBER', '10'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, 2'],
    ['PUBLIC_BASE_URL', 'not a url'],
    ['CORS_ORIGINS', 'ftp://x.example.com'],
    ['SMTP_URL', 'smtp.example.com:587'],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['SMTP_URL', 'smtp:///no-host'],
    ['NOTIFY_SWEEP_SECONDS', '0'],
    ['TEST_CATALOGUE_IN_STOCK', 'us'],
    ['TEST_CATALOGUE_IN_STOCK', 'xx:bumblebeeG1Performance'],
    ['TEST_CATALOGUE_IN_STOCK', 'us:noSuchRobot'],
    ['MAIL_FROM', 'robots'],
    ['MAIL_FROM', 'a@example.com, b@example.com'],
    ['MAIL_FROM', 'Robots <a@example.com>\r\nBcc: victim@example.com'],
    // A bare local time would depend on the server's time zone.
    ['STOREFRONT_NOW', '2026-12-07T16:55:00'],
    ['STOREFRONT_NOW', 'tomorrow'],
    ['STOREFRONT_ENV', 'staging'],
    ['METRICS_PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY_ONLY_PROXY_REACHES', 'yes'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid account-api configuration:\\n  ${name}`))
  })
})

describe('the settings table in README.md', () => {
  it('is the one the schema gives (`pnpm --filter @storefront/account-api settings-table` writes it)', () => {
    expect(settingsTableIn(readFileSync(README_PATH, 'utf8'))).toEqual(settingsRows())
  })

  it('has a row, a default and a meaning for every variable the service reads', () => {
    const rows = settingsRows()
    expect(rows.map(([variable]) => variable)).toEqual(Object.keys(SETTINGS.shape).map((name) => `\`${name}\``))
    expect(rows.find(([variable]) => variable === '`ACCESS_TOKEN_TTL_SECONDS`')?.[1]).toBe(
      `\`${DEFAULT_SERVICE_CONFIG.accessTokenTtlSeconds}\``,
    )
    expect(rows.find(([variable]) => variable === '`MAIL_FROM`')?.[1]).toBe(`\`${DEFAULT_MAIL_FROM}\``)
    expect(rows.find(([variable]) => variable === '`OUTBOX_PUBLIC`')?.[1]).toBe('`0`')
    expect(rows.find(([variable]) => variable === '`SMTP_URL`')?.[1]).toBe('–')
  })
})
