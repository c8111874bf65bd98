import { describe, expect, it } from 'vitest'
import { ConfigError } from './config'
import { assertProductionSettings, ONLY_PROXY_REACHES } from './production-settings'

const SET = {
  DATABASE_URL: 'postgres://db/app',
  PUBLIC_BASE_URL: 'https://www.example.com',
  SMTP_URL: 'smtp://mail:587',
}

describe('assertProductionSettings', () => {
  it('names every missing setting when NODE_ENV=production', () => {
    expect(() => assertProductionSettings({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => assertProductionSettings({ NODE_ENV: 'production' })).toThrow(
      'account-api runs with NODE_ENV=production but these are not set: DATABASE_URL, PUBLIC_BASE_URL, SMTP_URL',
    )
    expect(() => assertProductionSettings({ NODE_ENV: 'production', ...SET, SMTP_URL: '' })).toThrow(
      'not set: SMTP_URL',
    )
  })

  it('passes when all are set, and outside production', () => {
    expect(() => assertProductionSettings({ NODE_ENV: 'production', ...SET })).not.toThrow()
    expect(() => assertProductionSettings({ NODE_ENV: 'test' })).not.toThrow()
    expect(() => assertProductionSettings({})).not.toThrow()
  })

  it("refuses a test's catalogue (TEST_CATALOGUE_IN_STOCK): production reads the deployed one only", () => {
    expect(() =>
      assertProductionSettings({
        NODE_ENV: 'production',
        ...SET,
        TEST_CATALOGUE_IN_STOCK: 'us:bumblebeeG1Performance',
      }),
    ).toThrow('account-api runs with NODE_ENV=production and TEST_CATALOGUE_IN_STOCK, which is for tests only')
    expect(() => assertProductionSettings({ NODE_ENV: 'test', TEST_CATALOGUE_IN_STOCK: 'us:aiBase' })).not.toThrow()
  })

  it('refuses TRUST_PROXY as a hop count unless the operator says only the proxies reach the service', () => {
    for (const hops of ['1', '2', ' 3 ']) {
      expect(() => assertProductionSettings({ NODE_ENV: 'production', ...SET, TRUST_PROXY: hops })).toThrow(
        /TRUST_PROXY=\d is a hop count: name the proxies' addresses or ranges/,
      )
      expect(() =>
        assertProductionSettings({ NODE_ENV: 'production', ...SET, TRUST_PROXY: hops, [ONLY_PROXY_REACHES]: '0' }),
      ).toThrow(ConfigError)
      expect(() =>
        assertProductionSettings({ NODE_ENV: 'production', ...SET, TRUST_PROXY: hops, [ONLY_PROXY_REACHES]: '1' }),
      ).not.toThrow()
    }
    for (const trust of ['0', 'false', '10.0.0.0/8', '127.0.0.1,::1', 'loopback']) {
      expect(() => assertProductionSettings({ NODE_ENV: 'production', ...SET, TRUST_PROXY: trust })).not.toThrow()
    }
    expect(() => assertProductionSettings({ NODE_ENV: 'test', TRUST_PROXY: '1' })).not.toThrow()
  })

  it('refuses STOREFRONT_NOW in production; development and staging (STOREFRONT_ENV=pre-production) may set it', () => {
    const at = { STOREFRONT_NOW: '2026-12-07T16:55:00+01:00' }
    expect(() => assertProductionSettings({ NODE_ENV: 'production', ...SET, ...at })).toThrow(
      'account-api runs with NODE_ENV=production and STOREFRONT_NOW, which is for development and staging only',
    )
    expect(() =>
      assertProductionSettings({ NODE_ENV: 'production', ...SET, ...at, STOREFRONT_ENV: 'production' }),
    ).toThrow(ConfigError)
    expect(() =>
      assertProductionSettings({ NODE_ENV: 'production', ...SET, ...at, STOREFRONT_ENV: 'pre-production' }),
    ).not.toThrow()
    expect(() => assertProductionSettings({ NODE_ENV: 'development', ...at })).not.toThrow()
    expect(() => assertProductionSettings(at)).not.toThrow()
  })
})
