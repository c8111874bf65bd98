import { afterEach, describe, expect, it, vi } from 'vitest'
import zlib from 'node:zlib'
import { findProduct, formatPrice, MEGATRON_PROMO_START, REGION_APP, ROUTES } from '@storefront/region-config'
import { loadAppConfig } from '../app-config'
import { createStorefrontApp, type RenderPage } from './app'
import { inlineSourcesOf } from './inline-sources'
import { RenderCache, validityAt } from './render-cache'
import { boundariesOf } from './time-boundaries'

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
const FIXED = { STOREFRONT_NOW: '2025-09-01T00:00:00Z' }

/**
 * A renderer whose page depends on the clock the way real pages do: price by promo start, data carries `now`, an
 * inline script runs. A path of no page (the not-found stand-ins of page-request.ts) answers 404.
 */
function fakeRenderer(status = 200) {
  return vi.fn<RenderPage>(async (init) => {
    if (init.urlOriginal.includes('__not-found')) status = 404
    const now = init.serverNow
    const price = now >= UK_PROMO ? PROMO_PRICE : LIST_PRICE
    const body =
      `<!doctype html><html lang="en-GB"><p>${price}</p><script>ask()</script><script type="module" ` +
      `src="/x.js"></script><script id="vike_pageContext" ` +
      `type="application/json">{"data":{"now":${now},"launchStage":null}}</script></html>`
    return { httpResponse: { body, statusCode: status, headers: [['Content-Type', 'text/html;charset=utf-8']] } }
  })
}

function setup(env: Record<string, string> = {}, cache = new RenderCache(), status = 200, app = 'eu' as const) {
  const render = fakeRenderer(status)
  const hono = createStorefrontApp({
    config: loadAppConfig(app, { ...ORIGINS, ...env }),
    render,
    clientDir: null,
    renderCache: cache,
  })
  return { hono, render, cache }
}

/** A Hono answer's body, decompressed per its Content-Encoding. */
const decode = async (res: Response): Promise<string> => {
  const body = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString()
  return body.toString()
}
const serverClockOf = (res: Response) => Number(/^clock;desc=(\d+)$/.exec(res.headers.get('server-timing') ?? '')?.[1])

afterEach(() => {
  vi.useRealTimers()
})

describe('boundariesOf / validityAt', () => {
  it('knows the region launch instants, its promo starts and every route window', () => {
    const uk = boundariesOf('uk')
    expect(uk).toContain(MEGATRON_PROMO_START.uk)
    for (const route of ROUTES) if (route.start) expect(boundariesOf('us')).toContain(route.start)
  })

  it('is valid from the last boundary up to (not including) the next', () => {
    const instants = ['2025-01-01T00:00:00Z', '2025-06-01T00:00:00Z']
    const mid = Date.parse('2025-03-01T00:00:00Z')
    expect(validityAt(instants, mid)).toEqual({ from: Date.parse(instants[0]!), until: Date.parse(instants[1]!) })
    expect(validityAt(instants, Date.parse(instants[1]!))).toEqual({ from: Date.parse(instants[1]!), until: Infinity })
    expect(validityAt(instants, 0)).toEqual({ from: -Infinity, until: Date.parse(instants[0]!) })
  })
})

describe('render cache in the storefront app', () => {
  it('serves a page from the cache until the promo start, then renders the promo price', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(UK_PROMO - 60_000)
    const { hono, render } = setup()
    const first = await hono.request('/uk/flagship-megatron')
    expect(first.headers.get('x-render-cache')).toBe('miss')
    const html = await first.text()
    expect(html).toContain(LIST_PRICE)

    vi.setSystemTime(UK_PROMO - 1)
    const second = await hono.request('/uk/flagship-megatron')
    expect(second.headers.get('x-render-cache')).toBe('hit')
    // The same bytes and the same policy for every shopper; the answer's clock is its own.
    expect(await second.text()).toBe(html)
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(serverClockOf(first)).toBe(UK_PROMO - 60_000)
    expect(serverClockOf(second)).toBe(UK_PROMO - 1)
    expect(render).toHaveBeenCalledTimes(1)

    vi.setSystemTime(UK_PROMO)
    const third = await hono.request('/uk/flagship-megatron')
    expect(third.headers.get('x-render-cache')).toBe('miss')
    expect(await third.text()).toContain(PROMO_PRICE)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it("allows the page's inline scripts by their hashes, never by a nonce or 'unsafe-inline'", async () => {
    const { hono } = setup(FIXED)
    for (let i = 0; i < 2; i++) {
      const res = await hono.request('/uk/news')
      const csp = res.headers.get('content-security-policy')!
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ')
      expect(scriptSrc).toEqual(["'self'", ...inlineSourcesOf(await res.text()).script])
      expect(scriptSrc).toHaveLength(2)
      expect(csp).not.toContain('nonce-')
      expect(/style-src ([^;]*)/.exec(csp)![1]).not.toContain('unsafe-inline')
    }
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
    const { hono, render } = setup(FIXED)
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
    const missing = setup(FIXED, new RenderCache(), 404)
    for (let i = 0; i < 2; i++) expect((await missing.hono.request('/uk/news')).status).toBe(404)
    expect(missing.render).toHaveBeenCalledTimes(1)
    expect(missing.cache.size).toBe(1)
  })

  it('renders every time an answer it does not keep (a redirect)', async () => {
    const render = vi.fn<RenderPage>(async () => ({
      httpResponse: { body: '', statusCode: 302, headers: [['Location', '/uk']] },
    }))
    const cache = new RenderCache()
    const hono = createStorefrontApp({
      config: loadAppConfig('eu', ORIGINS),
      render,
      clientDir: null,
      renderCache: cache,
    })
    for (let i = 0; i < 2; i++) expect((await hono.request('/uk/news')).headers.get('x-render-cache')).toBe('bypass')
    expect(render).toHaveBeenCalledTimes(2)
    expect(cache.size).toBe(0)
  })

  it('shares one render between concurrent misses of the same page', async () => {
    const { hono, render } = setup(FIXED)
    const responses = await Promise.all(Array.from({ length: 20 }, () => hono.request('/de/flagship-megatron')))
    expect(render).toHaveBeenCalledTimes(1)
    const bodies = new Set(await Promise.all(responses.map((res) => res.text())))
    expect(bodies.size).toBe(1)
  })

  it('is bounded in bytes: the least recently used page goes first', async () => {
    const probe = setup(FIXED)
    await probe.hono.request('/uk/news')
    // Room for two pages (each with its compressed bodies), not three.
    const cache = new RenderCache({ maxBytes: Math.floor(probe.cache.bytes * 2.5) })
    const { hono, render } = setup(FIXED, cache)
    await hono.request('/uk/news') // render 1
    await hono.request('/uk/manuals') // render 2
    await hono.request('/uk/news') // hit: news is now the most recent
    await hono.request('/uk/about-us') // render 3, evicts manuals
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBeLessThanOrEqual(Math.floor(probe.cache.bytes * 2.5))
    await hono.request('/uk/news') // hit
    await hono.request('/uk/manuals') // render 4
    expect(render).toHaveBeenCalledTimes(4)
    expect(cache.stats.evictions).toBe(2)
  })

  it('can be switched off', async () => {
    const render = fakeRenderer()
    const hono = createStorefrontApp({
      config: loadAppConfig('eu', { ...ORIGINS, ...FIXED }),
      render,
      clientDir: null,
      renderCache: false,
    })
    await hono.request('/uk/news')
    await hono.request('/uk/news')
    expect(render).toHaveBeenCalledTimes(2)
  })
})

describe('campaign traffic and junk', () => {
  it("serves every ad click of a page from its one entry, without the visitor's query in the HTML", async () => {
    const { hono, render, cache } = setup(FIXED)
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

  it('keeps every real page of an app cached through 20,000 unique junk values', async () => {
    // Room for every page of the app and its catalogue choices, a little more, never a flood's worth.
    const cache = new RenderCache({ maxBytes: 2 * 1024 * 1024 })
    const { hono, render } = setup(FIXED, cache)
    const now = Date.parse(FIXED.STOREFRONT_NOW)
    const regions = loadAppConfig('eu', ORIGINS).regions
    const pages = ROUTES.filter(
      (route) =>
        route.component &&
        route.component !== 'account' &&
        regions.includes(route.meta.region) &&
        REGION_APP[route.meta.region] === 'eu' &&
        (!route.start || Date.parse(route.start) <= now) &&
        (!route.end || now < Date.parse(route.end)),
    ).map((route) => route.path)
    expect(pages.length).toBeGreaterThan(20)
    const choices = ['', '?sort=price-asc', '?availability=pre-order&sort=price-desc']
    const real = [...pages, ...choices.map((query) => `/uk/products${query}`)]
    for (const path of real) expect((await hono.request(path)).status, path).toBe(200)
    const rendered = render.mock.calls.length
    const junk = [
      (i: number) => `/uk/products?sort=zz${i}`,
      (i: number) => `/uk/products?availability=zz${i}&sort=price-asc`,
      (i: number) => `/fr/no-such-page-${i}`,
      (i: number) => `/uk/news?utm_source=${i}&q=${i}`,
    ]
    for (let i = 0; i < 20_000; i++) {
      const res = await hono.request(junk[i % junk.length]!(i))
      expect(res.status).toBeLessThan(500)
    }
    // The junk renders the default catalogue page (already kept) and one not-found page.
    expect(render.mock.calls.length).toBe(rendered + 1)
    for (const path of real) expect((await hono.request(path)).headers.get('x-render-cache'), path).toBe('hit')
    expect(cache.stats.evictions).toBe(0)
  }, 120_000)
})

describe('compressed answers', () => {
  it('answers per Accept-Encoding with Vary, fresh renders and cached pages alike, the same text', async () => {
    const { hono } = setup(FIXED)
    const plain = await (await hono.request('/uk/faq')).text()
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', null],
      ['', null],
    ] as const) {
      for (const path of ['/uk/faq', `/uk/manuals?x=${encodeURIComponent(accept)}`]) {
        const res = await hono.request(path, { headers: { 'Accept-Encoding': accept } })
        expect(res.headers.get('content-encoding'), path).toBe(encoding)
        expect(res.headers.get('vary')).toBe('Accept-Encoding')
        if (path === '/uk/faq') expect(await decode(res)).toBe(plain)
        else expect(await decode(res)).toContain('£')
      }
    }
  })
})

describe('not-found pages', () => {
  it('answers every unknown path of a region from one render that never saw the path', async () => {
    const { hono, render, cache } = setup(FIXED)
    const first = await hono.request('/uk/no-such-page-0')
    expect([first.status, first.headers.get('x-render-cache')]).toEqual([404, 'miss'])
    for (let i = 1; i < 50; i++) {
      const path = i % 2 ? `/uk/no-such-page-${i}` : `/fr/unknown-${i}/deeper?gclid=${i}`
      const res = await hono.request(path)
      const html = await res.text()
      expect(res.status).toBe(404)
      expect(html).not.toContain('no-such-page')
      expect(html).not.toContain('unknown-')
      if (i > 2) expect(res.headers.get('x-render-cache')).toBe('hit')
      expect(res.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]/)
    }
    expect(render.mock.calls.map(([init]) => init.urlOriginal)).toEqual(['/uk/__not-found', '/fr/__not-found'])
    expect(cache.size).toBe(2)
  })

  it('never answers an endpoint or a probe of the cn region from its not-found entry', async () => {
    const hono = createStorefrontApp({
      config: loadAppConfig('cn', { ...ORIGINS, ...FIXED }),
      render: fakeRenderer(),
      clientDir: null,
      probes: { ready: () => true, build: { app: 'cn', version: '1.0.0', commit: 'abc', builtAt: null, packages: {} } },
    })
    for (let i = 0; i < 2; i++) expect((await hono.request(`/no-such-page-${i}`)).status).toBe(404)
    for (const path of ['/ssr/iso', '/ssr/timestamp', '/sitemap.xml', '/robots.txt', '/health', '/ready', '/version']) {
      const res = await hono.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-render-cache'), path).toBeNull()
    }
  })
})

describe('render queue in the storefront app', () => {
  it('renders waiting pages before other waiting work, and sheds past a lane’s limit with 503', async () => {
    const order: string[] = []
    const gates: (() => void)[] = []
    const render = vi.fn<RenderPage>(async (init) => {
      order.push(init.urlOriginal)
      await new Promise<void>((resolve) => gates.push(resolve))
      const body = `<p>{"now":${init.serverNow}}</p>`
      return { httpResponse: { body, statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']] } }
    })
    const hono = createStorefrontApp({
      config: loadAppConfig('eu', { ...ORIGINS, ...FIXED }),
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
    expect([shed.status, shed.headers.get('retry-after'), shed.headers.get('cache-control')]).toEqual([
      503,
      '1',
      'no-store',
    ])
    expect(shed.headers.get('x-content-type-options')).toBe('nosniff')
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
