import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { freePort } from '@storefront/test-kit'
import { solveAltcha, throwawaySchema } from './test/harness'
import { startService, type ServiceProcess } from './test/service-process'
import { TestSmtpServer } from '@storefront/test-kit/smtp'

// Notify me with two instances on one PostgreSQL (docs/rules/notify.md): both sweep at once, every second,
// and restart; each request is mailed exactly once at the SMTP server.

const REQUESTS = 8
const IN_STOCK = 'us:bumblebeeG1Performance,us:grimlockG1Flagship'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('notify me, two instances on one PostgreSQL', { timeout: 120_000 }, () => {
  const runs: ServiceProcess[] = []
  let smtp: TestSmtpServer | undefined
  let drop: (() => Promise<void>) | undefined
  afterAll(async () => {
    for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGTERM')
    await Promise.all(runs.map((run) => run.exited))
    await smtp?.stop()
    await drop?.()
  })

  it('mails each request once while both sweep and restart', async () => {
    const database = await throwawaySchema('notify')
    drop = database.drop
    smtp = await TestSmtpServer.start()
    const metricsPorts: number[] = []
    const start = async (extra: Record<string, string> = {}) => {
      const metricsPort = await freePort()
      metricsPorts.push(metricsPort)
      const run = startService({
        DATABASE_URL: database.url,
        ACCOUNT_API_PORT: '0',
        NODE_ENV: 'test',
        RATE_LIMIT_PER_MINUTE: '100000',
        ALTCHA_MAX_NUMBER: '1000',
        SMTP_URL: smtp?.url ?? '',
        NOTIFY_SWEEP_SECONDS: '1',
        METRICS_PORT: String(metricsPort),
        ...extra,
      })
      runs.push(run)
      return run
    }
    const stop = async (run: ServiceProcess) => {
      run.child.kill('SIGTERM')
      expect(await run.exited).toBe(0)
    }

    // The first deploy: the robots sold out (Bumblebee G1) and pre-sale (Grimlock). Requests only.
    const first = await start()
    const base = await first.listening
    const tag = randomBytes(3).toString('hex')
    const emails = Array.from({ length: REQUESTS }, (_, i) => `notify.${tag}.${i}@example.com`)
    for (const [i, email] of emails.entries()) {
      const body = {
        email,
        region: 'us',
        productKey: i % 2 ? 'grimlockG1Flagship' : 'bumblebeeG1Performance',
        altcha: await solveAltcha((p) => fetch(`${base}/api/us${p}`)),
      }
      const response = await fetch(`${base}/api/us/account/user/notify/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify(body),
      })
      expect(await response.json()).toMatchObject({ code: API_CODE.SUCCESS, data: { created: true } })
    }
    for (const email of emails) await smtp.waitFor(email, 1, 15_000)
    await sleep(1500)
    await stop(first)

    // The next deploy, twice at once: both sweep at start and every second.
    const [b, c] = [
      await start({ TEST_CATALOGUE_IN_STOCK: IN_STOCK }),
      await start({ TEST_CATALOGUE_IN_STOCK: IN_STOCK }),
    ]
    await Promise.all([b.listening, c.listening])
    for (const email of emails) await smtp.waitFor(email, 2, 30_000)
    // Sweeps go on; one instance restarts (the other keeps sweeping), then both stop and one more starts.
    await sleep(1500)
    await stop(c)
    const d = await start({ TEST_CATALOGUE_IN_STOCK: IN_STOCK })
    await d.listening
    await sleep(2500)
    const queuedBy = (run: ServiceProcess) =>
      [...run.output().matchAll(/"queued":(\d+),"msg":"notify me: notifications queued"/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      )
    const metrics = await Promise.all(
      [metricsPorts[1], metricsPorts[3]].map(async (port) =>
        (await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).match(
          /account_api_notify_mails_total\{kind="notification",service="account-api"\} (\d+)/,
        ),
      ),
    )
    await stop(b)
    await stop(d)

    for (const email of emails) {
      const subjects = smtp.to(email).map((mail) => mail.headers['subject'])
      expect(subjects, email).toHaveLength(2)
      expect(subjects[0]).toBe('We will let you know')
      expect(subjects[1]).toMatch(/^(Bumblebee G1 Performance|Grimlock G1 Flagship) is available now$/)
    }
    console.log(`[notify, two instances] queued by b ${queuedBy(b)}, c ${queuedBy(c)}, d ${queuedBy(d)}`)
    // The instances' own counts agree: logs of the three later starts, metrics of the two still running.
    expect(queuedBy(b) + queuedBy(c) + queuedBy(d)).toBe(REQUESTS)
    expect(queuedBy(first)).toBe(0)
    expect(metrics.reduce((sum, match) => sum + Number(match?.[1] ?? 0), 0)).toBe(queuedBy(b) + queuedBy(d))
  })
})
