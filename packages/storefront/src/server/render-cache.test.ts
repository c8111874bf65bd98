import { afterEach, describe, expect, it, vi } from 'vitest'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { findProduct, formatPrice, MEGATRON_PROMO_START, regionConfig } from '@storefront/region-config'
import { loadAppConfig } from '../app-config'
import { createStorefrontApp, type PageAnswer, type RenderPage } from './app'
import { SSR_ENDPOINT_PATHS } from './ssr-endpoints'
import { boundariesOf, RenderCache, validityAt } from './render-cache'

const UK_PROMO = Date.parse(MEGATRON_PROMO_START.uk!)
// The uk Megatron's two prices as the catalogue has them: the page either side of the promo start.
const UK_MEGATRON = findProduct('uk', 'flagshipMegatron')!
const LIST_PRICE = formatPrice(UK_MEGATRON.price, 'GBP', 'en-GB')
const PROMO_PRICE = formatPrice(UK_MEGATRON.activityPrice!, 'GBP', 'en-GB')
const ORIGINS = {
  CN_ORIGIN: 'https://www.example.cn',
  US_ORIGIN: 'https://us.example.com',
  EU_ORIGIN: 'https://eu.example.com',
}

/**
 * A renderer whose page depends on the clock the way real pages do: price by promo start, data carries `now`.
 * A path of no page (the not-found stand-ins of page-request.ts) answers 404.
 */
function fakeRenderer(status = 200) {
  return vi.fn<RenderPage>(async (init) => {
    if (String(init.urlOriginal).includes('__not-found')) status = 404
    const now = init.serverNow as number
    const price = now >= UK_PROMO ? PROMO_PRICE : LIST_PRICE
    const body =
      `<!doctype html><html lang="en-GB"><p>${price}</p><script nonce="${String(init.cspNonce)}" type="module" ` +
      `src="/x.js"></script><script id="vike_pageContext" ` +
      `type="application/json">{"data":{"now":${now},"launchStage":null}}</script></html>`
    return { httpResponse: { body, statusCode: status, headers: [['Content-Type', 'text/html;charset=utf-8']] } }
  })
}

function setup(env: Record<string, string> = {}, cache = new RenderCache(), status = 200) {
  const render = fakeRenderer(status)
  const hono = createStorefrontApp({
    config: loadAppConfig('eu', { ...ORIGINS, ...env }),
    render,
    clientDir: null,
    renderCache: cache,
  })
  return { hono, render, cache }
}

/** A Hono answer's body as text, decompressed per its Content-Encoding (fetch decompresses on its own). */
const decode = async (res: Response): Promise<string> => {
  const body = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString()
  return body.toString()
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

afterEach(() => {
  vi.useRealTimers()
})

describe('boundariesOf / validityAt', () => {
  it('knows the region launch instants, its promo starts and every route window', () => {
    const uk = boundariesOf('uk')
    for (const instant of regionConfig('uk').launch) expect(uk).toContain(instant)
    expect(uk).toContain(MEGATRON_PROMO_START.uk)
    expect(uk).toContain('2026-11-16T00:00:00+08:00') // black-friday start
    expect(uk).toContain('2026-12-27T00:00:00+08:00') // christmas-sale end
    // us sells Megatron without a promo: the uk start is not a us boundary.
    expect(boundariesOf('us')).not.toContain(MEGATRON_PROMO_START.uk)
  })

  it('is valid from the last boundary up to (not including) the next', () => {
    const instants = ['2025-01-01T00:00:00Z', '2025-06-01T00:00:00Z']
    const jan = Date.parse(instants[0]!)
    const jun = Date.parse(instants[1]!)
    expect(validityAt(instants, jan - 1)).toEqual({ from: -Infinity, until: jan })
    expect(validityAt(instants, jan)).toEqual({ from: jan, until: jun })
    expect(validityAt(instants, jun + 1)).toEqual({ from: jun, until: Infinity })
  })
})

describe('render cache in the storefront app', () => {
  it('serves a page from the cache until the promo start, then renders the promo price', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(UK_PROMO - 60_000)
    const { hono, render } = setup()
    const first = await hono.request('/uk/flagship-megatron')
    expect(first.headers.get('x-render-cache')).toBe('miss')
    expect(await first.text()).toContain(LIST_PRICE)

    vi.setSystemTime(UK_PROMO - 1)
    const second = await hono.request('/uk/flagship-megatron')
    expect(second.headers.get('x-render-cache')).toBe('hit')
    const body = await second.text()
    expect(body).toContain(LIST_PRICE)
    expect(render).toHaveBeenCalledTimes(1)
    // Per-response values: its own nonce (matching its CSP header) and its own clock.
    const nonce = nonceOf(second)!
    expect(body).toContain(`nonce="${nonce}"`)
    expect(nonce).not.toBe(nonceOf(first))
    expect(body).toContain(`"now":${UK_PROMO - 1}`)
    expect(body).not.toContain(`"now":${UK_PROMO - 60_000}`)

    vi.setSystemTime(UK_PROMO)
    const third = await hono.request('/uk/flagship-megatron')
    expect(third.headers.get('x-render-cache')).toBe('miss')
    expect(await third.text()).toContain(PROMO_PRICE)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('does not serve a render from after a boundary when the clock goes back before it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(UK_PROMO + 1000)
    const { hono, render } = setup()
    expect(await (await hono.request('/uk/flagship-megatron')).text()).toContain(PROMO_PRICE)
    vi.setSystemTime(UK_PROMO - 1000)
    expect(await (await hono.request('/uk/flagship-megatron')).text()).toContain(LIST_PRICE)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('respects STOREFRONT_NOW: each fixed instant gets its own page, cached for good', async () => {
    const before = setup({ STOREFRONT_NOW: new Date(UK_PROMO - 1).toISOString() })
    const after = setup({ STOREFRONT_NOW: new Date(UK_PROMO).toISOString() })
    for (let i = 0; i < 3; i++) {
      expect(await (await before.hono.request('/uk/flagship-megatron')).text()).toContain(LIST_PRICE)
      expect(await (await after.hono.request('/uk/flagship-megatron')).text()).toContain(PROMO_PRICE)
    }
    expect(before.render).toHaveBeenCalledTimes(1)
    expect(after.render).toHaveBeenCalledTimes(1)
  })

  it('keys by path and declared query; caches .pageContext.json and 404s; not account screens', async () => {
    const { hono, render } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
    await hono.request('/uk/news')
    await hono.request('/uk/news')
    // Tracking and unknown parameters are not part of the page (page-request.ts).
    expect((await hono.request('/uk/news?utm_source=x')).headers.get('x-render-cache')).toBe('hit')
    await hono.request('/uk/news/index.pageContext.json')
    await hono.request('/uk/news/index.pageContext.json?gclid=1&_vike=x')
    expect(render).toHaveBeenCalledTimes(2)
    for (let i = 0; i < 2; i++) expect((await hono.request('/uk/login')).headers.get('x-render-cache')).toBe('bypass')
    expect(render).toHaveBeenCalledTimes(4)

    // A page without content for its region is its not-found page: as pure a function of the URL and clock.
    const missing = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' }, new RenderCache(), 404)
    for (let i = 0; i < 2; i++) expect((await missing.hono.request('/uk/news')).status).toBe(404)
    expect(missing.render).toHaveBeenCalledTimes(1)
    expect(missing.cache.size).toBe(1)
  })

  it('does not keep a page whose clock it cannot find (it could not swap it)', async () => {
    const render = vi.fn<RenderPage>(async () => ({
      httpResponse: { body: '<p>no data</p>', statusCode: 200, headers: [] },
    }))
    const cache = new RenderCache()
    const hono = createStorefrontApp({
      config: loadAppConfig('eu', ORIGINS),
      render,
      clientDir: null,
      renderCache: cache,
    })
    await hono.request('/uk/news')
    await hono.request('/uk/news')
    expect(render).toHaveBeenCalledTimes(2)
    expect(cache.size).toBe(0)
  })

  it('shares one render between concurrent misses of the same page', async () => {
    const { hono, render } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
    const responses = await Promise.all(Array.from({ length: 20 }, () => hono.request('/de/flagship-megatron')))
    expect(render).toHaveBeenCalledTimes(1)
    const nonces = new Set<string>()
    for (const res of responses) {
      const nonce = nonceOf(res)!
      nonces.add(nonce)
      expect(await res.text()).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size).toBe(20)
  })

  it('is bounded: the least recently used page goes first', async () => {
    const cache = new RenderCache({ maxEntries: 2 })
    const { hono, render } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' }, cache)
    await hono.request('/uk/news') // render 1
    await hono.request('/uk/manuals') // render 2
    await hono.request('/uk/news') // hit: faq is now the most recent
    await hono.request('/uk/about-us') // render 3, evicts manuals
    expect(cache.size).toBe(2)
    await hono.request('/uk/news') // hit
    await hono.request('/uk/manuals') // render 4
    expect(render).toHaveBeenCalledTimes(4)
    expect(cache.stats.evictions).toBe(2)
  })

  it('can be switched off', async () => {
    const render = fakeRenderer()
    const hono = createStorefrontApp({
      config: loadAppConfig('eu', { ...ORIGINS, STOREFRONT_NOW: '2025-09-01T00:00:00Z' }),
      render,
      clientDir: null,
      renderCache: false,
    })
    await hono.request('/uk/news')
    await hono.request('/uk/news')
    expect(render).toHaveBeenCalledTimes(2)
  })
})

describe('campaign traffic', () => {
  it("serves every ad click of a page from its one entry, without the visitor's query in the HTML", async () => {
    const { hono, render, cache } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
    const first = await hono.request('/uk/flagship-megatron?gclid=visitor-one&utm_source=news')
    expect(first.headers.get('x-render-cache')).toBe('miss')
    for (let i = 0; i < 50; i++) {
      const res = await hono.request(
        `/uk/flagship-megatron?gclid=${i}x&utm_source=news&utm_campaign=launch&fbclid=${i}`,
      )
      expect(res.headers.get('x-render-cache')).toBe('hit')
      expect(await res.text()).not.toMatch(/gclid|visitor-one|utm_|fbclid/)
    }
    expect(render).toHaveBeenCalledTimes(1)
    expect(render.mock.calls[0]![0].urlOriginal).toBe('/uk/flagship-megatron')
    expect(cache.size).toBe(1)
  })

  it('cannot be flooded: random URLs never push the real pages out', async () => {
    const cache = new RenderCache({ maxEntries: 5, maxQueryEntries: 2 }) // 3 pages + 1 page data + not-found
    const { hono, render } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' }, cache)
    const pages = ['/uk/news', '/uk/manuals', '/uk/flagship-megatron']
    for (const page of pages) await hono.request(page)
    for (let i = 0; i < 200; i++) {
      await hono.request(`/uk/news?utm_source=${i}&q=${i}`) // tracking and unknown parameters
      await hono.request(`/uk/no-such-page-${i}`) // one not-found entry, whatever the path
      await hono.request(`/uk/flagship-megatron/index.pageContext.json?gclid=${i}`)
    }
    expect(render).toHaveBeenCalledTimes(3 + 1 + 1)
    for (const page of pages) expect((await hono.request(page)).headers.get('x-render-cache')).toBe('hit')
    expect(cache.stats.evictions).toBe(0)
  })

  it('swaps the nonce in a header that holds it, and answers other headers as they were rendered', async () => {
    const cache = new RenderCache()
    const render = (headers: (nonce: string) => [string, string][]) => async (nonce: string) => ({
      body: `<p nonce="${nonce}">{"now":1}</p>`,
      statusCode: 200,
      headers: headers(nonce),
    })
    const plain: [string, string][] = [['Content-Type', 'text/html;charset=utf-8']]
    await cache.lookup(
      'eu /uk/news',
      1,
      [],
      'n0',
      render(() => plain),
    )
    expect(cache.peek('eu /uk/news', 1, 'n1')?.response.headers).toEqual(plain)
    await cache.lookup(
      'eu /uk/faq',
      1,
      [],
      'n0',
      render((nonce) => [...plain, ['Link', `</a.js>; nonce=${nonce}`]]),
    )
    for (const encoding of [null, 'gzip'] as const) {
      const { response } = cache.peek('eu /uk/faq', 1, 'n2', encoding)!
      expect(response.nonce).toBe('n2')
      expect(response.headers).toEqual([...plain, ['Link', '</a.js>; nonce=n2']])
    }
  })

  it("keeps keys with a query (a page's declared parameters) in an LRU of their own", async () => {
    const cache = new RenderCache({ maxEntries: 2, maxQueryEntries: 2 })
    const render = async (nonce: string) => ({
      body: `<p nonce="${nonce}">{"now":1}</p>`,
      statusCode: 200,
      headers: [],
    })
    await cache.lookup('eu /uk/news', 1, [], 'n0', render)
    for (let i = 0; i < 100; i++) await cache.lookup(`eu /uk/search?q=${i}`, 1, [], `n${i + 1}`, render)
    expect(cache.size).toBe(3)
    expect(cache.peek('eu /uk/news', 1, 'fresh')?.status).toBe('hit')
    expect(cache.peek('eu /uk/search?q=99', 1, 'fresh')?.status).toBe('hit')
    expect(cache.peek('eu /uk/search?q=0', 1, 'fresh')).toBeNull()
  })
})

describe('compressed answers', () => {
  it('answers per Accept-Encoding with Vary, fresh renders and cached pages alike', async () => {
    const { hono } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', null],
      ['', null],
    ] as const) {
      for (const status of ['miss', 'hit']) {
        const url = `/uk/news?utm_source=${encodeURIComponent(accept)}`
        const res = await hono.request(status === 'miss' ? url.replace('news', 'manuals') : url, {
          headers: { 'Accept-Encoding': accept },
        })
        if (status === 'miss') await hono.request('/uk/news') // warm the cache for the hit
        expect(res.headers.get('content-encoding')).toBe(encoding)
        expect(res.headers.get('vary')).toBe('Accept-Encoding')
        const html = await decode(res)
        expect(html).toContain(`nonce="${nonceOf(res)!}"`)
        expect(html).toContain('£')
      }
    }
  })

  it("compresses a cached page once a second: that second's visitors share its nonce and clock", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(UK_PROMO - 60_000)
    const { hono, render } = setup()
    await hono.request('/uk/flagship-megatron')
    const br = { headers: { 'Accept-Encoding': 'br' } }
    const a = await hono.request('/uk/flagship-megatron', br)
    vi.setSystemTime(UK_PROMO - 60_000 + 500)
    const b = await hono.request('/uk/flagship-megatron', br)
    expect(nonceOf(b)).toBe(nonceOf(a))
    expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(await a.clone().arrayBuffer()))
    // Uncompressed answers keep a nonce of their own.
    expect(nonceOf(await hono.request('/uk/flagship-megatron'))).not.toBe(nonceOf(a))

    vi.setSystemTime(UK_PROMO - 60_000 + 1000)
    const c = await hono.request('/uk/flagship-megatron', br)
    expect(nonceOf(c)).not.toBe(nonceOf(a))
    const html = await decode(c)
    expect(html).toContain(`nonce="${nonceOf(c)!}"`)
    expect(html).toContain(`"now":${UK_PROMO - 60_000 + 1000}`)
    expect(render).toHaveBeenCalledTimes(1)
  })
})

describe('pages straight on the Node request (servePage)', () => {
  it('answers campaign URLs from cache, compressed per Accept-Encoding, with Vary and a matching nonce', async () => {
    const { hono, render } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
    const listener = getRequestListener(hono.fetch)
    const server = http.createServer((req, res) => {
      if (!hono.servePage(req, res, () => void listener(req, res))) void listener(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = (path: string, encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    try {
      expect((await get('/uk/flagship-megatron', 'identity')).headers['x-render-cache']).toBe('miss')
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
        ['identity', (body: Buffer) => body],
      ] as const) {
        const { headers, body } = await get(`/uk/flagship-megatron?gclid=${encoding}&utm_source=news`, encoding)
        expect(headers['x-render-cache']).toBe('hit')
        expect(headers['vary']).toBe('Accept-Encoding')
        expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
        expect(Number(headers['content-length'])).toBe(body.length)
        const html = decode(body).toString()
        const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]
        expect(html).toContain(`nonce="${nonce}"`)
        expect(html).not.toContain('gclid')
      }
      expect(render).toHaveBeenCalledTimes(1)
    } finally {
      server.close()
    }
  })
})

describe('rendered pages straight on the Node request (servePage)', () => {
  /** A server that answers pages on Node and hands the rest to the Hono app, counting what the app got. */
  async function nodeServer(hono: ReturnType<typeof createStorefrontApp>) {
    const listener = getRequestListener(hono.fetch)
    const toHono: string[] = []
    // What the access log reads of each answer's render cache (observability.ts).
    const cacheStatuses: string[] = []
    const server = http.createServer((req, res) => {
      // As index.ts does: the request id set before Hono answers, or passed for servePage's own headers.
      const handOver = () => {
        toHono.push(req.url ?? '')
        res.setHeader('X-Request-Id', 'req-1')
        void listener(req, res)
      }
      const answer: PageAnswer = { headers: [['X-Request-Id', 'req-1']] }
      res.once('close', () => cacheStatuses.push(answer.renderCache ?? String(res.getHeader('x-render-cache'))))
      if (!hono.servePage(req, res, handOver, answer)) handOver()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { server, toHono, cacheStatuses, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }
  const headersOf = (res: Response) => {
    const nonce = nonceOf(res) ?? ''
    // The per-response nonce and the connection's own headers aside, the two answers carry the same headers.
    const connection = new Set([
      'date',
      'connection',
      'keep-alive',
      'content-length',
      'transfer-encoding',
      'x-request-id',
    ])
    return [...res.headers]
      .filter(([name]) => !connection.has(name))
      .map(([name, value]) => [name, value.split(nonce).join('N')])
  }

  it('renders a miss on Node with the headers, status and body the app would answer', async () => {
    for (const cached of [true, false]) {
      const render = fakeRenderer()
      const config = loadAppConfig('eu', { ...ORIGINS, STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
      const renderCache = () => (cached ? new RenderCache() : false)
      const hono = createStorefrontApp({ config, render, clientDir: null, renderCache: renderCache() })
      const reference = createStorefrontApp({
        config,
        render: fakeRenderer(),
        clientDir: null,
        renderCache: renderCache(),
      })
      const { server, toHono, cacheStatuses, base } = await nodeServer(hono)
      try {
        for (const [path, encoding] of [
          ['/uk/flagship-megatron?gclid=1', 'br'],
          ['/fr/no-such-page', 'identity'],
          ['/uk', 'gzip'],
          // Answered before any page: a sister region's redirect, a malformed URL.
          ['/us/flagship-megatron?utm_source=x', 'br'],
          ['/uk/%E0%A4%A', 'br'],
        ] as const) {
          const init = { headers: { 'accept-encoding': encoding }, redirect: 'manual' as const }
          const [res, expected] = await Promise.all([fetch(`${base}${path}`, init), reference.request(path, init)])
          expect(res.status, path).toBe(expected.status)
          expect(res.headers.get('x-request-id'), path).toBe('req-1')
          expect(headersOf(res), path).toEqual(headersOf(expected))
          const html = await res.text()
          expect(html.split(nonceOf(res)!).join('N'), path).toBe(
            (await decode(expected)).split(nonceOf(expected)!).join('N'),
          )
          const head = await fetch(`${base}${path}`, { ...init, method: 'HEAD' })
          expect([head.status, await head.text()], path).toEqual([expected.status, ''])
        }
        // Not the pages' to answer on Node: an account screen, a canonical redirect, a preview, a file, an endpoint.
        const others = ['/uk/login', '/UK/faq', '/uk?preview=x', '/favicon.svg', '/ssr/timestamp']
        for (const path of others) await fetch(`${base}${path}`, { redirect: 'manual' })
        expect(toHono).toEqual(others)
        // The access log and metrics learn the cache's answer although its header went out in one writeHead.
        await new Promise((resolve) => setTimeout(resolve, 20))
        expect(cacheStatuses).toEqual(expect.arrayContaining(cached ? ['miss', 'hit'] : ['bypass']))
        expect(render.mock.calls.map(([init]) => init.urlOriginal)).toEqual(
          expect.arrayContaining(['/uk/flagship-megatron', '/fr/__not-found', '/uk']),
        )
      } finally {
        server.close()
      }
    }
  })

  it('answers a shed render with 503 and Retry-After, and a failed one with the 500 page, on Node', async () => {
    const config = loadAppConfig('eu', { ...ORIGINS, STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
    const gates: (() => void)[] = []
    const render = vi.fn<RenderPage>(async (init) => {
      // An unknown path renders its region's not-found stand-in: that render fails here.
      if (String(init.urlOriginal).includes('__not-found')) throw new Error('render failed')
      await new Promise<void>((resolve) => gates.push(resolve))
      const body = `<!doctype html><html><p nonce="${String(init.cspNonce)}">ok</p></html>`
      return { httpResponse: { body, statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']] } }
    })
    const hono = createStorefrontApp({
      config,
      render,
      clientDir: null,
      renderCache: false,
      renderQueue: { concurrency: 1, queueLimits: { page: 1, 'not-found': 1 } },
    })
    const { server, toHono, base } = await nodeServer(hono)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    try {
      const running = fetch(`${base}/uk`)
      while (!gates.length) await sleep(5)
      const waiting = fetch(`${base}/fr`)
      await sleep(50)
      const shed = await fetch(`${base}/de`)
      expect([shed.status, shed.headers.get('retry-after'), shed.headers.get('cache-control')]).toEqual([
        503,
        '1',
        'no-store',
      ])
      expect(shed.headers.get('x-content-type-options')).toBe('nosniff')
      expect(shed.headers.get('x-request-id')).toBe('req-1')
      let settled = false
      const answers = Promise.all([running, waiting]).finally(() => (settled = true))
      while (!settled) {
        gates.shift()?.()
        await sleep(5)
      }
      expect((await answers).map((res) => res.status)).toEqual([200, 200])
      const broken = await fetch(`${base}/uk/no-such-page`)
      expect(broken.status).toBe(500)
      expect(broken.headers.get('x-request-id')).toBe('req-1')
      expect(broken.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await broken.text()
      expect(html).toContain('<html')
      expect(broken.headers.get('content-security-policy')).toContain(`'nonce-`)
      expect(errors).toHaveBeenCalledWith('[storefront] request failed', expect.any(Error))
      expect(toHono).toEqual([])
    } finally {
      errors.mockRestore()
      server.close()
    }
  })
})

describe('not-found pages', () => {
  it('answers every unknown path of a region from one render that never saw the path', async () => {
    const { hono, render, cache } = setup({ STOREFRONT_NOW: '2025-09-01T00:00:00Z' })
    const listener = getRequestListener(hono.fetch)
    const server = http.createServer((req, res) => {
      if (!hono.servePage(req, res, () => void listener(req, res))) void listener(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const first = await fetch(`${base}/uk/no-such-page-0`)
      expect([first.status, first.headers.get('x-render-cache')]).toEqual([404, 'miss'])
      for (let i = 1; i < 50; i++) {
        const path = i % 2 ? `/uk/no-such-page-${i}` : `/fr/unknown-${i}/deeper?gclid=${i}`
        const res = await fetch(`${base}${path}`)
        const html = await res.text()
        expect(res.status).toBe(404)
        expect(html).not.toContain('no-such-page')
        expect(html).not.toContain('unknown-')
        if (i > 2) expect(res.headers.get('x-render-cache')).toBe('hit')
        // The per-response nonce is swapped in as on any cached page.
        expect(html).toContain(`nonce="${nonceOf(res)}"`)
        expect(res.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]/)
      }
      expect(render.mock.calls.map(([init]) => init.urlOriginal)).toEqual(['/uk/__not-found', '/fr/__not-found'])
      expect(cache.size).toBe(2)
    } finally {
      server.close()
    }
  })
})

describe('render queue in the storefront app', () => {
  it('renders waiting pages before other waiting work, and sheds past a lane’s limit with 503', async () => {
    const order: string[] = []
    const gates: (() => void)[] = []
    const render = vi.fn<RenderPage>(async (init) => {
      order.push(String(init.urlOriginal))
      await new Promise<void>((resolve) => gates.push(resolve))
      const body = `<p nonce="${String(init.cspNonce)}">{"now":${String(init.serverNow)}}</p>`
      return { httpResponse: { body, statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']] } }
    })
    const hono = createStorefrontApp({
      config: loadAppConfig('eu', { ...ORIGINS, STOREFRONT_NOW: '2025-09-01T00:00:00Z' }),
      render,
      clientDir: null,
      renderQueue: { concurrency: 1, queueLimits: { page: 2, 'not-found': 1 } },
    })
    const settle = async () => {
      for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r))
    }
    // Not-found page data is rendered every time, in the not-found lane.
    const notFound = (i: number) => hono.request(`/uk/nope-${i}/index.pageContext.json`)
    const running = notFound(0)
    await settle()
    const waiting = notFound(1)
    await settle()
    const shed = await notFound(2)
    expect(shed.status).toBe(503)
    expect(shed.headers.get('retry-after')).toBe('1')
    const logins = [hono.request('/uk/login'), hono.request('/uk/login?fromPath=%2Fuk')]
    await settle()
    const third = await hono.request('/uk/login?fromPath=%2Ffr')
    expect(third.status).toBe(503)
    while (order.length < 4 || gates.length) {
      gates.shift()?.()
      await settle()
    }
    const answers = await Promise.all([running, waiting, ...logins])
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200])
    expect(order).toEqual([
      '/uk/nope-0/index.pageContext.json',
      '/uk/login',
      '/uk/login?fromPath=%2Fuk',
      '/uk/nope-1/index.pageContext.json',
    ])
  })
})

describe('not-found pages and the routes before the page', () => {
  it('never answers an endpoint, a file or an asset of the cn region from its not-found entry', async () => {
    const render = fakeRenderer()
    const hono = createStorefrontApp({
      config: loadAppConfig('cn', { ...ORIGINS, STOREFRONT_NOW: '2025-09-01T00:00:00Z' }),
      render,
      clientDir: null,
      renderCache: new RenderCache(),
    })
    const listener = getRequestListener(hono.fetch)
    const server = http.createServer((req, res) => {
      if (!hono.servePage(req, res, () => void listener(req, res))) void listener(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      for (let i = 0; i < 2; i++) expect((await fetch(`${base}/no-such-page-${i}`)).status).toBe(404)
      for (const path of SSR_ENDPOINT_PATHS) {
        const res = await fetch(`${base}${path}`)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('x-render-cache'), path).toBeNull()
      }
      // Files and assets go to their own routes first (the static files, the plain 404 of a missing asset).
      for (const path of [...SSR_ENDPOINT_PATHS, '/favicon.svg', '/_cn/assets/gone', '/img/a.webp']) {
        const req = { method: 'GET', url: path, headers: {} } as http.IncomingMessage
        expect(
          hono.servePage(req, {} as http.ServerResponse, () => undefined),
          path,
        ).toBe(false)
      }
    } finally {
      server.close()
    }
  })

  it('knows every path the endpoints mount', () => {
    const hono = createStorefrontApp({ config: loadAppConfig('cn', ORIGINS), render: fakeRenderer(), clientDir: null })
    const mounted = new Set(hono.routes.map((route) => route.path).filter((path) => !path.includes('*')))
    expect(mounted).toEqual(SSR_ENDPOINT_PATHS)
  })
})
