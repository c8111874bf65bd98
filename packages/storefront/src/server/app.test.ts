import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { loadAppConfig, type AppConfig } from '../app-config'
import { createStorefrontApp, type RenderPage } from './app'
import { translatorOf } from './plain-page'

const NOW = '2025-09-22T08:00:00+08:00'
const ORIGINS = {
  CN_ORIGIN: 'https://www.example.cn',
  US_ORIGIN: 'https://us.example.com',
  EU_ORIGIN: 'https://eu.example.com',
}

function setup(app: 'cn' | 'us' | 'eu' = 'us', env: Record<string, string> = {}, statusCode = 200) {
  const config: AppConfig = loadAppConfig(app, {
    ...ORIGINS,
    COUNTRY_HEADER: 'X-Viewer-Country',
    STOREFRONT_NOW: NOW,
    ...env,
  })
  const render = vi.fn<RenderPage>(async (init) => ({
    httpResponse: {
      body: `<!doctype html><p>${String(init.urlOriginal)}</p>`,
      statusCode,
      headers: [['Content-Type', 'text/html;charset=utf-8']],
    },
  }))
  return { config, render, hono: createStorefrontApp({ config, render, clientDir: null }) }
}

describe('/ssr/iso', () => {
  it.each([
    ['CA', { country: 'CA', iso: 'CA', known: true }],
    ['ca', { country: 'CA', iso: 'CA', known: true }],
    ['US', { country: 'us', iso: 'US', known: true }],
    ['FR', { country: 'other', iso: 'FR', known: true }],
  ])('country header %s → %j', async (header, data) => {
    const { hono } = setup()
    const res = await hono.request('/ssr/iso', { headers: { 'x-viewer-country': header } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ code: 2000, msg: 'success', data })
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.headers.get('vary')?.toLowerCase()).toContain('x-viewer-country')
  })

  it('defaults to us without the header, and ignores other CDN headers', async () => {
    const { hono } = setup()
    const res = await hono.request('/ssr/iso', { headers: { 'cf-ipcountry': 'CA' } })
    expect(await res.json()).toEqual({ code: 2000, msg: 'success', data: { country: 'us', iso: null, known: false } })
  })

  it('uses cf-ipcountry when no header is configured', async () => {
    const hono = createStorefrontApp({ config: loadAppConfig('eu', {}), render: vi.fn<RenderPage>(), clientDir: null })
    const res = await hono.request('/ssr/iso', { headers: { 'cf-ipcountry': 'CA' } })
    expect((await res.json()).data.country).toBe('CA')
  })
})

describe('/ssr/timestamp and /health', () => {
  it('answers STOREFRONT_NOW when it is set', async () => {
    const { hono } = setup('eu')
    const res = await hono.request('/ssr/timestamp')
    expect(await res.json()).toEqual({ code: 2000, msg: 'success', data: { now: Date.parse(NOW) } })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers the real clock otherwise', async () => {
    const { hono } = setup('cn', { STOREFRONT_NOW: '' })
    const before = Date.now()
    const body = await (await hono.request('/ssr/timestamp')).json()
    expect(body.code).toBe(2000)
    expect(body.data.now).toBeGreaterThanOrEqual(before)
    expect(body.data.now).toBeLessThanOrEqual(Date.now())
  })

  it('/health names the app', async () => {
    const { hono } = setup('eu')
    expect(await (await hono.request('/health')).json()).toEqual({
      code: 2000,
      msg: 'success',
      data: { status: 'ok', app: 'eu' },
    })
  })
})

describe('pages', () => {
  it('renders a page of a served region with the server clock and the app config, nothing of the visitor', async () => {
    const { hono, render, config } = setup('us')
    const res = await hono.request('/us/flagship-megatron?utm_source=x', {
      headers: { 'X-Viewer-Country': 'CA', Cookie: 'a=b' },
    })
    expect(res.status).toBe(200)
    // Tracking parameters stay in the browser: the page is the bare URL's (page-request.ts).
    expect(await res.text()).not.toContain('utm_source')
    expect(render).toHaveBeenCalledTimes(1)
    const init = render.mock.calls[0]![0]
    expect(init).toMatchObject({ urlOriginal: '/us/flagship-megatron', serverNow: Date.parse(NOW) })
    expect(init.appConfig).toBe(config)
    // Pages are the same for everyone (render-cache.ts): no headers, cookies or country reach the renderer.
    expect(Object.keys(init).sort()).toEqual(['appConfig', 'serverNow', 'urlOriginal'])
    expect(res.headers.get('content-type')).toContain('text/html')
    // A CDN may hold it until the next time boundary (cache-control.test.ts).
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it("sends Vike's status, headers and body, reading no other field of its httpResponse", async () => {
    const config = loadAppConfig('us', { ...ORIGINS, STOREFRONT_NOW: NOW })
    // Vike's httpResponse has getters: `body` renders the string, `contentType` is deprecated and logs a warning.
    const read: string[] = []
    const render = vi.fn<RenderPage>(async () => {
      const httpResponse = {
        statusCode: 200,
        headers: [['Content-Type', 'text/html;charset=utf-8']] as [string, string][],
        get body() {
          read.push('body')
          return '<!doctype html><p>page</p>'
        },
        get contentType() {
          read.push('contentType')
          return 'text/html;charset=utf-8'
        },
        pipe: () => read.push('pipe'),
      }
      return { httpResponse }
    })
    const hono = createStorefrontApp({ config, render, clientDir: null, renderCache: false })
    const res = await hono.request('/us/flagship-megatron')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<!doctype html><p>page</p>')
    expect(read).toEqual(['body'])
  })

  it('carries the server clock of the answer in Server-Timing', async () => {
    const { hono } = setup('cn')
    const res = await hono.request('/')
    expect(res.headers.get('server-timing')).toBe(`clock;desc=${Date.parse(NOW)}`)
  })

  it("puts a built page's CSS inline, allowed by its hash, cached or not", async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-app-'))
    try {
      fs.mkdirSync(path.join(clientDir, '_us/assets/static'), { recursive: true })
      fs.writeFileSync(path.join(clientDir, '_us/assets/static/layout.X1.css'), '.sf-header{color:red}')
      const config = loadAppConfig('us', { ...ORIGINS, STOREFRONT_NOW: '2026-11-22T12:00:00+08:00' })
      // A cacheable page carries the clock (render-cache.ts); the second request is served from the cache.
      const page = (now: unknown) =>
        `<script type="application/json">{"now":${String(now)}}</script><head><link rel="stylesheet" ` +
        `type="text/css" href="/_us/assets/static/layout.X1.css"></head><body><script ` +
        `src="/_us/assets/entries/entry-client-routing.Y2.js" type="module" async></script></body>`
      const render = vi.fn<RenderPage>(async (init) => ({
        httpResponse: {
          body: page(init.serverNow),
          statusCode: 200,
          headers: [['Content-Type', 'text/html;charset=utf-8']],
        },
      }))
      const hono = createStorefrontApp({ config, render, clientDir })
      for (const status of ['miss', 'hit']) {
        const res = await hono.request('/us')
        expect(res.headers.get('x-render-cache')).toBe(status)
        const hash = createHash('sha256').update('.sf-header{color:red}').digest('base64')
        expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'sha256-${hash}';`)
        const body = await res.text()
        expect(body).toContain(`<style>.sf-header{color:red}</style>`)
        expect(body).not.toContain('type="text/css"')
        expect(body).toContain(`<script src="/_us/assets/entries/entry-client-routing.Y2.js" type="module" async>`)
      }
      // Client navigations fetch the page context as JSON through the same renderer: left as it is.
      render.mockResolvedValueOnce({
        httpResponse: {
          body: '{"a":"<link rel=\\"stylesheet\\">"}',
          statusCode: 200,
          headers: [['Content-Type', 'application/json']],
        },
      })
      expect(await (await hono.request('/us/index.pageContext.json')).text()).toBe(
        '{"a":"<link rel=\\"stylesheet\\">"}',
      )
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true })
    }
  })

  it("passes the renderer's status through (the region's 404 page) without the page cache header", async () => {
    const { hono } = setup('eu', {}, 404)
    const res = await hono.request('/de/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBeNull()
  })

  it('answers 404 when the renderer has no response', async () => {
    const config = loadAppConfig('cn', {})
    const hono = createStorefrontApp({ config, render: async () => ({ httpResponse: null }), clientDir: null })
    expect((await hono.request('/mini-robot')).status).toBe(404)
  })

  it('answers 500 and logs when rendering throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hono = createStorefrontApp({
      config: loadAppConfig('cn', {}),
      render: async () => Promise.reject(new Error('boom')),
      clientDir: null,
    })
    const res = await hono.request('/')
    expect(res.status).toBe(500)
    expect(await res.text()).not.toContain('boom')
    expect(error).toHaveBeenCalled()
  })

  it("answers a failed render in the language of the region asked for, with that region's home link", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = loadAppConfig('eu', {})
    const hono = createStorefrontApp({ config, render: async () => Promise.reject(new Error('boom')), clientDir: null })
    for (const region of ['de', 'fr', 'uk'] as const) {
      const res = await hono.request(`/${region}/flagship-megatron`)
      const html = await res.text()
      const { locale, t } = translatorOf(region)
      expect(res.status).toBe(500)
      expect(html).toContain(`<html lang="${locale}">`)
      expect(html).toContain(`<h1>${t('error.title')}</h1>`)
      expect(html).toContain(`href="/${region}"`)
    }
  })
})

describe('sister redirects (docs/architecture.md#apps-and-hosts)', () => {
  it.each([
    ['us', '/uk/flagship-megatron?ref=nav&x=1', 'https://eu.example.com/uk/flagship-megatron?ref=nav&x=1'],
    ['us', '/', 'https://www.example.cn/'],
    ['us', '/mini-robot', 'https://www.example.cn/mini-robot'],
    ['us', '/where-to-buy/hongkong-macao', 'https://www.example.cn/where-to-buy/hongkong-macao'],
    ['cn', '/us/faq', 'https://us.example.com/us/faq'],
    ['cn', '/jp', 'https://us.example.com/jp'],
    ['cn', '/DE/manuals?q=1', 'https://eu.example.com/DE/manuals?q=1'],
    ['eu', '/kr/manuals', 'https://us.example.com/kr/manuals'],
    ['eu', '/us/no-such-page', 'https://us.example.com/us/no-such-page'],
  ] as const)('%s app: %s → 301 %s', async (app, path, location) => {
    const { hono, render } = setup(app)
    const res = await hono.request(path)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(location)
    expect(render).not.toHaveBeenCalled()
  })

  it('stays on the same origin when all apps share one (local default)', async () => {
    const hono = createStorefrontApp({
      config: loadAppConfig('cn', { PORT: '3000' }),
      render: vi.fn<RenderPage>(),
      clientDir: null,
    })
    const res = await hono.request('/uk')
    expect(res.headers.get('location')).toBe('http://localhost:3000/uk')
  })

  // `new URL(path, origin)` would read a path starting with '//' as protocol-relative (an open redirect).
  it('never redirects off the configured origins (protocol-relative path)', async () => {
    const { hono } = setup('us')
    for (const path of ['//evil.example/x', '///evil.example/x', '//evil.example']) {
      const res = await hono.request(`http://localhost${path}`)
      const location = res.headers.get('location')
      if (location)
        expect(new URL(location, 'https://us.example.com').origin, `${path} → ${location}`).toMatch(
          /^https:\/\/(www\.example\.cn|us\.example\.com|eu\.example\.com)$/,
        )
    }
  })
})

describe('bad requests and methods', () => {
  it.each([
    ['eu', '/fr/%E0%A4%A', 'fr-FR', 'Adresse invalide'],
    // overlong UTF-8 ('%2e%2e' is already resolved by the URL parser)
    ['eu', '/de/%C0%AF', 'de-DE', 'Ungültige Adresse'],
    ['us', '/jp/%zz', 'ja-JP', '無効なアドレス'],
    ['us', '/kr/%00', 'ko-KR', '잘못된 주소'],
    ['us', '/us/%0d%0a', 'en-US', 'Invalid address'],
    ['cn', '/%E0%A4%A', 'zh-CN', '无效的网址'],
    ['cn', '/uk/%zz', 'en-GB', 'Invalid address'],
  ] as const)('%s app: %s → 400 in %s', async (app, path, lang, title) => {
    const { hono, render } = setup(app)
    const res = await hono.request(path)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).toContain(title)
    expect(html).toContain('noindex')
    expect(render).not.toHaveBeenCalled()
  })

  it('answers 414 for a huge path', async () => {
    const { hono } = setup('us')
    expect((await hono.request('/us/' + 'a'.repeat(3000))).status).toBe(414)
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s → 405 with Allow', async (method) => {
    const { hono, render } = setup('us')
    for (const path of ['/us/faq', '/ssr/iso', '/']) {
      const res = await hono.request(path, { method })
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
    expect(render).not.toHaveBeenCalled()
  })
})
