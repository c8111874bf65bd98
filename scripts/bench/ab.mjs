// Two builds of one app, A against B: both production servers up at once, then pairs of short wrk slices, one build
// then the other (in turn first), each slice's CPU read from the server's /proc/<pid>/stat. The machine's speed
// moves from second to second (docs/performance.md#cpu-per-request); in pairs of 1 s slices it weighs on both builds
// alike, where turns of whole runs measured the machine as much as the change. Prints each build's CPU per request
// over all its slices, the ratio B/A and in how many pairs B cost less. Loopback only; nothing is built. Keep a
// build with `cp -r apps/us/dist apps/us/dist-before` (in the app's folder, where the server finds the app's vike;
// `dist-*` is ignored like `dist`), change and build, then:
//
//   npx tsx scripts/bench/ab.mjs apps/us/dist-before apps/us/dist                 # /us/flagship-megatron, uncached
//   AB_URL=/us AB_CACHE=on AB_ROUNDS=30 npx tsx scripts/bench/ab.mjs apps/us/dist-before apps/us/dist
//
// Settings: AB_URL (default the us product page), AB_CACHE (`off`, the render cache off; `on`), AB_ROUNDS (20 pairs),
// AB_SLICE (1 s), AB_CONNECTIONS (50).
import fs from 'node:fs'
import path from 'node:path'
import { startAppServer } from './app-server.mjs'
import { cpuMs } from './process-cpu.mjs'
import { wrk } from './wrk.mjs'

const [distA, distB] = process.argv.slice(2)
if (!distA || !distB) {
  console.error('usage: npx tsx scripts/bench/ab.mjs <dist A> <dist B>   (each inside apps/<app>/)')
  process.exit(2)
}
const url = process.env.AB_URL ?? '/us/flagship-megatron'
const cache = process.env.AB_CACHE ?? 'off'
const rounds = Number(process.env.AB_ROUNDS ?? 20)
const slice = Number(process.env.AB_SLICE ?? 1)
const connections = Number(process.env.AB_CONNECTIONS ?? 50)

/** The app folder a build lies in (the nearest folder above it with a package.json): the server runs there. */
function appFolderOf(dist) {
  let dir = path.dirname(path.resolve(dist))
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir)
  return dir
}

/** A build's production server; the same origins for both builds, so that their pages are the same bytes. */
async function start(dist) {
  const appDir = appFolderOf(dist)
  const origin = 'http://127.0.0.1'
  const env = { CN_ORIGIN: origin, US_ORIGIN: origin, EU_ORIGIN: origin, STOREFRONT_RENDER_CACHE: cache }
  const server = await startAppServer(appDir, { dist: path.relative(appDir, path.resolve(dist)), env })
  return { ...server, cpu: 0, requests: 0 }
}

/** One wrk slice against `server`: its CPU and requests added to the server's sums; its CPU per request. */
async function measure(server, seconds) {
  const before = cpuMs(server.child.pid)
  const { requests, errors } = await wrk(server.base, url, { connections, seconds })
  const cpu = cpuMs(server.child.pid) - before
  if (errors) throw new Error(`${errors} socket errors against ${server.base}${url}`)
  server.cpu += cpu
  server.requests += requests
  return cpu / requests
}

const servers = [await start(distA), await start(distB)]
try {
  for (const server of servers) await wrk(server.base, url, { connections, seconds: 3 }) // warm-up
  let lower = 0
  const ratios = []
  for (let i = 0; i < rounds; i++) {
    // A then B, then B then A: whatever the first slice of a pair leaves to the second (a warm cache, a busier
    // second) weighs on both builds alike.
    let a, b
    if (i % 2 === 0) {
      a = await measure(servers[0], slice)
      b = await measure(servers[1], slice)
    } else {
      b = await measure(servers[1], slice)
      a = await measure(servers[0], slice)
    }
    ratios.push((b / a).toFixed(3))
    if (b < a) lower++
  }
  const [a, b] = servers.map((server) => server.cpu / server.requests)
  console.log(`${url}, render cache ${cache}, ${rounds} pairs of ${slice} s at ${connections} connections`)
  console.log(`A ${distA}: ${a.toFixed(4)} ms CPU per request`)
  console.log(`B ${distB}: ${b.toFixed(4)} ms CPU per request`)
  console.log(`B/A ${(b / a).toFixed(3)}; B cost less in ${lower} of ${rounds} pairs (pairs: ${ratios.join(' ')})`)
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}
