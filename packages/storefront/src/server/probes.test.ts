import { describe, expect, it } from 'vitest'
import { loadAppConfig } from '../app-config'
import { createStorefrontApp } from './app'

const build = {
  app: 'us' as const,
  version: '1.4.2',
  commit: '0123abc',
  builtAt: '2026-11-26T02:00:00.000Z',
  packages: { '@storefront/region-config': '0.3.1' },
}

function setup() {
  const probe = { ready: true }
  const config = loadAppConfig('us', { STOREFRONT_ENV: 'production', STOREFRONT_NOW: '2025-09-22T08:00:00+08:00' })
  const hono = createStorefrontApp({
    config,
    clientDir: null,
    render: async () => ({ httpResponse: null }),
    probes: { ready: () => probe.ready, build },
  })
  return { hono, probe }
}

describe('/ready and /version', () => {
  it('answers /ready from its check', async () => {
    const { hono, probe } = setup()
    expect((await hono.request('/ready')).status).toBe(200)
    probe.ready = false
    const res = await hono.request('/ready')
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ code: 5030, data: { status: 'not ready', app: 'us' } })
  })

  it('answers /version with the build it runs, uncached', async () => {
    const res = await setup().hono.request('/version')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual(build)
  })
})

describe('security headers', () => {
  it('are on every answer: probes, endpoints, refused methods, a page the renderer has not', async () => {
    const { hono } = setup()
    const answers = [
      ['/version', 'GET'],
      ['/ready', 'GET'],
      ['/health', 'GET'],
      ['/ssr/timestamp', 'GET'],
      ['/robots.txt', 'HEAD'],
      ['/us', 'POST'],
      ['/us/flagship-megatron', 'GET'],
      ['/uk', 'GET'],
    ] as const
    for (const [path, method] of answers) {
      const res = await hono.request(path, { method })
      const name = `${method} ${path} (${res.status})`
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff')
      expect(res.headers.get('strict-transport-security'), name).toMatch(/^max-age=\d+/)
      expect(res.headers.get('x-frame-options'), name).toBe('SAMEORIGIN')
      expect(res.headers.get('content-security-policy'), name).toContain("default-src 'none'")
    }
  })
})
