import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
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

describe('createGateway: children down, methods it does not serve', () => {
  const origin = 'http://localhost:3000'
  /** A loopback port nothing listens on (a child that died). */
  const closedPort = async () => {
    const server = http.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    await new Promise((resolve) => server.close(resolve))
    return port
  }

  it('answers the 5030 envelope for /api and a 503 page for the site while a child is down', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`
    const gateway = createGateway({ apps: { cn: down, us: down, eu: down }, accountApi: down }, origin)
    const api = await gateway.fetch(new Request(`${origin}/api/us/account/user/login/pwd`, { method: 'POST' }))
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('2')
    expect(await api.json()).toEqual({ code: 5030, msg: 'Service unavailable', data: null })
    const page = await gateway.fetch(new Request(`${origin}/us/flagship-megatron`))
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('restarting')
  })

  it('proxies again as soon as the child is back on its port', async () => {
    const port = await closedPort()
    const base = `http://127.0.0.1:${port}`
    const gateway = createGateway({ apps: { cn: base, us: base, eu: base }, accountApi: base }, origin)
    expect((await gateway.fetch(new Request(`${origin}/api/us/health`))).status).toBe(503)
    const upstream = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('up'))
    await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve))
    try {
      const res = await gateway.fetch(new Request(`${origin}/api/us/health`))
      expect([res.status, await res.text()]).toEqual([200, 'up'])
    } finally {
      upstream.close()
    }
  })

  interface RawAnswer {
    status: number
    headers: http.IncomingHttpHeaders
    body: string
  }
  /**
   * The gateway in front of one upstream that records `seen(req)`, over real sockets as `npm start` serves it:
   * `http.request` sends the method and path as written (a Fetch Request refuses TRACE and normalises paths).
   */
  async function overSocket(seen: (req: http.IncomingMessage) => void) {
    const upstream = http.createServer((req, res) => {
      seen(req)
      res.writeHead(200).end('page')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
    const gateway = http.createServer(
      getRequestListener(createGateway({ apps: { cn: base, us: base, eu: base }, accountApi: base }, origin).fetch),
    )
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const port = (gateway.address() as AddressInfo).port
    const send = (path: string, method = 'GET') =>
      new Promise<RawAnswer>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
        })
        req.on('error', reject)
        req.end()
      })
    const close = () => {
      gateway.close()
      upstream.close()
    }
    return { send, close }
  }

  // Node's parser answers methods it does not know (TRACK) with 400 and hands CONNECT to its 'connect' event:
  // neither reaches the gateway.
  it.each(['TRACE', 'PROPFIND', 'PURGE', 'LINK'])(
    'answers %s with 405 and Allow, for the site and /api',
    async (method) => {
      const seen: string[] = []
      const { send, close } = await overSocket((req) => seen.push(String(req.method)))
      try {
        for (const path of ['/us', '/api/us/health']) {
          const res = await send(path, method)
          expect(res.status, path).toBe(405)
          expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
          if (path.startsWith('/api')) expect(JSON.parse(res.body)).toMatchObject({ code: 4050 })
        }
        expect(seen).toEqual([])
      } finally {
        close()
      }
    },
  )

  it('answers a path the URL parser would change as the apps do: dot segments 400, an encoded region 301', async () => {
    const seen: string[] = []
    const { send, close } = await overSocket((req) => seen.push(String(req.url)))
    try {
      const dot = await send('/us/./faq')
      expect(dot.status).toBe(400)
      expect(dot.body).toContain('<html lang="en-US">')
      expect((await send('/uk/../us/faq')).status).toBe(400)
      const encoded = await send('/%75s/faq?utm_source=x')
      expect(encoded.status).toBe(301)
      expect(encoded.headers.location).toBe('/us/faq?utm_source=x')
      expect((await send('/us/faq')).status).toBe(200)
      expect(seen).toEqual(['/us/faq'])
    } finally {
      close()
    }
  })
})
