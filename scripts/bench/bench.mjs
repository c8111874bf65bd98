// `pnpm bench`: what each built storefront app costs per request, next to baselines measured in the same run: a
// plain static server sending the same bytes, and a framework floor built with the same versions of vike,
// vike-react and React: a trivial page (scripts/bench/framework-floor.mjs). Rows: a cached home and product
// page, campaign traffic (a unique `?gclid=…&utm_…` per request), a not-found page and, with the render cache
// off, the home and product renders. Each row gives req/s and latency from wrk and the server's own CPU per
// request (/proc/<pid>/stat over the run): the budgets are ratios of that CPU (scripts/bench/budgets.mjs), which
// hold on a busy machine where req/s does not. Also peak server memory, the bytes each page type ships, and
// Lighthouse's performance on the nine pages (scripts/bench/lighthouse.mjs), and last every budget with the figure that
// decides it and its verdict. Loopback only. Run after `turbo run build` (the root script does both), with tsx
// (the test kit is TypeScript).
//
//   BENCH_DURATION=10   seconds per row (default 10), after 3 s of warm-up
//   BENCH_ROUNDS=3      turns the rows of a comparison take, each for its slice of BENCH_DURATION
//   BENCH_UNCACHED_TURNS=2  the uncached rows and their floors take this many times the turns and the seconds
//   BENCH_CONNECTIONS=50
//   BENCH_THREADS=1     wrk threads (one core for the load generator, one for the server)
//   BENCH_APPS=cn,us,eu
//   BENCH_UNCACHED=0    skip the rows with the render cache off (STOREFRONT_RENDER_CACHE=off) and the floors
//   BENCH_JSON=path     also write the figures as JSON
//   BENCH_ONLY=bytes    only the bytes each page type ships (no load)
//   BENCH_ONLY=cpu      only the load rows (no Chromium, no bytes, no Lighthouse)
//   BENCH_LIGHTHOUSE=0  skip Lighthouse
//   CHROMIUM_PATH=/usr/bin/chromium, WRK_PATH=/usr/bin/wrk
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { freePort, stopProcess } from '@storefront/test-kit'
import { FULL_CHROMIUM } from '@storefront/test-kit/chromium'
import { CPU_BUDGETS, checkBudgets } from './budgets.mjs'
import { buildFloor, floorVersions, startFloor } from './framework-floor.mjs'
import { assetsOf, pageDataGzip, scriptsLoadedBy, shipped, transferred } from './page-bytes.mjs'
import { startAppServer } from './app-server.mjs'
import { cpuMs, serverMemory, settled } from './process-cpu.mjs'
import { wrk } from './wrk.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const WARM_UP_SECONDS = 3
/** Turns each row takes in a comparison (measureInTurns). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/**
 * The uncached rows and the floors, in more turns of the same length: a render's CPU moves by ±10 % from one 3 s
 * slice to the next (the garbage collector's threads count in it), the floor's as much as the page's, and their
 * ratio is the budget that sits closest to its limit (docs/performance.md#cpu-per-request).
 */
const UNCACHED_TURNS = Number(process.env.BENCH_UNCACHED_TURNS ?? 2)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const THREADS = Number(process.env.BENCH_THREADS ?? 1)
const APPS = (process.env.BENCH_APPS ?? 'cn,us,eu')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const BYTES_ONLY = process.env.BENCH_ONLY === 'bytes'
const CPU_ONLY = process.env.BENCH_ONLY === 'cpu'
const UNCACHED = process.env.BENCH_UNCACHED !== '0' && !BYTES_ONLY
/** JS a product, home or content page ships in total (everything loaded without interaction, gzip) and its
 * inline data (gzip); an account screen's JS (docs/browser-weight.md). */
const PAGE_JS_GZIP_BUDGET = 100 * 1024
const PAGE_DATA_GZIP_BUDGET = 5 * 1024
const ACCOUNT_JS_GZIP_BUDGET = 130 * 1024
/** The page types those budgets hold for, in every app. */
const BUDGETED_TYPES = new Set(['home', 'product', 'content', 'article'])
/** A product page's HTML and JS with Accept-Encoding: br, and its page data (gzip). */
const PRODUCT_HTML_BR_BUDGET = 20 * 1024
const PRODUCT_JS_BR_BUDGET = 100 * 1024
const PRODUCT_DATA_GZIP_BUDGET = PAGE_DATA_GZIP_BUDGET
/** Every page Lighthouse loads (scripts/bench/lighthouse-pages.ts): its performance score and total blocking time. */
const LIGHTHOUSE_PERF_BUDGET = 98
const LIGHTHOUSE_TBT_BUDGET_MS = 50

/** Home and a product page per app (the measured pairs), and one page of every page type (us app). */
const PAGES = {
  cn: { home: '/', product: '/flagship-megatron', content: '/about-us', 'account (login)': '/login' },
  us: { home: '/us', product: '/us/flagship-megatron' },
  eu: { home: '/uk', product: '/uk/flagship-megatron', content: '/uk/about-us', 'account (login)': '/uk/login' },
}
/** Unknown paths per app, a new one on every request (`…-1-1`, `…-1-2`, …), as scripts/bench/floods.mjs floods. */
const NOT_FOUND = { cn: '/no-such-page-', us: '/us/no-such-page-', eu: '/uk/no-such-page-' }
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

const startApp = (app, env = {}) => startAppServer(path.join(repo, 'apps', app), { env })

/**
 * A plain node:http server answering every request with the same bytes (the baseline): the page's body and the
 * headers the app sent with it (all but those Node writes per connection), so the two write the same response and
 * differ by the work of making it.
 */
async function startStatic(body, headers) {
  const port = await freePort()
  const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
  const fixed = [...headers].filter(([name]) => !PER_CONNECTION.has(name.toLowerCase()))
  const code = `
    const http = require('node:http')
    const body = Buffer.from(process.env.BODY_B64, 'base64')
    const headers = [...JSON.parse(process.env.HEADERS).flat(), 'content-length', String(body.length)]
    http.createServer((req, res) => {
      res.writeHead(200, headers)
      res.end(body)
    }).listen(${port}, '127.0.0.1', () => console.log('ready'))`
  const child = spawn(process.execPath, ['-e', code], {
    env: { ...process.env, BODY_B64: Buffer.from(body).toString('base64'), HEADERS: JSON.stringify(fixed) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  await new Promise((resolve) => child.stdout.once('data', resolve))
  return { base: `http://127.0.0.1:${port}`, child, stop: () => stopProcess(child, { group: true }) }
}

/**
 * Rows compared by a budget, measured in turns: each warmed up (its code compiled, its lazy chunks loaded), then
 * `rounds` rounds in which each row runs for its slice of `duration` (ROUNDS and DURATION unless given). On a shared
 * machine the load moves from second to second; taking turns makes it weigh on every row of a comparison alike. A
 * row's figures are its slices summed: requests, seconds and the server's CPU over them (p50: the median slice's,
 * p99: the worst slice's). Each slice waits for its server to settle before the next begins: the uncached home
 * and product rows share one server, whose render queue renders what a stopped slice left in it (`settled`).
 */
async function measureInTurns(entries, { duration = DURATION, rounds = ROUNDS } = {}) {
  for (const { server, url, paths = null } of entries) {
    await wrk(server.base, url, { connections: 10, seconds: WARM_UP_SECONDS, paths })
    await settled(server.child.pid)
  }
  const slices = entries.map(() => [])
  const seconds = Math.max(1, Math.round(duration / rounds))
  for (let round = 0; round < rounds; round++) {
    for (const [i, { server, url, paths = null }] of entries.entries()) {
      const before = cpuMs(server.child.pid)
      const run = await wrk(server.base, url, { connections: CONNECTIONS, seconds, threads: THREADS, paths })
      slices[i].push({ ...run, cpuMs: cpuMs(server.child.pid) - before })
      // The next row may be the same server: what this row's load left queued is neither's.
      await settled(server.child.pid)
    }
  }
  const sum = (list, key) => list.reduce((total, slice) => total + slice[key], 0)
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  return slices.map((list) => ({
    requests: sum(list, 'requests'),
    seconds: sum(list, 'seconds'),
    rps: sum(list, 'requests') / sum(list, 'seconds'),
    p50: median(list.map((slice) => slice.p50)),
    p99: Math.max(...list.map((slice) => slice.p99)),
    errors: sum(list, 'errors'),
    nonSuccess: sum(list, 'nonSuccess'),
    cpuMs: sum(list, 'cpuMs'),
    cpuPerRequest: sum(list, 'cpuMs') / sum(list, 'requests'),
    turns: list.map((slice) => slice.cpuMs / slice.requests),
  }))
}

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
  cpus: os.cpus().length,
  connections: CONNECTIONS,
  duration: DURATION,
  rows: [],
  apps: {},
}
/** Measured rows: `{ app, kind, page, url, rps, p50, p99, requests, cpuMs, cpuPerRequest, errors, nonSuccess }`. */
const rows = results.rows
const memoryRows = []
const bytesRows = []
let failed = false
/** Per byte budget, the heaviest page it holds for: `{ page, bytes }`. */
const heaviest = {}
const weigh = (budget, page, bytes) => {
  if (bytes > (heaviest[budget]?.bytes ?? -1)) heaviest[budget] = { page, bytes }
}
const row = (app, kind, page, url, figures) => {
  rows.push({ app, kind, page, url, ...figures })
  console.log(
    `[bench] ${app ?? ''} ${kind} ${page} ${url}: ${Math.round(figures.rps)} req/s, ` +
      `${figures.cpuPerRequest.toFixed(3)} ms CPU per request`,
  )
}
const browser = CPU_ONLY ? null : await chromium.launch({ executablePath: FULL_CHROMIUM, args: ['--no-sandbox'] })
process.once('exit', () => void browser?.close())

// The framework floor, built here with the storefront's versions and measured next to each app's uncached rows
// (the machine's load moves between rows): what Vike and React cost for a trivial page.
const floorVersionsUsed = UNCACHED ? floorVersions(path.join(repo, 'packages/storefront')) : null
let floor = null
if (floorVersionsUsed) {
  console.log(`[bench] framework floor: building a vike-react page (${JSON.stringify(floorVersionsUsed)})`)
  const floorDir = buildFloor(floorVersionsUsed)
  floor = await startFloor(floorDir)
  results.framework = { versions: floorVersionsUsed }
  process.once('exit', () => fs.rmSync(floorDir, { recursive: true, force: true }))
}

for (const app of APPS) {
  console.log(`\n[bench] ${app}: starting the built server`)
  const server = await startApp(app)
  const appResult = (results.apps[app] = { pages: {} })
  try {
    const pages = CPU_ONLY ? {} : { ...PAGES[app], ...(PAGE_TYPES[app] ?? {}) }
    const clientDir = path.join(repo, 'apps', app, 'dist/client')
    // Bytes each page type ships (from the HTML the server renders, assets read from dist/client).
    for (const [type, url] of Object.entries(pages)) {
      const res = await fetch(server.base + url)
      const html = await res.text()
      const bytes = shipped(clientDir, assetsOf(html))
      const scripts = (await scriptsLoadedBy(browser, server.base + url)).filter((u) => u.startsWith(server.base))
      const loaded = shipped(clientDir, { js: scripts, css: [] }).js
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
      if (BUDGETED_TYPES.has(type)) {
        weigh('page JS', `${app} ${type}`, loaded.gzip)
        weigh('page data', `${app} ${type}`, data)
      }
      if (type.startsWith('account')) weigh('account JS', `${app} ${type}`, loaded.gzip)
      if (type === 'product') {
        weigh('product HTML', `${app} ${type}`, htmlBr.bytes)
        weigh('product JS', `${app} ${type}`, jsBr)
      }
      if (BUDGETED_TYPES.has(type) && (loaded.gzip > PAGE_JS_GZIP_BUDGET || data > PAGE_DATA_GZIP_BUDGET)) {
        failed = true
        console.log(
          `[bench] ${app} ${type} page ships ${kB(loaded.gzip)} kB of JS gzip in total and ${kB(data)} kB of ` +
            `inline data gzip: over ${kB(PAGE_JS_GZIP_BUDGET)} / ${kB(PAGE_DATA_GZIP_BUDGET)} kB`,
        )
      }
      if (type.startsWith('account') && loaded.gzip > ACCOUNT_JS_GZIP_BUDGET) {
        failed = true
        console.log(
          `[bench] ${app} ${type} ships ${kB(loaded.gzip)} kB of JS gzip in total: over ` +
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
    // Cached pages in turns with a static server sending their bytes; campaign traffic and not-found pages in
    // turns with the cached product page they are compared with.
    for (const page of BYTES_ONLY ? [] : ['home', 'product']) {
      const url = PAGES[app][page]
      const res = await fetch(server.base + url)
      const html = await res.text()
      if (res.status !== 200) throw new Error(`${app} ${url} answered ${res.status}`)
      const staticServer = await startStatic(html, res.headers)
      const entries = [
        { kind: 'static', server: staticServer, url },
        { kind: 'cached', server, url },
      ]
      if (page === 'product') {
        // Every request its own ad-click query, as a flood of new visitors from an ad sends.
        const run = Date.now().toString(36)
        const campaign = { prefix: `${url}?gclid=${run}`, suffix: '&utm_source=news&utm_campaign=launch' }
        const notFound = NOT_FOUND[app]
        const status = (await fetch(`${server.base}${notFound}0`)).status
        if (status !== 404) throw new Error(`${app} ${notFound}0 answered ${status}, not 404`)
        entries.push(
          { kind: 'campaign', server, url, paths: campaign, label: `${url}?gclid=…` },
          {
            kind: 'not found',
            server,
            url: notFound,
            paths: { prefix: notFound },
            label: `${notFound}{n}`,
          },
        )
      }
      try {
        const figures = await measureInTurns(entries)
        for (const [i, entry] of entries.entries())
          row(app, entry.kind, entry.kind === 'not found' ? 'not found' : page, entry.label ?? entry.url, figures[i])
      } finally {
        await staticServer.stop()
      }
    }
    if (!BYTES_ONLY) {
      const mem = serverMemory(server.child.pid)
      appResult.memory = { peakRssKb: mem.hwm, rssKb: mem.rss }
      memoryRows.push([app, (mem.hwm / 1024).toFixed(0), (mem.rss / 1024).toFixed(0)])
    }
  } finally {
    await server.stop()
  }

  if (UNCACHED) {
    // The renderer itself, every request rendered (a cold cache, or pages that are never cached).
    const cold = await startApp(app, { STOREFRONT_RENDER_CACHE: 'off' })
    try {
      // In turns with the framework floor.
      const [floorFigures, home, product] = await measureInTurns(
        [
          { server: floor, url: '/' },
          { server: cold, url: PAGES[app].home },
          { server: cold, url: PAGES[app].product },
        ],
        { duration: DURATION * UNCACHED_TURNS, rounds: ROUNDS * UNCACHED_TURNS },
      )
      row(app, 'framework floor', 'trivial page', '/', floorFigures)
      row(app, 'uncached', 'home', PAGES[app].home, home)
      row(app, 'uncached', 'product', PAGES[app].product, product)
      const mem = serverMemory(cold.child.pid)
      memoryRows.push([`${app} (no cache)`, (mem.hwm / 1024).toFixed(0), (mem.rss / 1024).toFixed(0)])
    } finally {
      await cold.stop()
    }
  }
}

await floor?.stop()

const checks = checkBudgets(rows)
const budgetsOf = (r) => checks.filter((c) => c.row === r)
if (!BYTES_ONLY) {
  console.log(
    `\n## CPU per request (wrk, ${CONNECTIONS} connections, ${THREADS} thread, ${DURATION} s each ` +
      `(${DURATION * UNCACHED_TURNS} s the uncached rows and the floor), loopback, ` +
      `${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end)\n`,
  )
  table(
    ['row', 'url', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'budget', 'errors', 'non-2xx/3xx'],
    rows.map((r) => {
      const budget = budgetsOf(r)
        .map((c) => {
          const verdict = `(≤ ${c.limit}) ${c.ok ? 'ok' : 'OVER'}`
          const spread = c.turns ? `, turns ${c.turns.map((t) => t.toFixed(2)).join('–')}` : ''
          const base = `${c.base.kind}${c.base.page === r.page ? '' : ` ${c.base.page}`}`
          return `${c.ratio.toFixed(2)}× ${base} ${verdict}${spread}`
        })
        .join('; ')
      return [
        r.app ? `${r.app} ${r.kind} ${r.page}` : r.kind,
        r.url,
        Math.round(r.rps),
        ms(r.p50),
        ms(r.p99),
        r.cpuPerRequest.toFixed(3),
        budget,
        r.errors,
        r.nonSuccess,
      ]
    }),
  )
  for (const check of checks) if (!check.ok) failed = true
  for (const r of rows) if (r.errors || (r.kind !== 'not found' && r.nonSuccess)) failed = true
  console.log('\n## Peak server memory (MiB)\n')
  table(['app', 'peak RSS (VmHWM)', 'RSS at end'], memoryRows)
}
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
await browser?.close()
let lighthouseRows = null
if (!CPU_ONLY && process.env.BENCH_LIGHTHOUSE !== '0') {
  // Performance only: accessibility, best practices and SEO do not depend on the machine and are `npm test`'s.
  console.log('\n## Lighthouse performance (scripts/bench/lighthouse.mjs)\n')
  const json = path.join(os.tmpdir(), `bench-lighthouse-${process.pid}.json`)
  const lighthouse = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/bench/lighthouse.mjs')], {
    cwd: repo,
    env: { ...process.env, LIGHTHOUSE_JSON: json, LIGHTHOUSE_CATEGORIES: 'performance' },
    stdio: 'inherit',
  })
  const code = await new Promise((resolve) => lighthouse.once('exit', resolve))
  lighthouseRows = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')).rows : []
  fs.rmSync(json, { force: true })
  results.lighthouse = lighthouseRows
  if (code !== 0 || lighthouseRows.length === 0) failed = true
}
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2))

// Every budget of docs/performance.md#budgets with the figure that decides it: the worst app's ratio, the
// heaviest page, the lowest-scoring page.
const verdicts = []
const worst = (list, key) => list.reduce((a, b) => (b[key] > a[key] ? b : a))
if (!BYTES_ONLY) {
  for (const budget of CPU_BUDGETS) {
    const of = checks.filter((c) => c.budget === budget)
    if (!of.length) continue
    const top = worst(of, 'ratio')
    verdicts.push([budget.name, `${top.ratio.toFixed(2)}× (${top.row.app})`, of.every((c) => c.ok)])
  }
}
if (lighthouseRows && !lighthouseRows.length) {
  verdicts.push(
    [`Lighthouse performance ≥ ${LIGHTHOUSE_PERF_BUDGET} on all nine pages`, 'not measured (see above)', false],
    [`total blocking time ≤ ${LIGHTHOUSE_TBT_BUDGET_MS} ms on all nine pages`, 'not measured (see above)', false],
  )
} else if (lighthouseRows) {
  const lowest = lighthouseRows.reduce((a, b) => (b.scores.performance < a.scores.performance ? b : a))
  const longest = worst(lighthouseRows, 'tbt')
  verdicts.push(
    [
      `Lighthouse performance ≥ ${LIGHTHOUSE_PERF_BUDGET} on all ${lighthouseRows.length} pages`,
      `${lowest.scores.performance} (${lowest.page})`,
      lowest.scores.performance >= LIGHTHOUSE_PERF_BUDGET,
    ],
    [
      `total blocking time ≤ ${LIGHTHOUSE_TBT_BUDGET_MS} ms on all ${lighthouseRows.length} pages`,
      `${longest.tbt} ms (${longest.page})`,
      longest.tbt <= LIGHTHOUSE_TBT_BUDGET_MS,
    ],
  )
}
for (const [budget, name, limit] of [
  ['page JS', 'JS of home, product and content pages, gzip in total', PAGE_JS_GZIP_BUDGET],
  ['page data', 'their inline page data, gzip', PAGE_DATA_GZIP_BUDGET],
  ['account JS', 'JS of an account screen, gzip in total', ACCOUNT_JS_GZIP_BUDGET],
  ['product HTML', 'product page HTML on the wire (br)', PRODUCT_HTML_BR_BUDGET],
  ['product JS', 'product page JS on the wire (br)', PRODUCT_JS_BR_BUDGET],
]) {
  const page = heaviest[budget]
  if (page) verdicts.push([`${name} ≤ ${kB(limit)} kB`, `${kB(page.bytes)} kB (${page.page})`, page.bytes <= limit])
}
if (!BYTES_ONLY) {
  const errors = rows.filter((r) => r.errors || (r.kind !== 'not found' && r.nonSuccess))
  verdicts.push([
    'no socket errors, no non-2xx answers but the not-found rows',
    `${errors.length} rows`,
    !errors.length,
  ])
}
console.log('\n## Budgets (docs/performance.md#budgets)\n')
table(
  ['budget', 'figure (the worst)', 'verdict'],
  verdicts.map(([name, figure, ok]) => [name, figure, ok ? 'ok' : 'OVER']),
)
if (verdicts.some(([, , ok]) => !ok)) failed = true
if (failed) {
  console.log('[bench] a target was missed (see above)')
  process.exitCode = 1
}
