// Lighthouse (mobile preset, Debian's Chromium) on home, a product page and login in three regions,
// against the all-in-one server on loopback. Prints the scores and exits non-zero when a page misses one:
// accessibility, best practices and SEO 100; performance ≥ 98 with total blocking time ≤ 50 ms and CLS 0.
// Performance depends on the machine, so `npm test` scores only the other three, one run a page, and
// `pnpm bench` scores performance (docs/performance.md#lighthouse). Needs the apps built (turbo run build);
// run with tsx (`npx tsx scripts/bench/lighthouse.mjs`: the test kit it starts the server with is TypeScript).
//
//   LIGHTHOUSE_CATEGORIES=accessibility,best-practices,seo   only these (default: all four)
//   LIGHTHOUSE_PAGES=/us,/de/login   only these paths
//   LIGHTHOUSE_RUNS=3                 runs per page, the median run counts (Lighthouse's computeMedianRun);
//                                     default 3 with performance, 1 without
//   LIGHTHOUSE_JSON=path              also write the scores and failing audits as JSON
//   LIGHTHOUSE_REPORTS=dir            also write each page's full report (JSON) there: its median run's
//                                     (<page>.json) and every run's (<page>.run-N.json)
//   LIGHTHOUSE_BASE=http://localhost:3480   audit a server already running at the suite's clock instead of
//                                     starting one (`npm test` audits the server its browser step started)
//   CHROMIUM_PATH=/usr/bin/chromium
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { startAllInOne } from '@storefront/test-kit'
import { FULL_CHROMIUM } from '@storefront/test-kit/chromium'
import { FLOORS, lighthouseCategories } from './lighthouse-categories.ts'
import { LIGHTHOUSE_PAGES } from './lighthouse-pages.ts'
import { busiestProcesses } from './process-cpu.mjs'

const TBT_BUDGET_MS = 50
const CATEGORIES = lighthouseCategories()
const PERFORMANCE = CATEGORIES.includes('performance')
const PAGES = (process.env.LIGHTHOUSE_PAGES?.split(',') ?? LIGHTHOUSE_PAGES).map((p) => p.trim())
// The same fixed clock as the Playwright suite: every run sees the same prices and banners.
const NOW = process.env.STOREFRONT_NOW ?? '2026-11-22T12:00:00+08:00'
// Performance is measured on a shared machine: one run can catch another process's CPU burst, so
// each page runs several times and the median run (by FCP and TTI, as Lighthouse recommends) counts.
// The other categories read the page, not the clock: one run says it.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? (PERFORMANCE ? 3 : 1)))

/**
 * One line of what shared the CPU in the last two seconds: a blocking time that doubles says why here. Only
 * performance depends on the machine's load, so only a run that scores it samples the load.
 */
async function machineLoad() {
  const busy = (await busiestProcesses(2000)).filter((p) => p.cores >= 0.05)
  const total = busy.reduce((sum, p) => sum + p.cores, 0)
  return (
    `${total.toFixed(2)} cores busy` +
    (busy.length
      ? ` (${busy
          .slice(0, 5)
          .map((p) => `${p.name} ${p.pid}: ${p.cores.toFixed(2)}`)
          .join(', ')})`
      : '')
  )
}

const started = Date.now()
if (PERFORMANCE) console.log(`[lighthouse] before the server starts: ${await machineLoad()}`)
const server = process.env.LIGHTHOUSE_BASE
  ? { base: process.env.LIGHTHOUSE_BASE, stop: async () => {} }
  : await startAllInOne({ now: NOW })

/**
 * Lanes auditing side by side, each a process with a Chromium of its own (Lighthouse runs one audit at a time in a
 * process). An audit mostly waits for the page to go quiet, so the categories that read the page take three pages at
 * a time; performance, which the machine's load moves, one page at a time.
 */
const IN_LANE = Boolean(process.env.LIGHTHOUSE_LANE)
const LANES = PERFORMANCE || IN_LANE ? 1 : Math.min(3, PAGES.length)
/** What moved in a run's layout shifts, biggest first: Lighthouse's `layout-shifts` audit names each element. */
const shiftedElements = (lhr) =>
  (lhr.audits['layout-shifts']?.details?.items ?? [])
    .map((item) => `${item.node?.selector ?? item.node?.snippet ?? 'an element'} (${item.score.toFixed(3)})`)
    .join(', ')

/** Per page: `{ page, scores: { [category]: 0–100 }, fcp, lcp, tbt, cls, runs }` (the metrics with performance). */
const rows = []
const failures = []

const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: FULL_CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  })

/** One Lighthouse run of `url` in the Chromium on `port`. */
const audit = (port, url, categories) =>
  lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories })

/** Audits `page` in the Chromium on `port`; adds its row and any failure. */
async function auditPage(port, page) {
  /** Audits `url` into `runs` until it holds `wanted` valid runs, giving up after twice as many tries. */
  const auditUntilValid = async (url, runs, wanted) => {
    for (let tries = 0; tries < 2 * RUNS && filterToValidRuns(runs).length < wanted; tries++)
      runs.push((await audit(port, url, CATEGORIES)).lhr)
  }
  const performanceOf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)
  const url = server.base + page
  // Warm the server's render cache and the OS file cache: the audit measures the page, not a cold start.
  await fetch(url).then((r) => r.arrayBuffer())
  if (PERFORMANCE) console.log(`[lighthouse] ${page}: before its runs, ${await machineLoad()}`)
  // A run that lost its page (no FCP or TTI: a load that timed out on a busy machine) is run again,
  // up to RUNS more times; the median is taken over the valid runs.
  const runs = []
  await auditUntilValid(url, runs, RUNS)
  let valid = filterToValidRuns(runs)
  let lhr = valid.length ? computeMedianRun(valid) : runs[0]
  // A page whose median run is under the performance budget gets as many runs again, and the median of
  // all of them counts: one burst of another process moves a median of three on two cores, a page that
  // regressed stays under with six (docs/performance.md#lighthouse).
  if (PERFORMANCE && performanceOf(lhr) < FLOORS.performance) {
    console.log(
      `[lighthouse] ${page}: median run ${performanceOf(lhr)} under ${FLOORS.performance}; ` +
        `${RUNS} more runs (${await machineLoad()})`,
    )
    await auditUntilValid(url, runs, valid.length + RUNS)
    valid = filterToValidRuns(runs)
    lhr = valid.length ? computeMedianRun(valid) : runs[0]
  }
  if (process.env.LIGHTHOUSE_REPORTS) {
    // The median run's report, and every run's: a budget missed in one run of several is read in that run.
    const stem = path.join(process.env.LIGHTHOUSE_REPORTS, page.replace(/\W+/g, '_') || 'root')
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true })
    fs.writeFileSync(`${stem}.json`, JSON.stringify(lhr))
    runs.forEach((run, i) => fs.writeFileSync(`${stem}.run-${i + 1}.json`, JSON.stringify(run)))
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]))
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0
  const row = { page, scores, runs: valid.length }
  if (PERFORMANCE) {
    Object.assign(row, {
      fcp: Math.round(metric('first-contentful-paint')),
      lcp: Math.round(metric('largest-contentful-paint')),
      tbt: Math.round(metric('total-blocking-time')),
      cls: metric('cumulative-layout-shift'),
    })
  }
  rows.push(row)
  for (const id of CATEGORIES) {
    if (scores[id] >= FLOORS[id]) continue
    const audits = lhr.categories[id].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => `${a.id} (${a.score})${a.displayValue ? `: ${a.displayValue}` : ''}`)
    failures.push(`${page} ${id} ${scores[id]} < ${FLOORS[id]}: ${audits.join('; ') || '(see the report)'}`)
  }
  if (PERFORMANCE && row.tbt > TBT_BUDGET_MS) failures.push(`${page} total blocking time ${row.tbt} ms`)
  if (PERFORMANCE && row.cls > 0)
    failures.push(
      `${page} cumulative layout shift ${row.cls.toFixed(3)}: ${shiftedElements(lhr) || '(see the report)'}`,
    )
  console.log(
    `[lighthouse] ${page}: ${Object.entries(scores)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  )
}

/** Audits PAGES one after another in one Chromium. */
async function auditInOneChromium() {
  const chrome = await launchChromium()
  try {
    // One audit thrown away first: a fresh Chromium's first page pays for its own start (font and code
    // caches), which would otherwise land on whichever page comes first.
    if (PERFORMANCE) await audit(chrome.port, server.base + PAGES[0], ['performance'])
    for (const page of PAGES) await auditPage(chrome.port, page)
  } finally {
    await chrome.kill()
  }
}

/** Deals PAGES to LANES copies of this script against the same server and gathers their rows and failures. */
async function auditInLanes() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-lanes-'))
  try {
    const lanes = Array.from({ length: LANES }, (_, lane) => ({
      pages: PAGES.filter((_, i) => i % LANES === lane),
      json: path.join(dir, `lane-${lane}.json`),
    }))
    const exits = lanes.map(
      ({ pages, json }) =>
        new Promise((resolve) =>
          fork(fileURLToPath(import.meta.url), [], {
            env: {
              ...process.env,
              LIGHTHOUSE_LANE: '1',
              LIGHTHOUSE_BASE: server.base,
              LIGHTHOUSE_PAGES: pages.join(','),
              LIGHTHOUSE_JSON: json,
            },
          }).once('exit', resolve),
        ),
    )
    await Promise.all(exits)
    for (const { pages, json } of lanes) {
      if (!fs.existsSync(json)) {
        failures.push(`${pages.join(', ')}: the audit ended without a result (see its output above)`)
        continue
      }
      const lane = JSON.parse(fs.readFileSync(json, 'utf8'))
      rows.push(...lane.rows)
      failures.push(...lane.failures)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

try {
  if (LANES > 1) await auditInLanes()
  else await auditInOneChromium()
  rows.sort((a, b) => PAGES.indexOf(a.page) - PAGES.indexOf(b.page))
} finally {
  await server.stop()
}

async function printTable() {
  const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'SEO' }
  const metricHeaders = PERFORMANCE ? ['FCP ms', 'LCP ms', 'TBT ms', 'CLS'] : []
  const headers = ['page', ...CATEGORIES.map((id) => SHORT[id]), ...metricHeaders, 'runs']
  const cells = rows.map((r) => [
    r.page,
    ...CATEGORIES.map((id) => r.scores[id]),
    ...(PERFORMANCE ? [r.fcp, r.lcp, r.tbt, r.cls.toFixed(3)] : []),
    r.runs,
  ])
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => String(r[i]).length)))
  const line = (row) =>
    row.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')
  console.log(
    `\n## Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `mobile preset, Chromium, loopback, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs or more`} ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  )
  console.log(line(headers))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of cells) console.log(line(r))
}

if (process.env.LIGHTHOUSE_JSON)
  fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify({ rows, failures }, null, 2))
// A lane's rows and failures are told by the script that started it (auditInLanes), in one table.
if (!IN_LANE) {
  await printTable()
  if (failures.length) {
    const budgets = CATEGORIES.map((id) => `${id} ≥ ${FLOORS[id]}`)
    if (PERFORMANCE) budgets.push(`TBT ≤ ${TBT_BUDGET_MS} ms, CLS 0`)
    console.log(`\nUnder the budgets (${budgets.join(', ')}):`)
    for (const f of failures) console.log(`  ${f}`)
    process.exitCode = 1
  }
}
