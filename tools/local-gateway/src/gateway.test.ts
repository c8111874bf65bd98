import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { REGION_APP, REGION_IDS, ROUTES } from '@storefront/region-config'
import { appForPath, createGateway } from './gateway'

describe('appForPath (local all-in-one gateway)', () => {
  it.each([
    ['/', 'cn'],
    ['/mini-robot', 'cn'],
    ['/where-to-buy/hongkong-macao', 'cn'],
    ['/hk', 'cn'],
    ['/new-release', 'cn'],
    ['/us', 'us'],
    ['/US/faq', 'us'],
    ['/jp/where-to-buy', 'us'],
    ['/kr', 'us'],
    ['/uk/flagship-megatron', 'eu'],
    ['/eu', 'eu'],
    ['/FR/manuals', 'eu'],
    ['//de//manuals', 'eu'],
    ['/xx/anything', 'cn'],
    ['/usa', 'cn'],
  ] as const)('%s → %s', (path, app) => {
    expect(appForPath(path)).toBe(app)
  })

  it('sends /api and everything under it to the account service', () => {
    expect(appForPath('/api')).toBe('api')
    expect(appForPath('/api/us/account/user/login/pwd')).toBe('api')
    expect(appForPath('/apiary')).toBe('cn')
  })

  it("routes each app's built assets and sitemap by their prefix", () => {
    expect(appForPath('/_us/assets/entry-abc.js')).toBe('us')
    expect(appForPath('/_eu/assets/x.css')).toBe('eu')
    expect(appForPath('/_cn/img/a.webp')).toBe('cn')
    expect(appForPath('/sitemap-eu.xml')).toBe('eu')
    expect(appForPath('/sitemap-us.xml')).toBe('us')
    expect(appForPath('/sitemap-cn.xml')).toBe('cn')
    expect(appForPath('/_xx/assets/a.js')).toBe('cn')
  })

  it('sends every page of the route table to the app that serves its region', () => {
    for (const route of ROUTES) expect(appForPath(route.path), route.path).toBe(REGION_APP[route.meta.region])
    for (const region of REGION_IDS) expect(appForPath(region === 'cn' ? '/' : `/${region}`)).toBe(REGION_APP[region])
  })
})

describe('createGateway: request ids', () => {
  it("passes the caller's X-Request-Id on to the account service, or a new one", async () => {
    const seen: (string | undefined)[] = []
    const upstream = http.createServer((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
      const origin = 'http://localhost:3000'
      const gateway = createGateway({ apps: { cn: base, us: base, eu: base }, accountApi: base }, origin)
      await gateway.fetch(new Request(`${origin}/api/us/health`, { headers: { 'x-request-id': 'from-client-1' } }))
      await gateway.fetch(new Request('http://localhost:3000/api/us/health'))
      expect(seen[0]).toBe('from-client-1')
      expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      upstream.close()
    }
  })
})
