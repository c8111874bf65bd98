// Floods of bad traffic against the production us app: unique unknown URLs (404), malformed URLs (400) and
// URLs of a region another app serves (301), each at FLOOD_CONNECTIONS connections with wrk (it never decodes
// bodies), next to the cached product page at the same load. While each flood runs, one client fetches the
// login page (an account screen: rendered every time) and the product page one after the other and records
// their latency. Prints req/s, the ratio to the cached page, the server's CPU per request (/proc/<pid>/stat)
// and the p99 of those pages; exits 1 when a flood is under FLOOR of the cached throughput or a p99 is over
// P99_MS (docs/performance.md#bad-traffic). Loopback only. Run after `turbo run build`, with tsx:
//
//   npx tsx scripts/bench/floods.mjs
//   FLOOD_DURATION=10 FLOOD_CONNECTIONS=100 FLOOD_JSON=/tmp/floods.json npx tsx scripts/bench/floods.mjs
//
// `measureFloods(base, pid)` is the same against a server already running, for scripts/bench/bench.mjs to call.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startAppServer } from './app-server.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk'
/** Targets: a flood reaches half the cached page's throughput; pages fetched during it keep p99 ≤ 100 ms. */
export const FLOOR = 0.5
export const P99_MS = 100

/** What is measured: the cached baseline, then one row per kind of bad traffic (`{n}`: unique per request). */
export const FLOODS = [
  { name: 'cached product', path: '/us/flagship-megatron', status: 200 },
  { name: 'unknown URLs (404)', path: '/us/no-such-page-{n}', status: 404 },
  { name: 'malformed URLs (400)', path: '/us/%zz-{n}', status: 400 },
  { name: 'sister-app URLs (301)', path: '/uk/flagship-megatron-{n}', status: 301 },
]
const PROBES = { login: '/us/login', product: '/us/flagship-megatron' }

/** wrk's script: a unique `{n}` per request and thread, and the count of each status across threads. */
const WRK_SCRIPT = `
local threads = {}
local next_id = 0
function setup(thread)
  next_id = next_id + 1
  thread:set("id", next_id)
  table.insert(threads, thread)
end
function init(args)
  pattern = args[1]
  n = 0
  statuses = {}
end
function request()
  n = n + 1
  local p = string.gsub(pattern, "{n}", id .. "-" .. n)
  return wrk.format("GET", p)
end
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end
  end
  local parts = {}
  for status, count in pairs(total) do table.insert(parts, '"' .. status .. '":' .. count) end
  io.write("STATUSES {" .. table.concat(parts, ",") .. "}\\n")
  io.write("REQUESTS " .. summary.requests .. " DURATION_US " .. summary.duration .. "\\n")
end
`

/** User + system CPU of a process in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // Fields 14 and 15 of stat (utime, stime), counted from the state (field 3) at index 0.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

/** Fetches the probe pages one after the other until `signal` aborts; their latencies in ms. */
async function probe(base, signal) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times = Object.fromEntries(Object.keys(PROBES).map((name) => [name, []]))
  const statuses = []
  const get = (p) =>
    new Promise((resolve, reject) => {
      const started = performance.now()
      http
        .get(`${base}${p}`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }))
        })
        .on('error', reject)
    })
  while (!signal.aborted) {
    for (const [name, p] of Object.entries(PROBES)) {
      const { ms, status } = await get(p)
      times[name].push(ms)
      statuses.push(status)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  agent.destroy()
  const p99 = Object.fromEntries(
    Object.entries(times).map(([name, list]) => [
      name,
      percentile(
        [...list].sort((a, b) => a - b),
        99,
      ),
    ]),
  )
  return { p99, samples: times.login.length, failed: statuses.filter((s) => s !== 200).length }
}

async function wrk(base, pattern, { duration, connections, threads }) {
  const script = path.join(os.tmpdir(), `floods-${process.pid}.lua`)
  fs.writeFileSync(script, WRK_SCRIPT)
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${duration}s`, '-s', script, base, pattern]
  const { stdout } = await promisify(execFile)(WRK, args, { maxBuffer: 1 << 20 })
  fs.rmSync(script, { force: true })
  const reqPerSec = Number(/Requests\/sec:\s*([\d.]+)/.exec(stdout)?.[1])
  const statuses = JSON.parse(/STATUSES (\{.*\})/.exec(stdout)?.[1] ?? '{}')
  const requests = Number(/REQUESTS (\d+)/.exec(stdout)?.[1])
  return { reqPerSec, statuses, requests }
}

/**
 * Each row of FLOODS against the server at `base` (process `pid`): req/s, ratio to the cached page, the
 * server's CPU per request, the answers' statuses, and the probe pages' p99 during it.
 */
export async function measureFloods(base, pid, options = {}) {
  const duration = options.duration ?? Number(process.env.FLOOD_DURATION ?? 10)
  const connections = options.connections ?? Number(process.env.FLOOD_CONNECTIONS ?? 100)
  const threads = options.threads ?? 2
  // The probe pages once compiled and rendered before anything is measured (the login page's first render is cold).
  const warm = new AbortController()
  setTimeout(() => warm.abort(), 1000)
  await probe(base, warm.signal)
  const rows = []
  for (const flood of FLOODS) {
    // A short warm-up of the same traffic: the not-found page of the region rendered and kept, code compiled.
    await wrk(base, flood.path, { duration: 1, connections: 10, threads: 1 })
    const stop = new AbortController()
    const probing = probe(base, stop.signal)
    const cpuBefore = cpuMs(pid)
    const load = await wrk(base, flood.path, { duration, connections, threads })
    const cpu = cpuMs(pid) - cpuBefore
    stop.abort()
    const probes = await probing
    rows.push({ ...flood, ...load, cpuMsPerRequest: cpu / load.requests, probes })
  }
  const cached = rows[0].reqPerSec
  for (const row of rows) row.ratio = row.reqPerSec / cached
  return rows
}

/** The targets each flood row misses (none for the cached row's throughput, which is the yardstick). */
export function floodMisses(rows) {
  const misses = []
  for (const row of rows) {
    if (row.status !== 200 && row.ratio < FLOOR)
      misses.push(`${row.name}: ${row.ratio.toFixed(2)} of cached < ${FLOOR}`)
    const wrong = Object.keys(row.statuses).filter((status) => Number(status) !== row.status)
    if (wrong.length) misses.push(`${row.name}: answered ${JSON.stringify(row.statuses)}, expected ${row.status}`)
    for (const [page, p99] of Object.entries(row.probes.p99))
      if (!(p99 <= P99_MS)) misses.push(`${row.name}: ${page} p99 ${p99.toFixed(1)} ms > ${P99_MS}`)
    if (row.probes.failed) misses.push(`${row.name}: ${row.probes.failed} probe pages were not 200`)
  }
  return misses
}

export function printFloods(rows) {
  const header = '| traffic | req/s | vs cached | CPU ms/req | statuses | login p99 ms | product p99 ms |'
  console.log(`${header}\n| --- | --- | --- | --- | --- | --- | --- |`)
  for (const row of rows) {
    const statuses = Object.entries(row.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    console.log(
      `| ${row.name} \`${row.path}\` | ${Math.round(row.reqPerSec)} | ${row.ratio.toFixed(2)} | ` +
        `${row.cpuMsPerRequest.toFixed(3)} | ${statuses} | ${row.probes.p99.login.toFixed(1)} | ` +
        `${row.probes.p99.product.toFixed(1)} |`,
    )
  }
}

/** The production us app as its image runs it, every app's origin this loopback server. */
const startUsApp = () => startAppServer(path.join(repo, 'apps/us'))

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startUsApp()
  let misses
  try {
    console.log(
      `load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} CPUs)`,
    )
    const rows = await measureFloods(server.base, server.child.pid)
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    printFloods(rows)
    if (process.env.FLOOD_JSON) fs.writeFileSync(process.env.FLOOD_JSON, JSON.stringify(rows, null, 2))
    misses = floodMisses(rows)
  } finally {
    await server.stop()
  }
  for (const miss of misses) console.error(`MISSED ${miss}`)
  process.exitCode = misses.length ? 1 : 0
}
