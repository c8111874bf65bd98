import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryAfterGc, pool, rawRequest, startApp, type Running } from './servers'

/**
 * A bounded soak: 40 s of mixed traffic (cached pages, their .pageContext.json, 404s that render
 * every time, redirects, SSR endpoints, static files) against the us app. Memory is read after a
 * full GC (node --expose-gc) once warm and again at the end.
 *
 * Tolerance: the heap may grow by at most 8 MiB and RSS by 48 MiB. The render cache is bounded
 * (here ~20 distinct pages, well under its 500 entries) and everything else is per request, so the
 * heap should be flat; 8 MiB over the thousands of requests of the run is a few kB a request at most, so any
 * per-request leak (a listener, a cache keyed by something unbounded, a retained i18n instance)
 * fails. RSS gets more room for allocator fragmentation and code the JIT compiles late.
 */
const DURATION_MS = Number(process.env.SOAK_SECONDS ?? 40) * 1000
const HEAP_TOLERANCE = 8 * 1024 * 1024
const RSS_TOLERANCE = 48 * 1024 * 1024
const PATHS = [
  '/us',
  '/us/flagship-megatron',
  '/us/flagship-bumblebee',
  '/us/mini-robot',
  '/us/faq',
  '/us/manuals',
  '/us/about-us',
  '/us/login',
  '/jp',
  '/jp/flagship-bumblebee',
  '/kr',
  '/kr/mini-robot',
  '/us/flagship-megatron/index.pageContext.json',
  '/jp/index.pageContext.json',
  '/us/no-such-page',
  '/jp/nope/nope',
  '/US/faq',
  '/uk/faq',
  '/us/%zz',
  '/ssr/timestamp',
  '/ssr/iso',
  '/sitemap.xml',
  '/favicon.svg',
]

describe('soak', () => {
  let app: Running
  beforeAll(async () => {
    app = await startApp('us')
  })
  afterAll(async () => {
    await app?.stop()
  })

  const drive = async (ms: number) => {
    const until = Date.now() + ms
    let count = 0
    let bad = 0
    await pool(
      Array.from({ length: 16 }, (_, worker) => async () => {
        for (let i = worker; Date.now() < until; i++) {
          const res = await rawRequest(app.base, {
            path: PATHS[i % PATHS.length]! + (i % 7 === 0 ? `?utm_campaign=${i % 50}` : ''),
          })
          count++
          if (res.status >= 500) bad++
        }
      }),
      16,
    )
    return { count, bad }
  }

  it(`memory stays flat over ${DURATION_MS / 1000} s of mixed traffic`, async () => {
    await drive(5000) // warm: caches filled, code compiled
    const start = await memoryAfterGc(app)
    const { count, bad } = await drive(DURATION_MS)
    const end = await memoryAfterGc(app)
    const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`
    console.log(
      `[soak] ${count} requests; heap ${mib(start.heapUsed)} → ${mib(end.heapUsed)}; rss ${mib(start.rss)} → ` +
        `${mib(end.rss)}`,
    )
    expect(bad).toBe(0)
    expect(count).toBeGreaterThan(500)
    expect(end.heapUsed - start.heapUsed).toBeLessThan(HEAP_TOLERANCE)
    expect(end.rss - start.rss).toBeLessThan(RSS_TOLERANCE)
  })
})
