import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, inject } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { DRIVERS, solveAltcha, throwawaySchema, type Driver } from './test/harness'
import { residentMemory, startService, type ServiceProcess } from './test/service-process'

// A launch: 50 password logins at once (right and wrong passwords, known and unknown addresses) against the real
// process at its default hashing cost and budget. Its peak resident memory must fit the pod (docs/security.md
// "Password hashing"; deploy/k8s/account-api.yaml gives it 512 MiB).

const RUSH = 50
const ACCOUNTS = 10
/** The target on PostgreSQL, start-up included. */
const PEAK_LIMIT_MIB = 400
/** What the rush may add on either driver: the default hashing budget (64 MiB) and as much again for the heap. */
const GROWTH_LIMIT_MIB = 128
const PASSWORD = 'launch-day-2026'

interface Envelope {
  code: number
  msg: string
  data: unknown
}

async function post(base: string, route: string, body: object): Promise<{ status: number; envelope: Envelope }> {
  const altcha = await solveAltcha((p) => fetch(`${base}/api/us${p}`))
  const response = await fetch(`${base}/api/us${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ ...body, altcha }),
  })
  return { status: response.status, envelope: (await response.json()) as Envelope }
}

async function register(base: string, email: string): Promise<void> {
  expect((await post(base, '/account/user/code/send', { email, purpose: 'register' })).envelope.code).toBe(
    API_CODE.SUCCESS,
  )
  const outbox = (await (await fetch(`${base}/api/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    data: { messages: { meta: Record<string, string> }[] }
  }
  const code = outbox.data.messages[0]?.meta['code'] ?? ''
  expect((await post(base, '/account/user/register/pwd', { email, password: PASSWORD, code })).envelope.code).toBe(
    API_CODE.SUCCESS,
  )
}

/** A database for one run of the service, and how to drop it. */
async function databaseFor(driver: Driver): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'account-api-rush-'))
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    return { env: { ACCOUNT_API_DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) }
  }
  const { url, drop } = await throwawaySchema('rush')
  return { env: { DATABASE_URL: url }, drop }
}

describe.each(DRIVERS)('a login rush on %s', { timeout: 180_000 }, (driver) => {
  let run: ServiceProcess | undefined
  let database: Awaited<ReturnType<typeof databaseFor>> | undefined
  afterAll(async () => {
    run?.child.kill('SIGTERM')
    await run?.exited
    await database?.drop()
  })

  it(`answers ${RUSH} password logins at once with envelopes, within the memory budget`, async () => {
    database = await databaseFor(driver)
    run = startService({
      ...database.env,
      ACCOUNT_API_PORT: '0',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      ALTCHA_MAX_NUMBER: '1000',
      // What is judged here is memory and envelopes. How long a request may wait for PostgreSQL is the database
      // faults' subject: on a machine other suites keep busy, the default 2 s wait for a pooled connection would
      // answer 5030 for the machine, not the service.
      DATABASE_DEADLINE_MS: '30000',
    })
    const base = await run.listening
    const pid = run.child.pid ?? 0
    const tag = randomBytes(3).toString('hex')
    const known = Array.from({ length: ACCOUNTS }, (_, i) => `rush.${tag}.${i}@example.com`)
    for (const email of known) await register(base, email)

    // Right and wrong passwords for known accounts (one wrong each: no lockout or proof of work in play),
    // and unknown addresses, which are checked against a dummy hash.
    const logins = Array.from({ length: RUSH }, (_, i) => {
      const email = i < 2 * ACCOUNTS ? (known[i % ACCOUNTS] ?? '') : `nobody.${tag}.${i}@example.com`
      const right = i < ACCOUNTS
      return {
        email,
        password: right ? PASSWORD : 'wrong-password-1',
        expected: right ? API_CODE.SUCCESS : API_CODE.WRONG_CREDENTIALS,
      }
    })
    // Solved before the rush, so the requests really arrive together.
    const bodies = await Promise.all(
      logins.map(async (login) => ({
        email: login.email,
        password: login.password,
        altcha: await solveAltcha((p) => fetch(`${base}/api/us${p}`)),
      })),
    )
    const before = await residentMemory(pid)
    const started = performance.now()
    const answers = await Promise.all(
      bodies.map(async (body) => {
        const response = await fetch(`${base}/api/us/account/user/login/pwd`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify(body),
        })
        return { status: response.status, envelope: (await response.json()) as Envelope }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const after = await residentMemory(pid)
    const codes = answers.map((answer) => answer.envelope.code)
    const memory = `RSS before ${before.nowMiB.toFixed(0)} MiB, peak ${after.peakMiB.toFixed(0)} MiB`
    const summary = `${RUSH} logins in ${seconds.toFixed(2)} s; ${memory} (start-up included)`
    console.log(`[login rush, ${driver}] ${summary}; codes ${JSON.stringify(countBy(codes))}`)

    for (const [i, answer] of answers.entries()) {
      expect(Object.keys(answer.envelope).sort()).toEqual(['code', 'data', 'msg'])
      expect(answer.envelope.msg).not.toBe('')
      // 4012 is the budget's answer to a hash that waited too long: allowed, never a 5xx.
      expect([logins[i]?.expected, API_CODE.TOO_MANY_REQUESTS]).toContain(answer.envelope.code)
    }
    expect(codes.filter((code) => code === API_CODE.SUCCESS).length).toBeGreaterThan(0)
    // PGlite keeps the whole database in the process (~430 MiB before any request here): only its growth counts.
    if (driver === 'pg') expect(after.peakMiB).toBeLessThanOrEqual(PEAK_LIMIT_MIB)
    expect(after.peakMiB - before.nowMiB).toBeLessThanOrEqual(GROWTH_LIMIT_MIB)
    // The process is still there and answering.
    expect((await fetch(`${base}/health`)).status).toBe(200)
  })
})

const countBy = (values: number[]) =>
  values.reduce<Record<number, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {})
