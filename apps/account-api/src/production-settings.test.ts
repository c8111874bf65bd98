import { describe, expect, it } from 'vitest'
import { ConfigError } from './config'
import { assertProductionSettings } from './production-settings'

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
})
