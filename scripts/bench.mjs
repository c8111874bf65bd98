// `pnpm bench`: SSR throughput and latency of each built storefront app next to a plain static
// server serving the same HTML (the same URL every time, and as campaign traffic: a unique
// `?gclid=…&utm_…` per request), peak server memory, and the bytes each page type ships: its HTML
// and page data, what its HTML loads, everything Chromium downloads until the page is quiet without
// interaction, and what actually crosses the wire with `Accept-Encoding: br` (the server's own compression).
// Loopback only. Run after `turbo run build` (the root script does both), with tsx (the test kit is TypeScript).
//
//   BENCH_DURATION=10   seconds per measurement (default 10)
//   BENCH_CONNECTIONS=50
//   BENCH_APPS=cn,us,eu
//   BENCH_UNCACHED=0    also measure with the render cache off (STOREFRONT_RENDER_CACHE=off)
//   BENCH_JSON=path     also write the figures as JSON
//   BENCH_ONLY=bytes    only the bytes each page type ships (no load)
//   CHROMIUM_PATH=/usr/bin/chromium
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import http from 'node:http'
import autocannon from 'autocannon'
import { chromium } from '@playwright/test'
import { freePort, stopProcess, waitForHealth } from '@storefront/test-kit'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const APPS = (process.env.BENCH_APPS ?? 'cn,us,eu')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const BYTES_ONLY = process.env.BENCH_ONLY === 'bytes'
const UNCACHED = process.env.BENCH_UNCACHED !== '0' && !BYTES_ONLY
/** The budgets of docs/browser-weight.md: JS a product, home or content page ships in total (everything
 * loaded without interaction, gzip) and its inline data (gzip); an account screen's JS. */
const PAGE_JS_GZIP_BUDGET = 100 * 1024
const PAGE_DATA_GZIP_BUDGET = 5 * 1024
const ACCOUNT_JS_GZIP_BUDGET = 130 * 1024
/** The page types those budgets hold for, in every app. */
const BUDGETED_TYPES = new Set(['home', 'product', 'content', 'article'])
const THROUGHPUT_FLOOR = 0.5
/** docs/performance.md#throughput: campaign traffic ≥ 0.8 of same-URL throughput with p99 < 50 ms; a product
 * page's HTML ≤ 20 kB and JS ≤ 100 kB transferred with Accept-Encoding: br; its page data ≤ 5 kB gzip; the
 * uncached render ≥ 0.08 of static, p99 < 300 ms. */
const CAMPAIGN_FLOOR = 0.8
const CAMPAIGN_P99_MS = 50
const PRODUCT_HTML_BR_BUDGET = 20 * 1024
const PRODUCT_JS_BR_BUDGET = 100 * 1024
const PRODUCT_DATA_GZIP_BUDGET = PAGE_DATA_GZIP_BUDGET
const UNCACHED_FLOOR = 0.08
const UNCACHED_P99_MS = 300

/** Home and a product page per app (the measured pairs), and one page of every page type (us app). */
const PAGES = {
  cn: { home: '/', product: '/flagship-megatron', content: '/about-us', 'account (login)': '/login' },
  us: { home: '/us', product: '/us/flagship-megatron' },
  eu: { home: '/uk', product: '/uk/flagship-megatron', content: '/uk/about-us', 'account (login)': '/uk/login' },
}
const PAGE_TYPES = {
  us: {
    home: '/us',
    product: '/us/flagship-megatron',
    'mini-robot': '/us/mini-robot',
    article: '/us/about-us',
    faq: '/us/faq',
    manuals: '/us/manuals',
    form: '/us/product-registration',
    'where-to-buy': '/us/where-to-buy',
    'choose-region': '/us/choose-your-region',
    'account (login)': '/us/login',
    'not found': '/us/no-such-page',
  },
}

/** The process tree under `pid`. */
function descendants(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // gone
    }
  }
  const out = [pid]
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]) ?? []))
  return out
}

/** kB fields of /proc/<pid>/status. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0)
    return { rss: field('VmRSS'), hwm: field('VmHWM') }
  } catch {
    return { rss: 0, hwm: 0 }
  }
}

/** The server process of a tree: the one with the largest peak RSS. */
const serverMemory = (pid) =>
  descendants(pid)
    .map(memoryOf)
    .reduce((a, b) => (b.hwm > a.hwm ? b : a), { rss: 0, hwm: 0 })

async function startApp(app, env = {}) {
  const port = await freePort()
  // The production server, as the app's Docker image runs it (`pnpm start`: NODE_ENV=production), with
  // the settings production refuses to start without; every app's origin is this loopback server.
  const origin = `http://127.0.0.1:${port}`
  const production = { STOREFRONT_ENV: 'production', CN_ORIGIN: origin, US_ORIGIN: origin, EU_ORIGIN: origin }
  const child = spawn(process.execPath, ['dist/start/server.mjs'], {
    cwd: path.join(repo, 'apps', app),
    env: { ...process.env, NODE_ENV: 'production', ...production, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(`${base}/health`, { child, timeoutMs: 60_000 })
  return { base, child, stop: () => stopProcess(child, { group: true }) }
}

/** A plain node:http server answering every request with the same bytes (the baseline). */
async function startStatic(body, contentType) {
  const port = await freePort()
  const code = `
    const http = require('node:http')
    const body = Buffer.from(process.env.BODY_B64, 'base64')
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length })
      res.end(body)
    }).listen(${port}, '127.0.0.1', () => console.log('ready'))`
  const child = spawn(process.execPath, ['-e', code], {
    env: { ...process.env, BODY_B64: Buffer.from(body).toString('base64'), CONTENT_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  await new Promise((resolve) => child.stdout.once('data', resolve))
  return { base: `http://127.0.0.1:${port}`, child, stop: () => stopProcess(child, { group: true }) }
}

/** A second of load first: the server's code is compiled and its lazy page chunks loaded before it is measured. */
const warmUp = (url) => autocannon({ url, connections: 10, duration: 1 })

/** Campaign traffic: every request its own ad-click query, as a flood of new visitors from an ad sends. */
const campaignRequests = (path) => {
  let n = 0
  const run = Date.now().toString(36)
  return [
    {
      setupRequest: (req) => ({
        ...req,
        path: `${path}?gclid=${run}${(n++).toString(36)}&utm_source=news&utm_campaign=launch`,
      }),
    },
  ]
}

async function load(url, duration = DURATION, requests = undefined) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    ...(requests ? { requests } : {}),
  })
  const bad = result.non2xx + result.errors + result.timeouts
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
    total: result.requests.total,
  }
}

// --- bytes each page type ships -------------------------------------------------------------------

const ASSET_TAG = /<(script|link)\b[^>]*>/gi
const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null

/** JS and CSS files a page's HTML names: module scripts, modulepreloads and stylesheets. */
function assetsOf(html) {
  const js = new Set()
  const css = new Set()
  for (const [tag, kind] of html.matchAll(ASSET_TAG)) {
    if (kind.toLowerCase() === 'script') {
      const src = attr(tag, 'src')
      if (src) js.add(src)
    } else {
      const rel = (attr(tag, 'rel') ?? '').toLowerCase()
      const href = attr(tag, 'href')
      if (!href) continue
      if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script')) js.add(href)
      else if (rel === 'stylesheet' || (rel === 'preload' && attr(tag, 'as') === 'style')) css.add(href)
    }
  }
  return { js: [...js], css: [...css] }
}

const sizeCache = new Map()
function sizesOf(file) {
  let sizes = sizeCache.get(file)
  if (!sizes) {
    const bytes = fs.readFileSync(file)
    sizes = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }
    sizeCache.set(file, sizes)
  }
  return sizes
}

function shipped(app, urls) {
  const clientDir = path.join(repo, 'apps', app, 'dist/client')
  const sum = (list) =>
    list.reduce(
      (acc, url) => {
        const file = path.join(clientDir, new URL(url, 'http://x').pathname)
        if (!fs.existsSync(file)) throw new Error(`${url} is referenced by the page but not in ${clientDir}`)
        const s = sizesOf(file)
        return { files: acc.files + 1, raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }
      },
      { files: 0, raw: 0, gzip: 0, brotli: 0 },
    )
  return { js: sum(urls.js), css: sum(urls.css) }
}

/**
 * The JS files Chromium downloads for `url` until the network is quiet, with no interaction: the
 * HTML's scripts and modulepreloads, and what the page imports after hydration (web vitals, the
 * session store, lazy chunks). A fresh context each time: no cache, no stored session.
 */
async function scriptsLoadedBy(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    const scripts = new Set()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url())
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // Idle callbacks and timers that start a download after the network first went quiet.
    await page.waitForTimeout(1500)
    await page.waitForLoadState('networkidle')
    return [...scripts]
  } finally {
    await context.close()
  }
}

/** Bytes that cross the wire for `url` with this Accept-Encoding (the body as sent, not decoded). */
function transferred(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0
        res.on('data', (chunk) => (bytes += chunk.length))
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }))
      })
      .on('error', reject)
  })
}

/** The page data inlined in the HTML: what Vike serialises and the islands' props (JSON scripts), gzip -9 bytes. */
const pageDataGzip = (html) =>
  zlib.gzipSync(
    [
      ...html.matchAll(
        /<script (?:id="vike_(?:pageContext|globalContext)"|type="application\/json" data-island-props="")[^>]*>[\s\S]*?<\/script>/g,
      ),
    ]
      .map((m) => m[0])
      .join(''),
    { level: 9 },
  ).length

// --- output -----------------------------------------------------------------------------------------

const kB = (n) => `${(n / 1024).toFixed(1)}`
const ms = (n) => `${Number(n).toFixed(1)}`

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')
  console.log(line(headers))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of rows) console.log(line(r))
}

// --- run ----------------------------------------------------------------------------------------------

const results = {
  date: new Date().toISOString(),
  node: process.version,
  connections: CONNECTIONS,
  duration: DURATION,
  apps: {},
}
const throughputRows = []
const memoryRows = []
const bytesRows = []
let failed = false
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
process.once('exit', () => void browser.close())

for (const app of APPS) {
  console.log(`\n[bench] ${app}: starting the built server`)
  const server = await startApp(app)
  const appResult = (results.apps[app] = { pages: {} })
  try {
    const pages = { ...PAGES[app], ...(PAGE_TYPES[app] ?? {}) }
    // Bytes each page type ships (from the HTML the server renders, assets read from dist/client).
    for (const [type, url] of Object.entries(pages)) {
      const res = await fetch(server.base + url)
      const html = await res.text()
      const bytes = shipped(app, assetsOf(html))
      const scripts = (await scriptsLoadedBy(browser, server.base + url)).filter((u) => u.startsWith(server.base))
      const loaded = shipped(app, { js: scripts, css: [] }).js
      // On the wire with Accept-Encoding: br, as the server answers without a CDN in front.
      const htmlBr = await transferred(server.base + url, 'br')
      let jsBr = 0
      for (const script of scripts) jsBr += (await transferred(script, 'br')).bytes
      const data = pageDataGzip(html)
      appResult.pages[type] = {
        url,
        status: res.status,
        html: Buffer.byteLength(html),
        ...bytes,
        loaded,
        wire: { htmlBr: htmlBr.bytes, htmlEncoding: htmlBr.encoding, jsBr },
        pageDataGzip: data,
      }
      bytesRows.push([
        `${app} ${type}`,
        url,
        res.status,
        kB(Buffer.byteLength(html)),
        kB(zlib.gzipSync(html, { level: 9 }).length),
        kB(data),
        bytes.js.files,
        kB(bytes.js.gzip),
        kB(bytes.js.brotli),
        loaded.files,
        kB(loaded.gzip),
        kB(loaded.brotli),
        `${kB(htmlBr.bytes)} ${htmlBr.encoding}`,
        kB(jsBr),
        kB(bytes.css.raw),
        kB(bytes.css.gzip),
      ])
      if (BUDGETED_TYPES.has(type) && (loaded.gzip > PAGE_JS_GZIP_BUDGET || data > PAGE_DATA_GZIP_BUDGET)) {
        failed = true
        console.log(
          `[bench] ${app} ${type} page ships ${kB(loaded.gzip)} kB of JS gzip in total and ${kB(data)} kB of ` +
            `inline data gzip: over the budget of ${kB(PAGE_JS_GZIP_BUDGET)} / ${kB(PAGE_DATA_GZIP_BUDGET)} kB`,
        )
      }
      if (type.startsWith('account') && loaded.gzip > ACCOUNT_JS_GZIP_BUDGET) {
        failed = true
        console.log(
          `[bench] ${app} ${type} ships ${kB(loaded.gzip)} kB of JS gzip in total: over the budget of ` +
            `${kB(ACCOUNT_JS_GZIP_BUDGET)} kB`,
        )
      }
      if (
        type === 'product' &&
        (htmlBr.bytes > PRODUCT_HTML_BR_BUDGET || jsBr > PRODUCT_JS_BR_BUDGET || data > PRODUCT_DATA_GZIP_BUDGET)
      ) {
        failed = true
        console.log(
          `[bench] ${app} product page transfers ${kB(htmlBr.bytes)} kB HTML and ${kB(jsBr)} kB JS with br, ` +
            `page data ${kB(data)} kB gzip: over budget`,
        )
      }
    }
    // Throughput: the SSR server (render cache warm, as it runs) and a static server with the same bytes.
    for (const kind of BYTES_ONLY ? [] : ['home', 'product']) {
      const url = PAGES[app][kind]
      const res = await fetch(server.base + url)
      const html = await res.text()
      if (res.status !== 200) throw new Error(`${app} ${url} answered ${res.status}`)
      console.log(`[bench] ${app} ${kind} ${url}: SSR …`)
      await warmUp(server.base + url)
      const ssr = await load(server.base + url)
      const staticServer = await startStatic(html, res.headers.get('content-type') ?? 'text/html')
      console.log(`[bench] ${app} ${kind} ${url}: static …`)
      let baseline
      try {
        baseline = await load(staticServer.base + url)
      } finally {
        await staticServer.stop()
      }
      const ratio = ssr.rps / baseline.rps
      appResult[kind] = { url, ssr, static: baseline, ratio }
      if (ratio < THROUGHPUT_FLOOR || ssr.bad) failed = true
      throughputRows.push([
        `${app} ${kind}`,
        url,
        Math.round(ssr.rps),
        ms(ssr.p50),
        ms(ssr.p99),
        Math.round(baseline.rps),
        ms(baseline.p50),
        ms(baseline.p99),
        ratio.toFixed(2),
        ssr.bad,
      ])
      if (kind === 'product') {
        console.log(`[bench] ${app} ${kind} ${url}: SSR, a unique campaign query per request …`)
        const campaign = await load(server.base + url, DURATION, campaignRequests(url))
        const share = campaign.rps / ssr.rps
        appResult.campaign = { url, ssr: campaign, ofSameUrl: share }
        if (share < CAMPAIGN_FLOOR || campaign.p99 >= CAMPAIGN_P99_MS || campaign.bad) failed = true
        throughputRows.push([
          `${app} ${kind} (campaign)`,
          `${url}?gclid=…`,
          Math.round(campaign.rps),
          ms(campaign.p50),
          ms(campaign.p99),
          '',
          '',
          '',
          (campaign.rps / baseline.rps).toFixed(2),
          campaign.bad,
        ])
      }
    }
    const mem = serverMemory(server.child.pid)
    appResult.memory = { peakRssKb: mem.hwm, rssKb: mem.rss }
    memoryRows.push([app, (mem.hwm / 1024).toFixed(0), (mem.rss / 1024).toFixed(0)])
  } finally {
    await server.stop()
  }

  if (UNCACHED) {
    // The renderer itself, every request rendered (a cold cache, or pages that are never cached).
    const cold = await startApp(app, { STOREFRONT_RENDER_CACHE: 'off' })
    try {
      for (const kind of ['home', 'product']) {
        const url = PAGES[app][kind]
        console.log(`[bench] ${app} ${kind} ${url}: SSR, render cache off …`)
        await warmUp(cold.base + url)
        const r = await load(cold.base + url, Math.max(3, Math.round(DURATION / 2)))
        appResult[kind].uncached = r
        if (r.rps / appResult[kind].static.rps < UNCACHED_FLOOR || r.p99 >= UNCACHED_P99_MS)
          console.log(`[bench] ${app} ${kind} uncached: under the uncached-render target`)
        throughputRows.push([
          `${app} ${kind} (no cache)`,
          url,
          Math.round(r.rps),
          ms(r.p50),
          ms(r.p99),
          '',
          '',
          '',
          (r.rps / appResult[kind].static.rps).toFixed(2),
          r.bad,
        ])
      }
      const mem = serverMemory(cold.child.pid)
      memoryRows.push([`${app} (no cache)`, (mem.hwm / 1024).toFixed(0), (mem.rss / 1024).toFixed(0)])
    } finally {
      await cold.stop()
    }
  }
}

console.log(
  `\n## Throughput (${CONNECTIONS} connections, ${DURATION} s each, loopback, ${process.version}, ` +
    `${(await import('node:os')).cpus().length} CPUs)\n`,
)
table(
  ['page', 'url', 'SSR req/s', 'p50 ms', 'p99 ms', 'static req/s', 'p50 ms', 'p99 ms', 'SSR/static', 'non-2xx'],
  throughputRows,
)
console.log('\n## Peak server memory (MiB)\n')
table(['app', 'peak RSS (VmHWM)', 'RSS at end'], memoryRows)
console.log(
  `\n## Bytes shipped (kB; gzip -9, brotli q11). "data": the page data inline in the HTML (Vike's JSON and ` +
    `the islands' props); "HTML JS": module scripts + modulepreloads the HTML names; "total JS": every script ` +
    `Chromium loads until the network is quiet, no interaction; "wire (br)": what the server sends for the HTML ` +
    `and those scripts with Accept-Encoding: br; CSS: the page’s stylesheets, inline in its HTML ` +
    `(packages/storefront/src/server/inline-styles.ts) and counted in it too\n`,
)
table(
  [
    'page',
    'url',
    'status',
    'HTML raw',
    'HTML gzip',
    'data gzip',
    'HTML JS files',
    'gzip',
    'br',
    'total JS files',
    'gzip',
    'br',
    'wire HTML',
    'wire JS',
    'CSS raw',
    'CSS gzip',
  ],
  bytesRows,
)
console.log(
  `\nTargets: SSR ≥ ${THROUGHPUT_FLOOR}× static throughput (render cache on); campaign traffic ≥ ` +
    `${CAMPAIGN_FLOOR}× same-URL SSR with p99 < ${CAMPAIGN_P99_MS} ms; home, product and content pages ≤ ` +
    `${kB(PAGE_JS_GZIP_BUDGET)} kB JS gzip in total and ≤ ${kB(PAGE_DATA_GZIP_BUDGET)} kB inline data gzip, ` +
    `account screens ≤ ${kB(ACCOUNT_JS_GZIP_BUDGET)} kB JS; product page ≤ ${kB(PRODUCT_HTML_BR_BUDGET)} kB ` +
    `HTML and ≤ ${kB(PRODUCT_JS_BR_BUDGET)} kB JS on the wire with br, page data ≤ ` +
    `${kB(PRODUCT_DATA_GZIP_BUDGET)} kB gzip; uncached (reported) ≥ ${UNCACHED_FLOOR}× static, p99 < ` +
    `${UNCACHED_P99_MS} ms.`,
)
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2))
await browser.close()
if (failed) {
  console.log('[bench] a target was missed (see above)')
  process.exitCode = 1
}
