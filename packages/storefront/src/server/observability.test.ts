import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { metricsReadBy } from '@storefront/ops'
import { createObservability, pathOfRequestUrl, routeKind } from './observability'
import { RenderCache } from './render-cache'

const DASHBOARD = new URL('../../../../deploy/grafana/storefront.json', import.meta.url)

describe('pathOfRequestUrl', () => {
  it('keeps what comes before the query, never the query (it can carry a reset token)', () => {
    expect(pathOfRequestUrl('/us/reset-password?token=secret&fromPath=/us')).toBe('/us/reset-password')
    expect(pathOfRequestUrl('/us/faq')).toBe('/us/faq')
    expect(pathOfRequestUrl('/?')).toBe('/')
    expect(pathOfRequestUrl('/a?b?c')).toBe('/a')
    expect(pathOfRequestUrl('')).toBe('')
  })
})

describe('routeKind', () => {
  it.each([
    ['/us/flagship-megatron', 'page'],
    ['/', 'page'],
    ['/_us/assets/entry.js', 'asset'],
    ['/img/a.webp', 'static'],
    ['/ssr/iso', 'ssr'],
    ['/ready', 'probe'],
    ['/version', 'probe'],
    ['/sitemap.xml', 'seo'],
  ] as const)('%s is a %s', (path, kind) => expect(routeKind(path)).toBe(kind))
})

describe('storefront observability on a Node server', () => {
  const build = {
    app: 'us' as const,
    version: '1.4.2',
    commit: '0123abc',
    builtAt: '2026-11-26T02:00:00.000Z',
    packages: { '@storefront/region-config': '0.3.1' },
  }
  const ops = createObservability({ app: 'us', build })
  ops.watchCache(new RenderCache())
  // Stands in for the app as @hono/node-server writes its answers: pages say whether the render cache answered.
  const server = http.createServer(
    ops.listen((req, res) => {
      const cache = req.url?.startsWith('/us/cached') ? 'hit' : 'miss'
      res.writeHead(req.url === '/boom' ? 500 : 200, { 'X-Render-Cache': cache }).end('ok')
    }),
  )
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  const metric = async (name: string) => (await ops.registry.getSingleMetric(name)!.get()).values

  it('keeps or makes the request id and returns it', async () => {
    expect((await fetch(`${base}/us`, { headers: { 'x-request-id': 'edge-7' } })).headers.get('x-request-id')).toBe(
      'edge-7',
    )
    expect((await fetch(`${base}/us`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('counts requests by kind and status, and render-cache hits and misses from the header', async () => {
    await fetch(`${base}/us/cached-page`)
    await fetch(`${base}/us/cached-page?again=1`)
    await fetch(`${base}/boom`)
    const lookups = await metric('storefront_render_cache_requests_total')
    expect(lookups.find((v) => v.labels['result'] === 'hit')?.value).toBe(2)
    expect(lookups.find((v) => v.labels['result'] === 'miss')?.value).toBeGreaterThan(0)
    const requests = await metric('storefront_http_requests_total')
    expect(requests.find((v) => v.labels['status'] === '500' && v.labels['kind'] === 'page')?.value).toBe(1)
  })

  it('exports the build as storefront_build_info', async () => {
    const [sample] = await metric('storefront_build_info')
    expect(sample).toMatchObject({ value: 1, labels: { version: '1.4.2', commit: '0123abc' } })
  })

  it('defines every storefront and process metric the Grafana dashboard reads', async () => {
    const read = metricsReadBy(JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as object).filter(
      (name) => !name.startsWith('account_api_'),
    )
    const defined = (await ops.registry.getMetricsAsJSON()).map((m) => m.name)
    expect(read.length).toBeGreaterThan(8)
    expect(read.filter((name) => !defined.includes(name))).toEqual([])
  })
})
