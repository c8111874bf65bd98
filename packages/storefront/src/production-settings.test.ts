import { describe, expect, it } from 'vitest'
import { AppConfigError, loadAppConfig } from './app-config'

const ORIGINS = {
  CN_ORIGIN: 'https://cn.example.com',
  US_ORIGIN: 'https://us.example.com',
  EU_ORIGIN: 'https://eu.example.com',
}

describe('a production storefront refuses to start half-configured', () => {
  it('names every missing setting when NODE_ENV=production', () => {
    expect(() => loadAppConfig('us', { NODE_ENV: 'production' })).toThrow(AppConfigError)
    expect(() => loadAppConfig('us', { NODE_ENV: 'production' })).toThrow(
      'The us storefront runs with NODE_ENV=production but these are not set: ' +
        'STOREFRONT_ENV, CN_ORIGIN, US_ORIGIN, EU_ORIGIN',
    )
  })

  it('names only what is missing, and counts an empty value as missing', () => {
    expect(() => loadAppConfig('eu', { NODE_ENV: 'production', ...ORIGINS, EU_ORIGIN: ' ' })).toThrow(
      'these are not set: STOREFRONT_ENV, EU_ORIGIN',
    )
  })

  it('starts once all are set', () => {
    const config = loadAppConfig('cn', { NODE_ENV: 'production', STOREFRONT_ENV: 'production', ...ORIGINS })
    expect(config.environment).toBe('production')
    expect(config.origins.us).toBe('https://us.example.com')
  })

  it('keeps the development defaults outside production', () => {
    expect(loadAppConfig('us', { NODE_ENV: 'test' }).environment).toBe('development')
    expect(loadAppConfig('us', {}).origins.cn).toBe('http://localhost:3000')
  })
})
