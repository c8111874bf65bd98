import http from 'node:http'
import { rawRequest } from '../servers'
import { accountCall, solvedAltcha, type CallResult } from './account-calls'

// The three attacks of launch day (docs/security.md#launch-day), each bounded in count and time, each sending to
// loopback only. They run in a process of their own (attack-process.ts), so the honest shoppers' timings, taken
// in the test's process, are not those of the attacker's event loop.

export interface AttackPlan {
  /** The account service and the us storefront (loopback). */
  api: string
  app: string
  /** The attacks stop starting requests this many ms after they began. */
  durationMs: number
  loginFlood: {
    /** Each address sends one password login for an unknown address, no ALTCHA, every `periodMs`. */
    from: string[]
    periodMs: number
  }
  signUps: {
    /** `count` newsletter sign-ups for `local+<n>@domain`, sent round-robin from `from`, `concurrency` at a time. */
    mailboxes: { local: string; domain: string; count: number; from: string[] }[]
    concurrency: number
  }
  junkQueries: {
    /** `GET /us/products?sort=<junk>` (and `availability`), a new value each, over `connections` sockets. */
    connections: number
    perSecond: number
    maxRequests: number
  }
}

/** How many answers of each kind: an envelope code, an HTTP status, or `error` (no answer). */
export type Tally = Record<string, number>

export interface AttackReport {
  loginFlood: { sent: number; answers: Tally }
  signUps: { sent: number; answers: Tally; typed: string[] }
  junkQueries: { sent: number; statuses: Tally; renderCache: Tally; withoutNosniff: number }
}

/** No request of an attack waits longer for its answer: the run stays bounded however slow the servers get. */
const REQUEST_TIMEOUT_MS = 10_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const count = (tally: Tally, key: string) => (tally[key] = (tally[key] ?? 0) + 1)
const answerOf = (result: CallResult | undefined) =>
  result === undefined ? 'error' : String(result.code ?? `http ${result.status}`)

/** Password logins for addresses that have no account, from many clients, each under the per-client rate. */
async function loginFlood(plan: AttackPlan, until: number): Promise<AttackReport['loginFlood']> {
  const { from, periodMs } = plan.loginFlood
  const agent = new http.Agent({ keepAlive: true, maxSockets: from.length })
  const answers: Tally = {}
  let sent = 0
  await Promise.all(
    from.map(async (address, a) => {
      for (let n = 0; Date.now() < until; n++) {
        const started = Date.now()
        sent++
        const body = { email: `nobody.${a}.${n}@flood.example.net`, password: `guess-${n}-2026` }
        const result = await accountCall(plan.api, '/account/user/login/pwd', {
          from: address,
          body,
          agent,
          timeoutMs: REQUEST_TIMEOUT_MS,
        }).catch(() => undefined)
        count(answers, answerOf(result))
        await sleep(Math.min(started + periodMs, until) - Date.now())
      }
    }),
  )
  agent.destroy()
  return { sent, answers }
}

/** Newsletter sign-ups for plus-tag variants of a few mailboxes, each with a solved ALTCHA (the attacker pays it). */
async function signUps(plan: AttackPlan, until: number): Promise<AttackReport['signUps']> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.signUps.concurrency })
  const jobs = plan.signUps.mailboxes.flatMap(({ local, domain, count: n, from }) =>
    Array.from({ length: n }, (_, i) => ({ email: `${local}+${i}@${domain}`, from: from[i % from.length]! })),
  )
  const answers: Tally = {}
  let sent = 0
  let next = 0
  const worker = async () => {
    while (next < jobs.length && Date.now() < until) {
      const { email, from } = jobs[next++]!
      sent++
      const result = await solvedAltcha(plan.api, from, { agent, timeoutMs: REQUEST_TIMEOUT_MS })
        .then((altcha) =>
          accountCall(plan.api, '/account/user/subscribe/create', {
            from,
            body: { email, region: 'us', altcha },
            agent,
            timeoutMs: REQUEST_TIMEOUT_MS,
          }),
        )
        .catch(() => undefined)
      count(answers, answerOf(result))
    }
  }
  await Promise.all(Array.from({ length: plan.signUps.concurrency }, worker))
  agent.destroy()
  return { sent, answers, typed: jobs.map((job) => job.email) }
}

/** Product list URLs with query values the routing rules do not know, a new one each, at a paced rate. */
async function junkQueries(plan: AttackPlan, until: number): Promise<AttackReport['junkQueries']> {
  const { connections, perSecond, maxRequests } = plan.junkQueries
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const statuses: Tally = {}
  const renderCache: Tally = {}
  let withoutNosniff = 0
  let sent = 0
  const started = Date.now()
  const worker = async (w: number) => {
    for (let n = w; Date.now() < until && sent < maxRequests; n += connections) {
      // Request n leaves no earlier than n / perSecond after the start: the pace, whatever the answers' speed.
      await sleep(started + (n * 1000) / perSecond - Date.now())
      if (Date.now() >= until) break
      sent++
      const name = n % 2 === 0 ? 'sort' : 'availability'
      const res = await rawRequest(plan.app, {
        path: `/us/products?${name}=zz${n.toString(36)}${Math.random().toString(36).slice(2, 8)}`,
        agent,
        timeoutMs: REQUEST_TIMEOUT_MS,
      }).catch(() => undefined)
      count(statuses, res ? String(res.status) : 'error')
      if (res) count(renderCache, String(res.headers['x-render-cache'] ?? 'none'))
      if (res && res.headers['x-content-type-options'] !== 'nosniff') withoutNosniff++
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)))
  agent.destroy()
  return { sent, statuses, renderCache, withoutNosniff }
}

/** All three at once, for `plan.durationMs`. */
export async function runAttacks(plan: AttackPlan): Promise<AttackReport> {
  const until = Date.now() + plan.durationMs
  const [flood, signUpsReport, junk] = await Promise.all([
    loginFlood(plan, until),
    signUps(plan, until),
    junkQueries(plan, until),
  ])
  return { loginFlood: flood, signUps: signUpsReport, junkQueries: junk }
}
