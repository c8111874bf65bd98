import { afterAll, describe, expect, it } from 'vitest'
import { openPgliteStorage } from '@storefront/account-api'
import { pool, rawRequest, solveAltcha, startAccountApi, type Running } from './servers'

/**
 * Nothing acknowledged is lost: accounts (register by e-mail code) and newsletter subscriptions are
 * written concurrently while the account service is stopped (SIGTERM, mid-load) and started again
 * on the same PGlite folder. Every write the service acknowledged (code 2000) must be there after
 * the restart; writes refused while it was down are simply retried by the client, as a browser would.
 */
const ACCOUNTS = 40
const SUBSCRIPTIONS = 80

const post = async (api: Running, path: string, body: unknown) => {
  const res = await rawRequest(api.base, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    envelope: JSON.parse(res.body || '{}') as { code?: number; data?: Record<string, unknown> },
  }
}

describe('account service restart under load', () => {
  let api: Running & { dataDir: string }
  afterAll(async () => {
    await api?.stop()
  })

  it(`keeps ${ACCOUNTS} accounts and ${SUBSCRIPTIONS} subscriptions acknowledged around a restart`, async () => {
    api = await startAccountApi()
    const { dataDir, port } = api
    const run = Date.now().toString(36)
    const acknowledged = { accounts: new Set<string>(), subscriptions: new Set<string>() }
    let restarting: Promise<void> | null = null

    /** Retries while the service is down (connection refused) or restarting. */
    const withRetry = async <T>(fn: () => Promise<T>): Promise<T> => {
      for (let attempt = 0; ; attempt++) {
        try {
          if (restarting) await restarting
          return await fn()
        } catch (error) {
          if (attempt > 100) throw error
          await new Promise((r) => setTimeout(r, 100))
        }
      }
    }

    const register = (i: number) => async () => {
      const email = `soak-${run}-${i}@example.com`
      await withRetry(async () => {
        const sent = await post(api, '/api/us/account/user/code/send', {
          email,
          purpose: 'register',
          altcha: await solveAltcha(api.base, 'us'),
        })
        if (sent.envelope.code !== 2000) throw new Error(`code/send ${JSON.stringify(sent.envelope)}`)
        const outbox = JSON.parse(
          (await rawRequest(api.base, { path: `/api/dev/outbox.json?to=${encodeURIComponent(email)}` })).body,
        ) as { data: { messages: { text?: string; body?: string; subject?: string }[] } }
        const text = JSON.stringify(outbox.data.messages[0] ?? {})
        const code = /\b(\d{6})\b/.exec(text)?.[1]
        if (!code) throw new Error(`no code for ${email}: ${text.slice(0, 200)}`)
        const done = await post(api, '/api/us/account/user/register_or_login', { email, code })
        if (done.envelope.code !== 2000) throw new Error(`register ${JSON.stringify(done.envelope)}`)
      })
      acknowledged.accounts.add(email)
    }
    const subscribe = (i: number) => async () => {
      const email = `news-${run}-${i}@example.com`
      await withRetry(async () => {
        const res = await post(api, '/api/us/account/user/subscribe/create', {
          email,
          region: 'us',
          altcha: await solveAltcha(api.base, 'us'),
        })
        if (res.envelope.code !== 2000) throw new Error(`subscribe ${JSON.stringify(res.envelope)}`)
      })
      acknowledged.subscriptions.add(email)
    }

    const tasks = [
      ...Array.from({ length: ACCOUNTS }, (_, i) => register(i)),
      ...Array.from({ length: SUBSCRIPTIONS }, (_, i) => subscribe(i)),
    ]
    tasks.sort((a, b) => (tasks.indexOf(a) % 3) - (tasks.indexOf(b) % 3))
    const load = pool(tasks, 8)
    // Part-way (a third of the writes acknowledged, whatever the machine's speed): stop the service
    // (SIGTERM) and start it again on the same data folder and port.
    const third = Math.floor((ACCOUNTS + SUBSCRIPTIONS) / 3)
    while (acknowledged.accounts.size + acknowledged.subscriptions.size < third)
      await new Promise((r) => setTimeout(r, 5))
    let beforeStop = 0
    restarting = (async () => {
      beforeStop = acknowledged.accounts.size + acknowledged.subscriptions.size
      await api.stop('SIGTERM')
      api = await startAccountApi(dataDir, port)
    })()
    await restarting
    restarting = null
    await load
    // The stop really came mid-load: some writes were acknowledged before it, some after.
    expect(beforeStop).toBeGreaterThan(0)
    expect(beforeStop).toBeLessThan(ACCOUNTS + SUBSCRIPTIONS)

    expect(acknowledged.accounts.size).toBe(ACCOUNTS)
    expect(acknowledged.subscriptions.size).toBe(SUBSCRIPTIONS)
    // After the restart every acknowledged account exists (a login code can be sent: no 4021
    // "no account"). A repeated subscription answers the same whether or not it exists (no address
    // enumeration), so the subscriptions are read from the service's data folder once it has stopped.
    const missing: string[] = []
    await pool(
      [...acknowledged.accounts].map((email) => async () => {
        const res = await post(api, '/api/us/account/user/code/send', {
          email,
          purpose: 'login',
          altcha: await solveAltcha(api.base, 'us'),
        })
        if (res.envelope.code !== 2000) missing.push(`account ${email}: ${JSON.stringify(res.envelope)}`)
      }),
      8,
    )
    await api.stop('SIGTERM')
    const storage = await openPgliteStorage(dataDir)
    try {
      const { rows } = await storage.query<{ email: string }>('SELECT email FROM subscriptions WHERE email LIKE $1', [
        `news-${run}-%`,
      ])
      const stored = new Set(rows.map((row) => row.email))
      for (const email of acknowledged.subscriptions) if (!stored.has(email)) missing.push(`subscription ${email}`)
    } finally {
      await storage.close()
    }
    expect(missing).toEqual([])
  })
})
