import { describe, expect, it } from 'vitest'
import { REGION_APP, REGION_IDS, acceptLanguageOf, type RegionId } from '@storefront/region-config'
import { API_ENVIRONMENTS, DEFAULT_API_BASES, apiBaseURL, type ApiEnvironment } from '../src'
import { harness, ok } from './helpers'

// Which app serves a region and the language it sends are the registry's (REGION_APP, acceptLanguageOf, both
// pinned in region-config's tests): these tests hold the client to them for every region there is.
const APP = REGION_APP
const LANGUAGE = (region: RegionId): string => acceptLanguageOf(region)
const BASE: Record<ApiEnvironment, (app: string) => string> = {
  development: (app) => `/api/${app}`,
  test: (app) => `/api/${app}`,
  'pre-production': (app) => `https://api-staging-${app}.mechaform-robotics.com`,
  production: (app) => `https://api-${app}.mechaform-robotics.com`,
}

describe('base URL by region and environment', () => {
  it('has a default for every environment and app', () => {
    expect(API_ENVIRONMENTS).toEqual(['development', 'test', 'pre-production', 'production'])
    for (const env of API_ENVIRONMENTS)
      for (const app of ['cn', 'us', 'eu'] as const) expect(DEFAULT_API_BASES[env][app]).toBe(BASE[env](app))
  })

  for (const environment of API_ENVIRONMENTS) {
    for (const region of REGION_IDS) {
      it(`${environment} / ${region} → ${BASE[environment](APP[region])}`, async () => {
        const h = harness(() => ok({ name: 'x' }), { region, environment })
        expect(h.api.baseURL).toBe(BASE[environment](APP[region]))
        await h.api.getProfile()
        expect(h.seen[0]?.url).toBe(`${BASE[environment](APP[region])}/account/user/profile/new`)
      })
    }
  }

  it('development is the default environment', () => {
    expect(harness(() => ok(), { region: 'fr' }).api.baseURL).toBe('/api/eu')
    expect(apiBaseURL('kr')).toBe('/api/us')
  })

  it('a region it does not know falls back to the us set ("anything else maps to us")', () => {
    expect(apiBaseURL('hk' as RegionId)).toBe('/api/us')
    expect(apiBaseURL('' as RegionId, { environment: 'production' })).toBe('https://api-us.mechaform-robotics.com')
  })

  it('an explicit baseURL overrides the table, as one URL or per app; trailing slashes are dropped', () => {
    expect(apiBaseURL('de', { environment: 'production', baseURL: 'https://eu.api.example/v1/' })).toBe(
      'https://eu.api.example/v1',
    )
    const perApp = { us: 'https://us.example', eu: 'https://eu.example' }
    expect(apiBaseURL('jp', { environment: 'production', baseURL: perApp })).toBe('https://us.example')
    expect(apiBaseURL('cn', { environment: 'production', baseURL: perApp })).toBe(
      'https://api-cn.mechaform-robotics.com',
    )
  })

  it('a relative base gets the origin when one is given (SSR); an absolute one does not', () => {
    expect(apiBaseURL('us', { origin: 'http://localhost:3000/' })).toBe('http://localhost:3000/api/us')
    expect(apiBaseURL('us', { environment: 'production', origin: 'http://localhost:3000' })).toBe(
      'https://api-us.mechaform-robotics.com',
    )
  })
})

describe('headers on every request', () => {
  for (const region of REGION_IDS) {
    it(`${region}: region=${region}, Accept-Language=${LANGUAGE(region)}`, async () => {
      const h = harness(() => ok(), { region })
      await h.api.sendCode({ email: 'a@b.co', purpose: 'login' })
      expect(h.seen[0]?.headers).toMatchObject({ region, 'accept-language': LANGUAGE(region) })
      expect(h.seen[0]?.headers).not.toHaveProperty('apptoken')
      expect(h.seen[0]?.headers).not.toHaveProperty('reftoken')
    })
  }

  it('sends apptoken and reftoken when the session has them, read at send time', async () => {
    const h = harness(() => ok())
    await h.api.getProfile()
    h.api.session.getState().setSession({ user_id: '7', apptoken: 'A', reftoken: 'R' })
    await h.api.getProfile()
    expect(h.seen[0]?.headers).not.toHaveProperty('apptoken')
    expect(h.seen[1]?.headers).toMatchObject({ apptoken: 'A', reftoken: 'R', region: 'us', 'accept-language': 'en' })
  })

  it('/ssr/* goes to the storefront origin (not the API base), without tokens', async () => {
    const h = harness((r) => (r.path === '/ssr/iso' ? ok({ country: 'CA' }) : ok({ now: 1_758_000_000_000 })), {
      origin: 'https://www.example.com',
      environment: 'production',
      tokens: { user_id: '1', apptoken: 'A', reftoken: 'R' },
    })
    expect(await h.api.getIso()).toEqual({ country: 'CA' })
    expect(await h.api.getServerTime()).toBe(1_758_000_000_000)
    expect(h.seen.map((r) => r.url)).toEqual([
      'https://www.example.com/ssr/iso',
      'https://www.example.com/ssr/timestamp',
    ])
    expect(h.seen[0]?.headers).not.toHaveProperty('apptoken')
    expect(h.seen[0]?.headers).toMatchObject({ region: 'us', 'accept-language': 'en' })
    const browser = harness(() => ok({ country: 'US' }))
    await browser.api.getIso()
    expect(browser.seen[0]?.url).toBe('/ssr/iso')
  })

  it('timeouts: 60000 ms by default, 10000 ms for /ssr/timestamp, per-call override', async () => {
    const h = harness((r) => ok(r.path === '/ssr/timestamp' ? { now: 1 } : null))
    await h.api.sendCode({ email: 'a@b.co', purpose: 'register' })
    await h.api.getServerTime()
    await h.api.getProfile({ timeout: 5000 })
    expect(h.seen.map((r) => r.timeout)).toEqual([60000, 10000, 5000])
  })

  it('subscribe sends the region in the body and the region header; forgot password sends the region', async () => {
    const h = harness(() => ok(), { region: 'uk' })
    await h.api.subscribe({ email: 'a@b.co', optIn: true })
    await h.api.subscribe({ email: 'a@b.co', region: 'de' })
    await h.api.forgotPassword({ email: 'a@b.co' })
    expect(h.seen[0]?.body).toEqual({ email: 'a@b.co', region: 'uk', optIn: true })
    expect(h.seen[1]?.body).toEqual({ email: 'a@b.co', region: 'de' })
    expect(h.seen[1]?.headers.region).toBe('de')
    expect(h.seen[2]?.body).toEqual({ email: 'a@b.co', region: 'uk' })
  })

  it('notify posts a product or a path under the set’s prefix, the region in the body and the header', async () => {
    const h = harness(() => ok(), { region: 'jp' })
    await h.api.notify({ email: 'a@b.co', productKey: 'flagshipBumblebee', altcha: 'proof' })
    await h.api.notify({ email: 'a@b.co', region: 'kr', path: '/kr/mini-robot' })
    expect(h.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/us/account/user/notify/create',
      'POST /api/us/account/user/notify/create',
    ])
    expect(h.seen[0]?.body).toEqual({ email: 'a@b.co', productKey: 'flagshipBumblebee', altcha: 'proof', region: 'jp' })
    expect(h.seen[0]?.headers.region).toBe('jp')
    expect(h.seen[1]?.body).toEqual({ email: 'a@b.co', region: 'kr', path: '/kr/mini-robot' })
    expect(h.seen[1]?.headers.region).toBe('kr')
  })
})

describe('endpoints', () => {
  it('call the contract’s methods and paths', async () => {
    const session = { user_id: 42, apptoken: 'A', reftoken: 'R' }
    const h = harness((r) =>
      ok(r.path.includes('/login') || r.path.includes('/sign_in') || r.path.includes('/register') ? session : {}),
    )
    const email = 'a@b.co'
    expect(await h.api.loginByCode({ email, code: '123456' })).toEqual({ user_id: '42', apptoken: 'A', reftoken: 'R' })
    await h.api.loginByPassword({ email, password: 'secret123' })
    await h.api.registerOrLogin({ email, code: '123456', optIn: true })
    await h.api.signIn({ email, password: 'secret123' })
    await h.api.registerByPassword({ email, password: 'secret123', code: '123456' })
    await h.api.updateProfile({ nickname: 'Ada' })
    await h.api.setPassword({ password: 'secret123' })
    await h.api.resetPassword({ token: 't', password: 'secret123' })
    await h.api.verify('tok en')
    await h.api.logout()
    await h.api.submitProductRegistration({ serial: 'X1' })
    await h.api.submitReturnManufacturer({ serial: 'X1' })
    await h.api.submitWholesaleApplication({ company: 'Acme' })
    expect(h.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/us/account/user/login/code',
      'POST /api/us/account/user/login/pwd',
      'POST /api/us/account/user/register_or_login',
      'POST /api/us/account/user/sign_in',
      'POST /api/us/account/user/register/pwd',
      'POST /api/us/account/user/profile/new',
      'POST /api/us/account/user/password/set',
      'POST /api/us/account/user/password/reset',
      'GET /api/us/account/user/verify?token=tok+en',
      'POST /api/us/account/user/logout',
      'POST /api/us/forms/product-registration',
      'POST /api/us/forms/return-manufacturer',
      'POST /api/us/forms/wholesale-application',
    ])
    expect(h.seen[2]?.body).toEqual({ email, code: '123456', optIn: true })
  })

  it('a session answer of the wrong shape rejects as invalid-response, without a toast', async () => {
    const h = harness(() => ok({ user_id: 'u1' }))
    await expect(h.api.signIn({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 0,
      kind: 'invalid-response',
    })
    expect(h.notify).not.toHaveBeenCalled()
  })
})
