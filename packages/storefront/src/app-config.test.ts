import { describe, expect, it } from 'vitest'
import { REGION_APP, REGION_IDS, regionsOfApp } from '@storefront/region-config'
import { AppConfigError, loadAppConfig } from './app-config'
import { DEVELOPMENT_PREVIEW_SECRET } from './features/preview/preview-link'

const error = (fn: () => unknown): AppConfigError => {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(AppConfigError)
    return e as AppConfigError
  }
  throw new Error('expected an AppConfigError')
}

describe('loadAppConfig: defaults', () => {
  it('serves everything from one local origin with relative API bases', () => {
    const c = loadAppConfig('us', {})
    expect(c).toEqual({
      app: 'us',
      regions: regionsOfApp('us'),
      environment: 'development',
      origins: Object.fromEntries(REGION_IDS.map((r) => [r, 'http://localhost:3000'])),
      apiBase: { cn: '/api/cn', us: '/api/us', eu: '/api/eu' },
      assetHost: '',
      countryHeader: 'cf-ipcountry',
      fixedNow: null,
      chat: null,
      previewSecret: DEVELOPMENT_PREVIEW_SECRET,
    })
  })

  it('signs preview links with PREVIEW_SECRET; without it, only development and test have one', () => {
    const secret = 'x'.repeat(32)
    expect(loadAppConfig('eu', { PREVIEW_SECRET: secret, STOREFRONT_ENV: 'production' }).previewSecret).toBe(secret)
    expect(loadAppConfig('eu', { STOREFRONT_ENV: 'test' }).previewSecret).toBe(DEVELOPMENT_PREVIEW_SECRET)
    expect(loadAppConfig('eu', { STOREFRONT_ENV: 'production' }).previewSecret).toBeNull()
    expect(loadAppConfig('eu', { STOREFRONT_ENV: 'pre-production' }).previewSecret).toBeNull()
    const invalid = error(() => loadAppConfig('eu', { PREVIEW_SECRET: 'short-secret' })).message
    expect(invalid).toContain('PREVIEW_SECRET')
    expect(invalid, 'an invalid secret is never echoed').not.toContain('short-secret')
  })

  it('lists the regions of each app', () => {
    expect(loadAppConfig('us', {}).regions).toEqual(expect.arrayContaining(['us', 'jp', 'kr']))
    expect(loadAppConfig('cn', {}).regions).toEqual(['cn'])
    expect(loadAppConfig('eu', {}).regions).toEqual(['uk', 'eu', 'fr', 'de'])
  })

  it('follows PORT for the local origin and PUBLIC_ORIGIN over it', () => {
    expect(loadAppConfig('cn', { PORT: '4100' }).origins.cn).toBe('http://localhost:4100')
    expect(loadAppConfig('cn', { PORT: '4100', PUBLIC_ORIGIN: 'https://shop.example.com/' }).origins.de).toBe(
      'https://shop.example.com',
    )
  })

  it('rejects an unknown app', () => {
    expect(error(() => loadAppConfig('hk' as 'cn', {})).message).toContain('hk')
  })
})

describe('loadAppConfig: origins per app', () => {
  const env = {
    CN_ORIGIN: 'https://www.example.cn',
    US_ORIGIN: 'https://us.example.com/',
    EU_ORIGIN: 'https://eu.example.com',
  }

  it('gives every region the origin of the app that serves it, trailing slash removed', () => {
    const byApp = { cn: 'https://www.example.cn', us: 'https://us.example.com', eu: 'https://eu.example.com' }
    // Which app serves a region is the registry's REGION_APP (pinned in region-config's tests).
    expect(loadAppConfig('eu', env).origins).toEqual(
      Object.fromEntries(REGION_IDS.map((r) => [r, byApp[REGION_APP[r]]])),
    )
    expect(loadAppConfig('eu', env).origins).toMatchObject({ jp: byApp.us, kr: byApp.us, uk: byApp.eu, de: byApp.eu })
  })

  it('falls back to the local origin for an app without one', () => {
    const c = loadAppConfig('us', { US_ORIGIN: 'https://us.example.com', PORT: '8080' })
    expect(c.origins.us).toBe('https://us.example.com')
    expect(c.origins.cn).toBe('http://localhost:8080')
    expect(c.origins.uk).toBe('http://localhost:8080')
  })

  it('takes API bases, asset host, environment and a lower-cased country header', () => {
    const c = loadAppConfig('cn', {
      CN_API_BASE: 'https://api.example.cn/cn',
      STOREFRONT_ENV: 'production',
      ASSET_HOST: 'https://static.example.cn',
      COUNTRY_HEADER: 'X-Country-Code',
    })
    // The others: production's API hosts (api-client's DEFAULT_API_BASES).
    expect(c.apiBase).toEqual({
      cn: 'https://api.example.cn/cn',
      us: 'https://api-us.mechaform-robotics.com',
      eu: 'https://api-eu.mechaform-robotics.com',
    })
    expect(c.environment).toBe('production')
    expect(c.assetHost).toBe('https://static.example.cn')
    expect(c.countryHeader).toBe('x-country-code')
  })

  it('defaults each API base per environment', () => {
    expect(loadAppConfig('us', {}).apiBase).toEqual({ cn: '/api/cn', us: '/api/us', eu: '/api/eu' })
    expect(loadAppConfig('us', { STOREFRONT_ENV: 'test' }).apiBase.us).toBe('/api/us')
    expect(loadAppConfig('us', { STOREFRONT_ENV: 'pre-production' }).apiBase.us).toBe(
      'https://api-staging-us.mechaform-robotics.com',
    )
    expect(loadAppConfig('us', { STOREFRONT_ENV: 'production', US_API_BASE: '/api/us/' }).apiBase.us).toBe('/api/us')
  })

  it('names a bad API base', () => {
    expect(() => loadAppConfig('eu', { EU_API_BASE: 'api.example.com' })).toThrow(
      /EU_API_BASE: must be a path such as \/api\/us/,
    )
    expect(() => loadAppConfig('eu', { EU_API_BASE: '//evil.example' })).toThrow(/EU_API_BASE/)
  })

  it('reads STOREFRONT_NOW as a fixed clock; empty means the real clock', () => {
    expect(loadAppConfig('eu', { STOREFRONT_NOW: '2025-09-22T08:00:00+08:00' }).fixedNow).toBe(
      Date.parse('2025-09-22T00:00:00Z'),
    )
    expect(loadAppConfig('eu', { STOREFRONT_NOW: '' }).fixedNow).toBeNull()
  })
})

describe('loadAppConfig: a bad variable names itself', () => {
  it.each([
    ['US_ORIGIN', 'not a url'],
    ['US_ORIGIN', 'https://us.example.com/shop'],
    ['EU_ORIGIN', 'ftp//eu'],
    ['PUBLIC_ORIGIN', 'localhost:3000'],
    ['ASSET_HOST', 'static.example.com'],
    ['STOREFRONT_NOW', 'yesterday'],
    ['STOREFRONT_NOW', '2025-13-45T99:00:00Z'],
    ['COUNTRY_HEADER', 'x country'],
    ['COUNTRY_HEADER', 'x_country:'],
    ['COUNTRY_HEADER', ''],
    ['STOREFRONT_ENV', 'staging'],
  ])('%s=%j', (name, value) => {
    const e = error(() => loadAppConfig('us', { [name]: value }))
    expect(e.name).toBe('AppConfigError')
    expect(e.message).toContain(name)
    expect(e.message).toContain(JSON.stringify(value))
    expect(e.message).toContain('us storefront')
  })

  it('names every bad variable at once', () => {
    const e = error(() => loadAppConfig('cn', { US_ORIGIN: 'nope', STOREFRONT_NOW: 'soon' }))
    expect(e.message).toMatch(/US_ORIGIN/)
    expect(e.message).toMatch(/STOREFRONT_NOW/)
  })
})

describe('loadAppConfig: the chat vendor', () => {
  const vendor = {
    CHAT_SCRIPT_URL: 'https://widget.chat.example/v2/loader.js',
    CHAT_GLOBAL: 'AcmeChat',
    CHAT_SCRIPT_ORIGINS: 'https://cdn.chat.example',
    CHAT_FRAME_ORIGINS: 'https://app.chat.example',
    CHAT_CONNECT_ORIGINS: 'https://api.chat.example, wss://ws.chat.example',
    CHAT_IMG_ORIGINS: 'https://img.chat.example',
  }

  it('is the script, its global and the origins each directive needs', () => {
    expect(loadAppConfig('us', { ...vendor, STOREFRONT_ENV: 'production' }).chat).toEqual({
      scriptUrl: 'https://widget.chat.example/v2/loader.js',
      globalName: 'AcmeChat',
      origins: {
        script: ['https://cdn.chat.example'],
        frame: ['https://app.chat.example'],
        connect: ['https://api.chat.example', 'wss://ws.chat.example'],
        img: ['https://img.chat.example'],
      },
    })
  })

  it('is none without a script URL, whatever else is set', () => {
    expect(loadAppConfig('us', { CHAT_FRAME_ORIGINS: 'https://app.chat.example' }).chat).toBeNull()
  })

  it.each([
    ['CHAT_SCRIPT_URL', { CHAT_SCRIPT_URL: 'javascript:alert(1)' }],
    ['CHAT_GLOBAL', { CHAT_GLOBAL: 'window.top' }],
    ['CHAT_FRAME_ORIGINS', { CHAT_FRAME_ORIGINS: 'https://app.chat.example/frame' }],
    ['CHAT_IMG_ORIGINS', { CHAT_IMG_ORIGINS: '*' }],
    ['CHAT_SCRIPT_ORIGINS', { CHAT_SCRIPT_ORIGINS: "'unsafe-inline'" }],
    ['CHAT_CONNECT_ORIGINS', { CHAT_CONNECT_ORIGINS: 'https://api.chat.example; script-src *' }],
  ])('stops the server on a bad %s, naming it', (name, bad) => {
    expect(error(() => loadAppConfig('us', { ...vendor, ...bad })).message).toContain(name)
  })

  it('asks for https (and wss) outside development and test', () => {
    const plain = {
      ...vendor,
      CHAT_SCRIPT_URL: 'http://127.0.0.1:9/widget.js',
      CHAT_CONNECT_ORIGINS: 'ws://127.0.0.1:9',
    }
    expect(loadAppConfig('us', { ...plain, STOREFRONT_ENV: 'test' }).chat?.scriptUrl).toBe(
      'http://127.0.0.1:9/widget.js',
    )
    const message = error(() => loadAppConfig('us', { ...plain, STOREFRONT_ENV: 'production' })).message
    expect(message).toContain('CHAT_SCRIPT_URL')
    expect(message).toContain('CHAT_CONNECT_ORIGINS')
  })
})
