import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, inject } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { freePort } from '@storefront/test-kit'
import { TestSmtpServer } from '@storefront/test-kit/smtp'
import { solveAltcha } from './test/harness'
import { startService } from './test/service-process'

describe('main.ts', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('refuses a bad environment, naming the variable', async () => {
    const run = startService({ ACCOUNT_API_PORT: 'eighty' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('ACCOUNT_API_PORT')
  })

  it('serves over HTTP on PGlite and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'account-api-main-'))
    dirs.push(dataDir)
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    const run = startService({ ACCOUNT_API_PORT: '0', ACCOUNT_API_DATA_DIR: dataDir, NODE_ENV: 'test' })
    const base = await run.listening
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)

    const health = await fetch(`${base}/api/health`)
    expect(await health.json()).toEqual({ code: API_CODE.SUCCESS, msg: '成功', data: { status: 'ok' } })
    // The socket address is the client IP; the per-IP limit works over real HTTP too.
    const subscribe = await fetch(`${base}/api/us/account/user/subscribe/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({
        email: 'main@example.com',
        altcha: await solveAltcha((route) => fetch(`${base}/api/us${route}`)),
      }),
    })
    expect(await subscribe.json()).toMatchObject({ code: API_CODE.SUCCESS, data: { created: true } })

    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(run.output()).toMatch(/"signal":"SIGTERM".*"msg":"shutting down/)
  })

  it('waits for PostgreSQL up to DATABASE_WAIT_SECONDS, saying so, then exits naming the deadline', async () => {
    const closed = await freePort()
    const run = startService({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/x`, DATABASE_WAIT_SECONDS: '3' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toMatch(/waiting for the database, PostgreSQL \(DATABASE_URL\): not reachable yet/)
    expect(run.output()).toContain('the database did not answer within 3 s')
  })

  it('refuses NODE_ENV=production without its production settings, naming them', async () => {
    const run = startService({ NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1:5432/test' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('these are not set: PUBLIC_BASE_URL, SMTP_URL')
  })

  it('refuses NODE_ENV=production with TRUST_PROXY as a hop count', async () => {
    const run = startService({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      PUBLIC_BASE_URL: 'https://www.example.com',
      SMTP_URL: 'smtp://127.0.0.1:25',
      TRUST_PROXY: '1',
    })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('TRUST_PROXY=1 is a hop count')
  })

  it('logs JSON lines with request ids, answers /ready and serves metrics on METRICS_PORT', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'account-api-main-'))
    dirs.push(dataDir)
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    const metricsPort = 3890 + Math.floor(Math.random() * 10)
    const env = { ACCOUNT_API_PORT: '0', ACCOUNT_API_DATA_DIR: dataDir, NODE_ENV: 'test' }
    const run = startService({ ...env, METRICS_PORT: String(metricsPort) })
    const base = await run.listening
    expect((await fetch(`${base}/ready`)).status).toBe(200)
    const login = await fetch(`${base}/api/eu/account/user/login/pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Secret-pass-9' }),
    })
    expect(login.headers.get('x-request-id')).toBe('req-42')
    expect((await fetch(`${base}/health`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    expect(metrics).toContain('account_api_logins_total{outcome="wrong_credentials",service="account-api"} 1')
    expect(metrics).toContain(
      'account_api_http_requests_total{route="/api/{set}/account/user/login/pwd",status="401",code="4010"',
    )
    expect(metrics).toContain('nodejs_eventloop_lag_seconds')
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    const lines = run
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.find((line) => line['reqId'] === 'req-42')).toMatchObject({
      name: 'account-api',
      route: '/api/eu/account/user/login/pwd',
      set: 'eu',
      status: 401,
      apiCode: API_CODE.WRONG_CREDENTIALS,
    })
    expect(run.output()).not.toContain('Secret-pass-9')
  })

  it('sends nothing without SMTP_URL; with it, sends what waited since the last run and new mail at once', async () => {
    const smtp = await TestSmtpServer.start()
    try {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'account-api-main-'))
      dirs.push(dataDir)
      await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
      const env = { ACCOUNT_API_PORT: '0', ACCOUNT_API_DATA_DIR: dataDir, NODE_ENV: 'test' }
      const post = async (base: string, route: string, body: object) =>
        fetch(`${base}/api/us${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({ ...body, altcha: await solveAltcha((path) => fetch(`${base}/api/us${path}`)) }),
        }).then((response) => response.json())
      const outbox = async (base: string, to: string) =>
        (
          (await (await fetch(`${base}/api/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
            data: { messages: { status: string; attempts: number; meta: Record<string, string>; body: string }[] }
          }
        ).data.messages

      // 1. No SMTP_URL: the confirmation is only queued, and no attempt is made.
      const first = startService(env)
      const firstBase = await first.listening
      expect(await post(firstBase, '/account/user/subscribe/create', { email: 'waiting@example.com' })).toMatchObject({
        code: API_CODE.SUCCESS,
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await outbox(firstBase, 'waiting@example.com')).toMatchObject([{ status: 'queued', attempts: 0 }])
      expect(first.output()).toContain('e-mail: outbox only (SMTP_URL unset)')
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      expect(smtp.received).toEqual([])

      // 2. Restarted with SMTP_URL: the waiting message goes out at start, a new one right away.
      const second = startService({
        ...env,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Mechaform Accounts <accounts@mechaform-robotics.com>',
      })
      const base = await second.listening
      const [waited] = await smtp.waitFor('waiting@example.com', 1, 15_000)
      expect(waited?.headers['from']).toBe('Mechaform Accounts <accounts@mechaform-robotics.com>')
      expect(waited?.headers['subject']).toBe("You're subscribed")
      expect(
        await post(base, '/account/user/code/send', { email: 'new@example.com', purpose: 'register' }),
      ).toMatchObject({ code: API_CODE.SUCCESS })
      const [mail] = await smtp.waitFor('new@example.com', 1, 15_000)
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
      expect(code).toBeDefined()
      // Once sent, the outbox keeps no copy of the live code (the worker records the send just after it).
      await expect
        .poll(async () => (await outbox(base, 'new@example.com'))[0]?.status, { timeout: 15_000 })
        .toBe('sent')
      const [sent] = await outbox(base, 'new@example.com')
      expect(sent).toMatchObject({ status: 'sent', meta: {} })
      expect(JSON.stringify(sent)).not.toContain(code)
      expect(await outbox(base, 'waiting@example.com')).toMatchObject([{ status: 'sent', attempts: 1 }])
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
      expect(second.output()).toContain(`e-mail: SMTP via smtp://mailer:***@127.0.0.1:${smtp.port}`)
      expect(second.output()).not.toContain(encodeURIComponent(smtp.credentials.pass))
      expect(smtp.received).toHaveLength(2)
    } finally {
      await smtp.stop()
    }
  })
})
