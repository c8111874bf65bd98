/**
 * `pnpm rehearse -- --region de --at 2026-12-07T16:55:00+01:00 [--minutes 5] [--scale 4] [--stack | --url <base>]`:
 * a launch rehearsal (docs/releasing.md#launch-rehearsal). Starts the system "as at" `--at` (the built all-in-one
 * server, STOREFRONT_NOW, a new account database, mail to a local SMTP sink; with `--stack` the compose stack on
 * podman, its nginx cache in front: scripts/stack/stack.ts) or uses a running one (`--url`, with `--host` for its
 * Host header), replays a launch's traffic (mix.ts) from `--scale` shoppers at once for `--minutes`,
 * then prints each endpoint's figures against the targets of docs/releasing.md and writes a report (Markdown and an
 * SVG chart) into `--out`. Loopback only; bounded by `--minutes` and `--max-requests`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isRegionId, REGION_APP, REGION_IDS, REGION_LOCALE, type RegionId } from '@storefront/region-config'
import { altchaSolution, freePort, repoRoot, startAllInOne, type AllInOne, type Challenge } from '@storefront/test-kit'
import { TestSmtpServer } from '@storefront/test-kit/smtp'
import { PROXY } from '../stack/http'
import { BASE, buildImages, container, ORDER, SMTP_PORT, startStack, stopStack, waitReady } from '../stack/stack'
import { mixOf, nextRequest, notifyTargetsOf, type Endpoint, type PlannedRequest } from './mix'
import { renderMarkdown, renderSvg, renderTerminal } from './report'
import { figuresOf, judge, targetsFromMarkdown, type Sample } from './slo'

const usage =
  'usage: pnpm rehearse -- --region <id> --at <ISO instant with offset> [--minutes 5] [--scale 4] [--url <base>] ' +
  '[--stack] [--host <Host header>] [--port <p>] [--smtp-port <p>] [--containers a,b] [--max-requests N] ' +
  '[--out <dir>] [--no-build]'
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    region: { type: 'string', default: 'de' },
    at: { type: 'string' },
    minutes: { type: 'string', default: '5' },
    scale: { type: 'string', default: '4' },
    url: { type: 'string' },
    stack: { type: 'boolean', default: false },
    host: { type: 'string' },
    port: { type: 'string' },
    'smtp-port': { type: 'string' },
    containers: { type: 'string' },
    'max-requests': { type: 'string' },
    out: { type: 'string', default: path.join(repoRoot, 'rehearsals') },
    'no-build': { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
  },
})

function fail(message: string): never {
  console.error(`${message}\n${usage}`)
  process.exit(1)
}
if (!isRegionId(values.region)) fail(`"${values.region}" is not a region: one of ${REGION_IDS.join(', ')}`)
const region: RegionId = values.region
if (!values.at || !INSTANT.test(values.at) || Number.isNaN(Date.parse(values.at)))
  fail('--at takes an ISO instant with its offset, such as 2026-12-07T16:55:00+01:00')
const at = values.at
const minutes = Number(values.minutes)
const scale = Number(values.scale)
if (!(minutes > 0 && minutes <= 30)) fail('--minutes is between 0 and 30')
if (!(Number.isInteger(scale) && scale >= 1 && scale <= 64)) fail('--scale is a whole number from 1 to 64')
// Bounded in count as well as in time: each shopper keeps to 50 requests a second on average, so the run lasts its
// minutes; --max-requests ends it sooner.
const PER_SHOPPER_PER_SECOND = 50
const maxRequests = Number(values['max-requests'] ?? Math.round(scale * minutes * 60 * PER_SHOPPER_PER_SECOND))
if (values.url && values.stack) fail('--stack starts the stack; --url uses a running one: one of them')
if (values.url) {
  const { hostname } = new URL(values.url)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
    fail('--url must be on loopback (127.0.0.1 or localhost)')
}

const targets = targetsFromMarkdown(fs.readFileSync(path.join(repoRoot, 'docs/releasing.md'), 'utf8'))
const outDir = path.resolve(values.out, `${region}-${new Date().toISOString().replace(/[:.]/g, '-')}`)
fs.mkdirSync(outDir, { recursive: true })
const machine = `${os.cpus().length} cores, load ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} (1/5/15 min) at start`

// Every mail the system sends goes here (the started system; a running one when its SMTP_URL points here).
const smtpPort = values['smtp-port'] ? Number(values['smtp-port']) : values.stack ? SMTP_PORT : await freePort()
const smtp = await TestSmtpServer.start({ port: smtpPort })
let server: AllInOne | null = null
let logFd: number | null = null
/** The shoppers all come from loopback: the per-client limits would refuse them as one client. The smallest proof
 * of work: what the server pays to check it does not depend on its size. */
const RELAXED = { RATE_LIMIT_PER_MINUTE: '100000', LOOKUPS_PER_HOUR: '100000', ALTCHA_MAX_NUMBER: '1000' }
const stopAll = async () => {
  await server?.stop()
  if (values.stack && !process.env['STACK_KEEP']) stopStack()
  await smtp.stop()
}
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)))

if (values.stack) {
  if (!values['no-build']) {
    console.log('building the images of the stack (podman)…')
    for (const built of buildImages()) console.log(`  ${built.image}: ${built.seconds} s`)
  }
  console.log(`starting the stack as at ${at}…`)
  startStack(
    { SMTP_URL: smtp.url, NODE_IMAGE: BASE, STOREFRONT_ENV: 'pre-production', STOREFRONT_NOW: at },
    { accountApi: RELAXED },
  )
  await waitReady()
} else if (!values.url) {
  if (!values['no-build']) {
    console.log('building the apps (turbo; cached when nothing changed)…')
    const build = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/turbo'),
      ['run', 'build', '--output-logs=errors-only'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    )
    if (build.status !== 0) fail('the build failed')
  }
  logFd = fs.openSync(path.join(outDir, 'servers.log'), 'a')
  console.log(`starting the all-in-one server as at ${at}…`)
  server = await startAllInOne({
    now: at,
    ...(values.port ? { port: Number(values.port) } : {}),
    stdio: logFd,
    timeoutMs: 300_000,
    env: { SMTP_URL: smtp.url, ...RELAXED },
  })
}
const base = values.stack
  ? `http://127.0.0.1:${PROXY}`
  : (values.url?.replace(/\/+$/, '') ?? `http://127.0.0.1:${server!.port}`)
// The stack's nginx serves each app by its host name.
const hostHeader = values.host ?? (values.stack ? `${REGION_APP[region]}.localhost:${PROXY}` : new URL(base).host)
const containers = values.stack ? ORDER.map(container) : (values.containers?.split(',') ?? [])
const apiBase = `/api/${REGION_APP[region]}`
const agent = new http.Agent({ keepAlive: true, maxSockets: scale * 2 })

interface Answer {
  status: number
  ms: number
  cache?: string
  code?: number
  data?: unknown
}

/** One request on loopback, its body read whole; status 0 when no answer came within 30 s. */
function send(method: 'GET' | 'POST', target: string, body?: unknown): Promise<Answer> {
  const started = performance.now()
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve) => {
    const url = new URL(target, base)
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          Host: hostHeader,
          'Accept-Language': REGION_LOCALE[region],
          region,
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const ms = performance.now() - started
          const cacheHeader = res.headers['x-cache-status'] ?? res.headers['x-render-cache']
          const answer: Answer = { status: res.statusCode ?? 0, ms }
          if (typeof cacheHeader === 'string') answer.cache = cacheHeader
          if (String(res.headers['content-type']).includes('json')) {
            try {
              const envelope = JSON.parse(Buffer.concat(chunks).toString()) as { code?: number; data?: unknown }
              if (typeof envelope.code === 'number') answer.code = envelope.code
              answer.data = envelope.data
            } catch {
              // not an envelope: the status says enough
            }
          }
          resolve(answer)
        })
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    if (payload) req.write(payload)
    req.end()
  })
}

async function altcha(): Promise<string> {
  const res = await fetch(`${base}${apiBase}/altcha/challenge`, { headers: { Host: hostHeader } })
  return altchaSolution((await res.json()) as Challenge)
}

/** The code of the newest mail to `email` (the SMTP sink), or null after 15 s. */
async function codeFor(email: string): Promise<string | null> {
  try {
    const [mail] = (await smtp.waitFor(email, 1, 15_000)).slice(-1)
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? null
  } catch {
    return null
  }
}

let serial = 0
const address = (tag: string) => `rehearsal-${tag}-${process.pid}-${++serial}@example.com`
const PASSWORD = 'Rehearsal-password-2026'

/** A sign-up as the storefront makes it: a code by mail, then the password with the code. */
async function signUp(email: string, record: (a: Answer) => void): Promise<boolean> {
  const sent = await send('POST', `${apiBase}/account/user/code/send`, {
    email,
    purpose: 'register',
    altcha: await altcha(),
  })
  record(sent)
  if (sent.code !== 2000) return false
  codesSent++
  const code = await codeFor(email)
  if (!code) return false
  const made = await send('POST', `${apiBase}/account/user/register/pwd`, {
    email,
    password: PASSWORD,
    code,
    region,
    altcha: await altcha(),
  })
  record(made)
  return made.code === 2000
}

let codesSent = 0
const samples: Sample[] = []
let startedAt = 0
const recorder = (endpoint: Endpoint, sentAt: number) => (a: Answer) => {
  samples.push({
    endpoint,
    at: sentAt - startedAt,
    ms: a.ms,
    status: a.status,
    ...(a.code === undefined ? {} : { code: a.code }),
    ...(a.cache === undefined ? {} : { cache: a.cache }),
  })
}

// Shoppers with accounts (logins) and the one account the attack guesses at.
console.log('making the accounts the logins use…')
const shoppers = Array.from({ length: Math.min(scale, 8) }, () => address('shopper'))
const victim = address('victim')
const noRecord = () => {}
const made = await Promise.all([...shoppers, victim].map((email) => signUp(email, noRecord)))
if (!made.every(Boolean)) console.warn('some accounts could not be made: their logins will fail (see servers.log)')
codesSent = 0
const mailsBefore = smtp.received.length

const notifyTargets = notifyTargetsOf(region, Date.parse(at))
async function perform(plan: PlannedRequest, record: (a: Answer) => void, n: number): Promise<void> {
  switch (plan.endpoint) {
    case 'page':
    case 'ad-click':
    case 'not-found':
    case 'junk-query':
      return record(await send('GET', plan.path))
    case 'login':
      return record(
        await send('POST', `${apiBase}/account/user/login/pwd`, {
          email: shoppers[n % shoppers.length],
          password: PASSWORD,
        }),
      )
    case 'attack-login':
      return record(await send('POST', `${apiBase}/account/user/login/pwd`, { email: victim, password: `guess-${n}` }))
    case 'sign-up':
      await signUp(address('new'), record)
      return
    case 'newsletter':
      return record(
        await send('POST', `${apiBase}/account/user/subscribe/create`, {
          email: address('news'),
          region,
          // The marketing tick, as the storefront's form sends it when the shopper ticks it.
          optIn: true,
          altcha: await altcha(),
        }),
      )
    case 'notify-me':
      if (notifyTargets.length === 0) return
      return record(
        await send('POST', `${apiBase}/account/user/notify/create`, {
          email: address('notify'),
          region,
          ...notifyTargets[n % notifyTargets.length]!,
          altcha: await altcha(),
        }),
      )
  }
}

// Resident memory of the started servers (their process group), sampled as the run goes.
const rssMiB: Record<string, number> = {}
function sampleRss(): void {
  const group = server?.child.pid
  if (!group) return
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
      if (!rss || !cmd.includes('.ts')) continue
      // Named by where it runs and what: a tsx launcher and the server it starts share a name, and the peak is kept.
      const where = path.relative(repoRoot, fs.readlinkSync(`/proc/${pid}/cwd`)) || '.'
      const script = cmd.split(' ').findLast((arg) => arg.endsWith('.ts'))
      const name = `${where} ${script ? path.basename(script) : `pid ${pid}`}`
      const mib = Math.round(Number(rss) / 1024)
      rssMiB[name] = Math.max(rssMiB[name] ?? 0, mib)
    } catch {
      // gone meanwhile
    }
  }
}

console.log(`replaying ${minutes} min of launch traffic from ${scale} shoppers at once against ${base}…`)
const mix = mixOf(region, Date.parse(at), Number(values.seed))
startedAt = performance.now()
const deadline = startedAt + minutes * 60_000
let sent = 0
const rssTimer = setInterval(sampleRss, 5000)
sampleRss()
const progress = setInterval(() => {
  const s = (performance.now() - startedAt) / 1000
  console.log(`  ${Math.round(s)} s: ${samples.length} answers, ${(samples.length / s).toFixed(1)}/s`)
}, 30_000)
await Promise.all(
  Array.from({ length: scale }, async () => {
    for (let mine = 0; performance.now() < deadline && sent < maxRequests; mine++) {
      // Ahead of its pace: wait until the shopper's average is back within it.
      const due = startedAt + (mine / PER_SHOPPER_PER_SECOND) * 1000
      if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()))
      const n = ++sent
      const plan = nextRequest(mix)
      await perform(plan, recorder(plan.endpoint, performance.now()), n)
    }
  }),
)
clearInterval(progress)
clearInterval(rssTimer)
const seconds = (performance.now() - startedAt) / 1000
// The outbox sends in the background: a few seconds for the last mails.
await new Promise((r) => setTimeout(r, 5000))
const mailsSent = smtp.received.length - mailsBefore

/** Restarts and OOM kills: the supervisor's lines (started here), or the containers' own counts (`--containers`). */
function restartsAndOom(): { restarts: number | null; oomKills: number | null; notes: string[] } {
  if (server) {
    const log = fs.readFileSync(path.join(outDir, 'servers.log'), 'utf8')
    const restarts = (log.match(/exited \([^)]*\); restarting/g) ?? []).length
    return {
      restarts,
      oomKills: null,
      notes: [
        'OOM kills: not known for local processes; peak memory below, the account service with its embedded ' +
          'database (PGlite), which a deployment keeps in PostgreSQL',
      ],
    }
  }
  if (containers.length === 0)
    return { restarts: null, oomKills: null, notes: ['restarts and OOM kills: not known (no --containers)'] }
  let restarts = 0
  let oomKills = 0
  const engine = spawnSync('docker', ['--version']).status === 0 ? 'docker' : 'podman'
  for (const name of containers) {
    const r = spawnSync(engine, ['inspect', '-f', '{{.RestartCount}} {{.State.OOMKilled}}', name], {
      encoding: 'utf8',
    })
    const [count, oom] = r.stdout.trim().split(' ')
    restarts += Number(count) || 0
    oomKills += oom === 'true' ? 1 : 0
  }
  return { restarts, oomKills, notes: [] }
}
const health = restartsAndOom()
const figures = figuresOf(samples, seconds)
const verdicts = judge(figures, targets, {
  restarts: health.restarts,
  oomKills: health.oomKills,
  mailsSent,
  mailsExpected: codesSent,
})
console.log(`\n${renderTerminal(figures, verdicts)}`)
fs.writeFileSync(path.join(outDir, 'chart.svg'), renderSvg(samples, seconds, `Launch rehearsal ${region} at ${at}`))
fs.writeFileSync(
  path.join(outDir, 'report.md'),
  renderMarkdown(
    {
      region,
      at,
      ranAt: new Date().toISOString(),
      seconds,
      scale,
      target: values.stack
        ? `the compose stack started for it, through its nginx cache (Host: ${hostHeader})`
        : values.url
          ? `${base} (Host: ${hostHeader})`
          : 'the all-in-one server started for it',
      machine,
      rssMiB,
      mailsSent,
      notes: [
        ...health.notes,
        `${samples.length} answers; ${maxRequests} at most; the storefront's clock stays at ${at} for the whole run`,
      ],
    },
    figures,
    verdicts,
    'chart.svg',
  ),
)
console.log(`\nreport: ${path.join(outDir, 'report.md')}`)
if (logFd !== null) fs.closeSync(logFd)
agent.destroy()
await stopAll()
process.exit(verdicts.every((v) => v.pass) ? 0 : 1)
