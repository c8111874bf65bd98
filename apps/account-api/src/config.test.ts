import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_SERVICE_CONFIG, loadConfig, REPO_ROOT } from './config'

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
  })

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ACCOUNT_API_HOST: '0.0.0.0',
      ACCOUNT_API_PORT: '4100',
      DATABASE_URL: 'postgres://app:secret@db:5432/accounts',
      ACCESS_TOKEN_TTL_SECONDS: '30',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      TRUST_PROXY: '1',
      OUTBOX_PUBLIC: 'true',
      PUBLIC_BASE_URL: 'https://shop.example.com/',
      RATE_LIMIT_PER_MINUTE: '60',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      SCRYPT_LOG_N: '15',
    })
    expect(config.port).toBe(4100)
    expect(config.host).toBe('0.0.0.0')
    expect(config.storage).toEqual({ driver: 'pg', url: 'postgres://app:secret@db:5432/accounts' })
    expect(config.service).toEqual({
      nodeEnv: 'production',
      accessTokenTtlSeconds: 30,
      refreshTokenTtlSeconds: 3600,
      trustProxy: true,
      outboxPublic: true,
      publicBaseUrl: 'https://shop.example.com',
      rateLimitPerMinute: 60,
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      scryptLogN: 15,
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
    ['TRUST_PROXY', 'yes'],
    ['PUBLIC_BASE_URL', 'not a url'],
    ['CORS_ORIGINS', 'ftp://x.example.com'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid account-api configuration:\\n  ${name}`))
  })
})
