import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { DEFAULT_MAIL_FROM, loadConfig } from './config'
import { t } from './i18n'
import {
  createMailDelivery,
  defaultRetryDelayMs,
  mailDeliveryFor,
  redactSmtpUrl,
  type MailDelivery,
  type MailDeliveryOptions,
} from './mail-delivery'
import { describeEachDriver, expectOk, outboxFor, TestClient, testApp, uniqueEmail } from './test/harness'
import { TestSmtpServer } from '@storefront/test-kit/smtp'

describe('defaults', () => {
  it('back off from 30 s, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 12].map(defaultRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ])
  })

  it('hide the SMTP password in logs', () => {
    expect(redactSmtpUrl('smtps://mailer:p%40ss@smtp.example.com:465')).toBe('smtps://mailer:***@smtp.example.com:465')
    expect(redactSmtpUrl('smtp://smtp.example.com:25')).toBe('smtp://smtp.example.com:25')
  })
})

describeEachDriver('mail delivery', (s) => {
  let smtp: TestSmtpServer
  const workers: MailDelivery[] = []

  beforeAll(async () => {
    smtp = await TestSmtpServer.start()
  })
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop()
    smtp.reject = undefined
  })
  afterAll(async () => {
    await smtp.stop()
  })

  /** An app whose queued mails kick a worker sending to `url` on the app's (test) clock. */
  function setup(options: Partial<MailDeliveryOptions> & { url?: string } = {}) {
    const { url, ...rest } = options
    const { app, clock } = testApp(s.db.storage, { onMailQueued: () => worker.kick() })
    const worker = createMailDelivery({
      storage: s.db.storage,
      smtpUrl: url ?? smtp.url,
      from: DEFAULT_MAIL_FROM,
      now: clock.now,
      pollIntervalMs: 3_600_000, // only kicks and explicit flushes, unless a test says otherwise
      ...rest,
    })
    workers.push(worker)
    return { app, clock, worker, api: new TestClient(app) }
  }

  const rowOf = async (to: string) => {
    const { rows } = await s.db.storage.query<{
      attempts: number
      sent_at: Date | null
      failed_at: Date | null
      last_error: string | null
    }>('SELECT attempts, sent_at, failed_at, last_error FROM outbox WHERE to_email = $1', [to])
    expect(rows).toHaveLength(1)
    return rows[0] as NonNullable<(typeof rows)[0]>
  }

  it('sends newsletter mails with a one-click List-Unsubscribe (RFC 8058) that works', async () => {
    const { api, worker } = setup()
    const email = uniqueEmail('news')
    expectOk(await api.post('/account/user/subscribe/create', { email, region: 'us' }))
    const [mail] = await smtp.waitFor(email)
    await worker.flush()
    const header = mail?.headers['list-unsubscribe'] ?? ''
    expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/us\/newsletter\/unsubscribe\?token=[^>]+>$/)
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail?.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/us\/newsletter\?unsubscribe=/)
    // The mail client's one-click POST.
    const url = new URL(header.slice(1, -1))
    const response = await api.app.request(url.pathname + url.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await response.json()).toMatchObject({ code: API_CODE.SUCCESS, data: { unsubscribed: true } })
    const { rows } = await s.db.storage.query('SELECT 1 FROM subscriptions WHERE email = $1', [email])
    expect(rows).toEqual([])
  })

  it('sends a registration code over SMTP right after the request, without waiting for a poll', async () => {
    const { api, worker } = setup()
    const email = uniqueEmail('smtp')
    expectOk(await api.post('/account/user/code/send', { email, purpose: 'register' }))

    const [mail] = await smtp.waitFor(email)
    await worker.flush()
    // Sent: the outbox row keeps the mail with its code blanked.
    const [queued] = await outboxFor(api, email)
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    expect(queued?.meta).toEqual({})
    expect(mail?.rcptTo).toEqual([email])
    expect(mail?.mailFrom).toBe('no-reply@mechaform-robotics.com')
    expect(mail?.user).toBe(smtp.credentials.user) // logged in with the URL's (percent-encoded) credentials
    expect(mail?.headers['to']).toBe(email)
    expect(mail?.headers['from']).toBe('Mechaform Robotics <no-reply@mechaform-robotics.com>')
    expect(mail?.headers['subject']).toBe('Your sign-up code')
    expect(mail?.headers['subject']).toBe(queued?.subject)
    expect(mail?.headers['content-language']).toBe('en-US')
    expect(mail?.headers['auto-submitted']).toBe('auto-generated')
    expect(mail?.headers['message-id']).toBe(`<${queued?.id}@mechaform-robotics.com>`)
    expect(mail?.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/)
    expect(mail?.text.replace(code, '[removed]')).toBe(queued?.body)
    expect(mail?.headers['list-unsubscribe']).toBeUndefined()

    expect(await outboxFor(api, email)).toMatchObject([{ status: 'sent', attempts: 1, lastError: null, lang: 'en-US' }])
    expect(smtp.to(email)).toHaveLength(1)
  })

  it('sends in the language of the request (encoded subject, Content-Language)', async () => {
    const { app, worker } = setup()
    const email = uniqueEmail('smtp-cn')
    expectOk(
      await new TestClient(app, { set: 'cn', lang: 'cn' }).post('/account/user/code/send', {
        email,
        purpose: 'register',
      }),
    )
    const [mail] = await smtp.waitFor(email)
    expect(mail?.headers['content-language']).toBe('zh-CN')
    expect(mail?.headers['subject']).toBe(t('zh-CN', 'mail:registerCodeSubject'))
    expect(mail?.text).toMatch(/\d{6}/)
    await worker.flush()
  })

  it('sends form confirmations once their transaction has committed', async () => {
    const { api } = setup()
    const email = uniqueEmail('smtp-form')
    const answer = expectOk(
      await api.post<{ id: string }>('/forms/wholesale-application', {
        firstName: 'A',
        lastName: 'B',
        email,
        country: 'US',
        company: 'Toys Inc',
        businessType: 'retailer',
      }),
    )
    const [mail] = await smtp.waitFor(email)
    expect(mail?.headers['subject']).toBe('We received your wholesale account application')
    expect(mail?.text).toContain(answer.data.id)
  })

  it('answers the request while the SMTP server is still silent, and keeps the message for a retry', async () => {
    // This server never greets: the send can only end when the test hangs up, so an answer that
    // arrives before that did not wait for SMTP.
    const silent = await silentServer()
    let hungUp = false
    try {
      const { api, worker } = setup({ url: `smtp://127.0.0.1:${silent.port}` })
      const email = uniqueEmail('slow')
      expectOk(await api.post('/account/user/subscribe/create', { email }))
      await silent.connected
      // Claimed and being sent right now, after the answer.
      expect(await rowOf(email)).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, last_error: null })
      await silent.close()
      hungUp = true
      await worker.flush()
      const row = await rowOf(email)
      expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null })
      expect(row.last_error).toMatch(/closed|ECONNRESET/i)
    } finally {
      if (!hungUp) await silent.close()
    }
  })

  it('never fails a request because of the delivery hook', async () => {
    const errors: unknown[] = []
    const { app } = testApp(s.db.storage, {
      onMailQueued: () => {
        throw new Error('hook broke')
      },
      onError: (error) => errors.push(error),
    })
    const email = uniqueEmail('hook')
    expectOk(await new TestClient(app).post('/account/user/subscribe/create', { email }))
    expect(errors).toEqual([new Error('hook broke')])
    expect(await rowOf(email)).toMatchObject({ attempts: 0, sent_at: null })
  })

  it('keeps a refused message queued with the error, backs off, then delivers it exactly once', async () => {
    const { api, clock, worker } = setup()
    const email = uniqueEmail('refused')
    smtp.reject = { code: 451, message: '4.3.0 Mailbox busy, try again later' }
    expectOk(await api.post('/account/user/subscribe/create', { email }))
    await worker.flush()
    expect(smtp.to(email)).toEqual([])
    const [failed] = await outboxFor(api, email)
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, sentAt: null })
    expect(failed?.lastError).toContain('451')
    const page = await (await api.app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).text()
    expect(page).toContain('queued, retrying (attempt 1: ')

    // Before the backoff has passed nothing is tried, even with the server back.
    smtp.reject = undefined
    clock.advance(29)
    await worker.flush()
    expect((await rowOf(email)).attempts).toBe(1)
    expect(smtp.to(email)).toEqual([])

    clock.advance(2)
    await worker.flush()
    expect(await smtp.waitFor(email)).toHaveLength(1)
    expect(await rowOf(email)).toMatchObject({ attempts: 2, failed_at: null, last_error: null })
    expect((await rowOf(email)).sent_at).toBeInstanceOf(Date)

    // A delivered row is never sent again.
    clock.advance(86_400)
    await worker.flush()
    await worker.flush()
    expect(smtp.to(email)).toHaveLength(1)
    expect((await rowOf(email)).attempts).toBe(2)
    expect(await (await api.app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).text()).toContain(
      '>sent</span>',
    )
  })

  it('keeps messages while the SMTP server is down and delivers them when it is back', async () => {
    const down = await TestSmtpServer.start()
    const port = down.port
    await down.stop()
    const { api, clock, worker } = setup({ url: down.url })
    const email = uniqueEmail('down')
    expectOk(await api.post('/account/user/subscribe/create', { email }))
    await worker.flush()
    const row = await rowOf(email)
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null })
    expect(row.last_error).toMatch(/ECONNREFUSED/)

    const back = await TestSmtpServer.start({ port })
    try {
      clock.advance(30)
      await worker.flush()
      expect(await back.waitFor(email)).toHaveLength(1)
      expect(await rowOf(email)).toMatchObject({ attempts: 2, last_error: null })
    } finally {
      await back.stop()
    }
  })

  it('gives up after the last attempt: failed, with the error, and never tried again', async () => {
    const { api, clock, worker } = setup({ maxAttempts: 2 })
    const email = uniqueEmail('bounce')
    smtp.reject = { code: 550, message: '5.1.1 No such user' }
    expectOk(await api.post('/account/user/subscribe/create', { email }))
    await worker.flush()
    clock.advance(defaultRetryDelayMs(1) / 1000)
    await worker.flush()
    const [message] = await outboxFor(api, email)
    expect(message).toMatchObject({ status: 'failed', attempts: 2 })
    expect(message?.lastError).toContain('550')
    const page = await (await api.app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).text()
    expect(page).toContain('failed: ')

    smtp.reject = undefined
    clock.advance(7 * 86_400)
    await worker.flush()
    expect(smtp.to(email)).toEqual([])
    expect((await rowOf(email)).attempts).toBe(2)
  })

  it('sends nothing without SMTP_URL; a worker started later (a restart) sends what waited, and polls', async () => {
    expect(mailDeliveryFor(loadConfig({}).mail, s.db.storage)).toBeUndefined()
    // What main.ts builds from loadConfig() when SMTP_URL is unset: an app with no delivery hook.
    const { app, clock } = testApp(s.db.storage)
    const api = new TestClient(app)
    const before = uniqueEmail('waiting')
    expectOk(await api.post('/account/user/subscribe/create', { email: before }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await outboxFor(api, before)).toMatchObject([{ status: 'queued', attempts: 0, lastError: null }])
    expect(smtp.to(before)).toEqual([])

    const worker = mailDeliveryFor(loadConfig({ SMTP_URL: smtp.url }).mail, s.db.storage, {
      now: clock.now,
      pollIntervalMs: 25,
    })
    if (!worker) throw new Error('SMTP_URL set but no worker')
    workers.push(worker)
    worker.start()
    expect(await smtp.waitFor(before)).toHaveLength(1)

    // Queued with no kick at all (this app has no hook): the poll finds it.
    const later = uniqueEmail('polled')
    expectOk(await api.post('/account/user/subscribe/create', { email: later }))
    expect(await smtp.waitFor(later)).toHaveLength(1)
    await worker.flush()
    expect(await outboxFor(api, later)).toMatchObject([{ status: 'sent', attempts: 1 }])
  })

  it('sends oldest first, and two workers competing send each message exactly once', async () => {
    const { app, clock } = testApp(s.db.storage)
    const api = new TestClient(app)
    const tag = uniqueEmail('batch').split('@')[0] ?? 'batch'
    const first = Array.from({ length: 4 }, (_, i) => `${tag}.a${i}@example.com`)
    for (const email of first) expectOk(await api.post('/account/user/subscribe/create', { email }))
    const one = createMailDelivery({
      storage: s.db.storage,
      smtpUrl: smtp.url,
      from: DEFAULT_MAIL_FROM,
      now: clock.now,
      batchSize: 3,
    })
    workers.push(one)
    await one.flush()
    const order = smtp.received.map((mail) => mail.rcptTo[0]).filter((to) => first.includes(to ?? ''))
    expect(order).toEqual(first)

    const second = Array.from({ length: 9 }, (_, i) => `${tag}.b${i}@example.com`)
    for (const email of second) expectOk(await api.post('/account/user/subscribe/create', { email }))
    const other = createMailDelivery({
      storage: s.db.storage,
      smtpUrl: smtp.url,
      from: DEFAULT_MAIL_FROM,
      now: clock.now,
      batchSize: 2,
    })
    workers.push(other)
    await Promise.all([one.flush(), other.flush(), one.flush(), other.flush()])
    for (const email of [...first, ...second]) {
      expect(smtp.to(email)).toHaveLength(1)
      expect((await rowOf(email)).attempts).toBe(1)
    }
  })

  it.runIf(s.driver === 'pg')(
    'skips a row another replica is claiming instead of waiting for it (SKIP LOCKED)',
    async () => {
      const { app, clock } = testApp(s.db.storage)
      const api = new TestClient(app)
      const locked = uniqueEmail('locked')
      const free = uniqueEmail('free')
      expectOk(await api.post('/account/user/subscribe/create', { email: locked }))
      expectOk(await api.post('/account/user/subscribe/create', { email: free }))
      const worker = createMailDelivery({
        storage: s.db.storage,
        smtpUrl: smtp.url,
        from: DEFAULT_MAIL_FROM,
        now: clock.now,
      })
      workers.push(worker)
      await s.db.storage.transaction(async (tx) => {
        // Another replica's claim in progress holds this row's lock.
        await tx.query('SELECT seq FROM outbox WHERE to_email = $1 FOR UPDATE', [locked])
        let timer: ReturnType<typeof setTimeout> | undefined
        const waited = await Promise.race([
          worker.flush().then(() => false),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), 3000))),
        ])
        clearTimeout(timer)
        expect(waited, 'the worker blocked on a locked row').toBe(false)
      })
      expect(smtp.to(free)).toHaveLength(1)
      expect(smtp.to(locked)).toEqual([])
      await worker.flush()
      expect(smtp.to(locked)).toHaveLength(1)
    },
  )

  it('leaves a row another worker claimed alone until its lease ends (a crash mid-send)', async () => {
    const { api, clock, worker } = setup()
    const email = uniqueEmail('lease')
    // A row as a worker leaves it after claiming it and dying before the send was recorded.
    await s.db.storage.query(
      `INSERT INTO outbox (id, to_email, subject, body, kind, created_at, attempts, next_attempt_at)
       VALUES ($1, $2, 'Hello', 'Body', 'subscribe', $3, 1, $4)`,
      [`lease-${email}`, email, clock.now(), new Date(clock.now().getTime() + 5 * 60_000)],
    )
    await worker.flush()
    expect(smtp.to(email)).toEqual([])
    clock.advance(5 * 60 + 1)
    await worker.flush()
    expect(await smtp.waitFor(email)).toHaveLength(1)
    expect((await outboxFor(api, email))[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('stops cleanly: no sends after stop, the rows stay queued for the next start', async () => {
    const { api, worker } = setup()
    await worker.stop()
    const email = uniqueEmail('stopped')
    expectOk(await api.post('/account/user/subscribe/create', { email }))
    worker.kick()
    worker.start()
    await worker.flush()
    expect(await rowOf(email)).toMatchObject({ attempts: 0, sent_at: null })
    expect(smtp.to(email)).toEqual([])
  })
})

/** A TCP server that accepts and never says a word (an SMTP server in trouble). */
async function silentServer(): Promise<{ port: number; connected: Promise<void>; close(): Promise<void> }> {
  const sockets: Socket[] = []
  let connected!: () => void
  const first = new Promise<void>((resolve) => (connected = resolve))
  const server: Server = createServer((socket) => {
    sockets.push(socket)
    connected()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connected: first,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
