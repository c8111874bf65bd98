import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, inject } from 'vitest'
import { CAMPAIGN_WINDOWS } from '@storefront/region-config'
import { solveAltcha, type OutboxEntry } from './test/harness'
import { startService } from './test/service-process'

/** The de Christmas sale's page goes live at this instant (region-config's campaign windows). */
const CHRISTMAS = Date.parse(CAMPAIGN_WINDOWS['christmas-sale'].start)
const LEAD_MS = 20_000

describe('STOREFRONT_NOW: the real process at another instant', { timeout: 120_000 }, () => {
  let dataDir = ''
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('starts just before a page goes live and mails its notify-me once the instant passes', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'account-api-now-'))
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    const startsAt = new Date(CHRISTMAS - LEAD_MS).toISOString()
    const run = startService({
      ACCOUNT_API_PORT: '0',
      ACCOUNT_API_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      STOREFRONT_NOW: startsAt,
      NOTIFY_SWEEP_SECONDS: '1',
    })
    try {
      const base = await run.listening
      const api = `${base}/api/eu`
      const post = async (route: string, body: object) =>
        (await fetch(`${api}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'de' },
          body: JSON.stringify(body),
        }).then((answer) => answer.json())) as { code: number; data: Record<string, unknown> }
      const outbox = async (to: string) =>
        (
          (await (await fetch(`${base}/api/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
            data: { messages: OutboxEntry[] }
          }
        ).data.messages

      const email = `launch.${process.pid}@example.com`
      const created = await post('/account/user/notify/create', {
        email,
        region: 'de',
        path: '/de/christmas-sale',
        altcha: await solveAltcha((route) => fetch(`${api}${route}`)),
      })
      // Not live yet at the service's instant: a request, not 4091.
      expect(created).toMatchObject({ code: 2000, data: { created: true, confirmationRequired: true } })
      const [receipt] = await outbox(email)
      const token = new URL(receipt?.meta['link'] ?? '').searchParams.get('confirm') ?? ''
      expect(await post('/account/user/notify/confirm', { token })).toMatchObject({ code: 2000 })

      // The clock moves on from STOREFRONT_NOW: the page's start passes within seconds, not on the real day.
      await expect
        .poll(async () => (await outbox(email)).filter((mail) => mail.kind === 'notify').length, {
          timeout: 50_000,
          interval: 500,
        })
        .toBe(1)
      const [notice] = (await outbox(email)).filter((mail) => mail.kind === 'notify')
      expect(Date.parse(notice?.createdAt ?? '')).toBeGreaterThanOrEqual(CHRISTMAS)
      expect(Date.parse(notice?.createdAt ?? '')).toBeLessThan(CHRISTMAS + 50_000)
      expect(run.output()).toContain(`clock: STOREFRONT_NOW, started at ${startsAt.slice(0, 16)}`)
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  })
})
