import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { CAMPAIGN_WINDOWS } from '@storefront/region-config'
import { createService } from './app'
import { serviceClock } from './clock'
import { sweepNotifications } from './notify'
import {
  expectOk,
  openTestStorage,
  outboxFor,
  solveAltcha,
  TEST_CONFIG,
  TestClient,
  uniqueEmail,
  type TestStorage,
} from './test/harness'
import { startService } from './test/service-process'

/** The de Christmas sale's page goes live at this instant (region-config's campaign windows). */
const CHRISTMAS = Date.parse(CAMPAIGN_WINDOWS['christmas-sale'].start)
const PAGE = { region: 'de', path: '/de/christmas-sale' }

describe('STOREFRONT_NOW: the service at another instant', () => {
  let db: TestStorage
  beforeAll(async () => {
    db = await openTestStorage('pglite')
  })
  afterAll(() => db.cleanup())

  it("mails a page's notify-me once the instant passes on a clock started just before it", async () => {
    // The real time, moved by hand; the service's clock starts 5 s before the page goes live and moves with it.
    let real = Date.now()
    const now = serviceClock(CHRISTMAS - 5000, () => real)
    const service = createService({ storage: db.storage, now, config: TEST_CONFIG })
    const de = new TestClient(service.app, { set: 'eu', lang: 'de' })
    const email = uniqueEmail('launch')
    expectOk(await de.post('/account/user/notify/create', { email, ...PAGE }))
    const link = (await outboxFor(de, email))[0]?.meta['link'] ?? ''
    expectOk(await de.post('/account/user/notify/confirm', { token: new URL(link).searchParams.get('confirm') }))

    expect(await sweepNotifications(service.deps)).toBe(0)
    real += 4000
    expect(await sweepNotifications(service.deps)).toBe(0)
    real += 1000
    expect(await sweepNotifications(service.deps)).toBe(1)
    expect((await outboxFor(de, email)).filter((mail) => mail.kind === 'notify')).toHaveLength(1)
  })
})

describe('STOREFRONT_NOW: the real process', () => {
  let dataDir = ''
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('answers on the clock STOREFRONT_NOW starts', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'account-api-now-'))
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    // An instant on the other side of the page's start from the real time, so the answer tells the clocks apart.
    const live = Date.now() < CHRISTMAS
    const startsAt = new Date(live ? CHRISTMAS + 3_600_000 : CHRISTMAS - 3_600_000).toISOString()
    const run = startService({
      ACCOUNT_API_PORT: '0',
      ACCOUNT_API_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      STOREFRONT_NOW: startsAt,
    })
    try {
      const api = `${await run.listening}/api/eu`
      const answer = await fetch(`${api}/account/user/notify/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify({
          email: `launch.${process.pid}@example.com`,
          ...PAGE,
          altcha: await solveAltcha((route) => fetch(`${api}${route}`)),
        }),
      })
      // Live already at an instant after the start; a request taken at one before it.
      expect(((await answer.json()) as { code: number }).code).toBe(live ? API_CODE.ALREADY_LIVE : API_CODE.SUCCESS)
      expect(run.output()).toContain(`clock: STOREFRONT_NOW, started at ${startsAt.slice(0, 16)}`)
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  })
})
