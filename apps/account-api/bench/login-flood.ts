/**
 * Honest password logins under a flood (docs/security.md "Password hashing"): the real service (src/main.ts, its
 * default hashing cost, budget and limits) behind a trusted proxy on loopback; FLOOD_ADDRESSES client addresses,
 * each under RATE_LIMIT_PER_MINUTE, send password logins without a proof of work for unknown addresses, while
 * honest shoppers log in with their right password: half with a solved ALTCHA (solved beforehand, as the browser
 * does while the shopper types) from a new address, half without one from the address they signed up from. Prints
 * the honest success rate and latency, alone and under the flood, and what the flood was answered.
 * A figure of this machine and its load: a benchmark, not a test.
 *
 *   npx tsx bench/login-flood.ts [seconds=30] [floodAddresses=200]
 *   DATABASE_URL=postgres://… npx tsx bench/login-flood.ts   # on PostgreSQL (a schema of its own, dropped after)
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import { DEFAULT_SERVICE_CONFIG } from '../src/config'
import { startService } from '../src/test/service-process'

const SECONDS = Number(process.argv[2] ?? 30)
const FLOOD_ADDRESSES = Number(process.argv[3] ?? 200)
const SHOPPERS = 10
/** Honest logins while the flood runs, spread evenly over it. */
const HONEST_LOGINS = SECONDS * 4
const BASELINE_LOGINS = 20
const PASSWORD = 'launch-day-2026'
/** Each flood address stays just under the per-client limit. */
const FLOOD_INTERVAL_MS = 60_000 / (DEFAULT_SERVICE_CONFIG.rateLimitPerMinute - 1)

interface Envelope {
  code: number
}

const databaseUrl = process.env['DATABASE_URL']
const schema = `login_flood_${Date.now().toString(36)}`
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}
const dataDir = databaseUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'login-flood-'))
let inSchema = ''
if (databaseUrl) {
  await admin(`CREATE SCHEMA ${schema}`)
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  inSchema = url.href
}
const service = startService({
  ...(dataDir ? { ACCOUNT_API_DATA_DIR: dataDir } : { DATABASE_URL: inSchema }),
  ACCOUNT_API_PORT: '0',
  NODE_ENV: 'test',
  TRUST_PROXY: 'loopback',
})
const base = `${await service.listening}/api/us`

async function call(route: string, from: string, body?: object): Promise<{ code: number; ms: number }> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}${route}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(60_000),
    })
    return { code: ((await response.json()) as Envelope).code, ms: performance.now() - started }
  } catch {
    return { code: -1, ms: performance.now() - started }
  }
}

async function solved(): Promise<string> {
  const challenge = (await (await fetch(`${base}/altcha/challenge`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('ALTCHA challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

async function register(email: string, from: string): Promise<void> {
  await call('/account/user/code/send', from, { email, purpose: 'register', altcha: await solved() })
  const outbox = (await (await fetch(`${base.replace('/us', '/dev')}/outbox.json?to=${email}`)).json()) as {
    data: { messages: { meta: Record<string, string> }[] }
  }
  const code = outbox.data.messages[0]?.meta['code'] ?? ''
  const answer = await call('/account/user/register/pwd', from, {
    email,
    password: PASSWORD,
    code,
    altcha: await solved(),
  })
  if (answer.code !== 2000) throw new Error(`registering ${email}: ${answer.code}`)
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const tally = (codes: number[]) =>
  Object.entries(codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {}))
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ')

/** Honest login `i`: a shopper's right password, with a fresh ALTCHA from a new address or bare from home. */
async function prepareHonest(i: number, shoppers: { email: string; home: string }[]) {
  const shopper = shoppers[i % shoppers.length] ?? { email: '', home: '' }
  const proved = i % 2 === 0
  return {
    from: proved ? `203.0.113.${(i % 250) + 1}` : shopper.home,
    body: { email: shopper.email, password: PASSWORD, ...(proved ? { altcha: await solved() } : {}) },
    proved,
  }
}

function report(label: string, answers: { code: number; ms: number; proved: boolean }[]) {
  for (const [kind, group] of [
    ['all', answers],
    ['with ALTCHA', answers.filter((a) => a.proved)],
    ['known client', answers.filter((a) => !a.proved)],
  ] as const) {
    const ok = group.filter((a) => a.code === 2000).length
    const ms = group.map((a) => a.ms)
    const rate = ((100 * ok) / Math.max(1, group.length)).toFixed(1)
    console.log(
      `${label}, ${kind}: ${ok}/${group.length} succeeded (${rate} %), ` +
        `p50 ${(percentile(ms, 50) / 1000).toFixed(2)} s, p99 ${(percentile(ms, 99) / 1000).toFixed(2)} s` +
        (ok < group.length ? `; ${tally(group.map((a) => a.code))}` : ''),
    )
  }
}

try {
  const tag = Math.random().toString(36).slice(2, 8)
  const shoppers = Array.from({ length: SHOPPERS }, (_, i) => ({
    email: `shopper.${tag}.${i}@example.com`,
    home: `192.0.2.${i + 1}`,
  }))
  for (const shopper of shoppers) await register(shopper.email, shopper.home)

  const baseline = []
  for (let i = 0; i < BASELINE_LOGINS; i++) {
    const login = await prepareHonest(i, shoppers)
    baseline.push({ ...(await call('/account/user/login/pwd', login.from, login.body)), proved: login.proved })
  }
  report('no flood', baseline)

  const honestLogins = await Promise.all(Array.from({ length: HONEST_LOGINS }, (_, i) => prepareHonest(i, shoppers)))
  const floodCodes: number[] = []
  const until = performance.now() + SECONDS * 1000
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
  const flood = Array.from({ length: FLOOD_ADDRESSES }, async (_, a) => {
    const from = `198.18.${Math.floor(a / 250)}.${(a % 250) + 1}`
    await sleep(Math.random() * FLOOD_INTERVAL_MS)
    for (let n = 0; performance.now() < until; n++) {
      const started = performance.now()
      const email = `flood.${tag}.${a}.${n}@example.com`
      floodCodes.push((await call('/account/user/login/pwd', from, { email, password: `guess-${n}` })).code)
      await sleep(FLOOD_INTERVAL_MS - (performance.now() - started))
    }
  })
  // Let the flood build up before the first honest login.
  await sleep(2000)
  const spacing = ((SECONDS - 4) * 1000) / HONEST_LOGINS
  const honest = await Promise.all(
    honestLogins.map(async (login, i) => {
      await sleep(i * spacing)
      return { ...(await call('/account/user/login/pwd', login.from, login.body)), proved: login.proved }
    }),
  )
  await Promise.all(flood)
  report(`under a flood from ${FLOOD_ADDRESSES} addresses`, honest)
  console.log(`flood: ${floodCodes.length} logins in ${SECONDS} s: ${tally(floodCodes)}`)
} finally {
  service.child.kill('SIGTERM')
  await service.exited
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  if (databaseUrl) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
}
