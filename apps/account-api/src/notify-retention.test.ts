import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { createService } from './app'
import { purgeExpired } from './housekeeping'
import {
  catalogueWithInStock,
  deployedCatalogue,
  NOTIFY_UNCONFIRMED_RETENTION_DAYS,
  sweepNotifications,
} from './notify'
import {
  expectOk,
  openTestStorage,
  outboxFor,
  TEST_CONFIG,
  TestClient,
  uniqueEmail,
  type TestStorage,
} from './test/harness'

const CREATE = '/account/user/notify/create'
const DAY_MS = 86_400_000

/**
 * The privacy line's promise (docs/rules/notify.md#retention): a request is deleted once its one mail has been
 * delivered, an unconfirmed one after NOTIFY_UNCONFIRMED_RETENTION_DAYS; a repeat after that is a new request.
 */
// Which rows housekeeping deletes is plain SQL, the same on both drivers (src/db/storage.test.ts runs it on both).
describe('notify me retention on pglite', () => {
  let db: TestStorage
  // Never behind the wall clock: ALTCHA challenges carry an expiry the solver checks against it.
  let ms = Date.now() + DAY_MS
  const now = () => new Date(ms)
  const inStock = catalogueWithInStock(['us:bumblebeeG1Performance'])
  let catalogue = deployedCatalogue
  let us: TestClient
  let de: TestClient
  let service: ReturnType<typeof createService>

  beforeAll(async () => {
    db = await openTestStorage('pglite')
    // The catalogue is read per call: `catalogue` switches deploys without a restart.
    service = createService({ storage: db.storage, now, config: TEST_CONFIG, catalogue: (...a) => catalogue(...a) })
    us = new TestClient(service.app, { set: 'us', lang: 'en' })
    de = new TestClient(service.app, { set: 'eu', lang: 'de' })
  })
  afterAll(() => db.cleanup())

  const requests = async (email: string) =>
    (await db.storage.query('SELECT id FROM notify_requests WHERE email = $1', [email])).rows

  it('deletes a notified request once its mail is sent, not before; a repeat then gets 4090', async () => {
    const email = uniqueEmail('retention-sent')
    const ask = () => us.post(CREATE, { email, region: 'us', productKey: 'bumblebeeG1Performance' })
    expectOk(await ask())
    catalogue = inStock
    expect(await sweepNotifications(service.deps)).toBe(1)
    // Queued, not delivered: kept.
    await purgeExpired(db.storage, now())
    expect(await requests(email)).toHaveLength(1)

    await db.storage.query("UPDATE outbox SET sent_at = $2 WHERE to_email = $1 AND kind = 'notify'", [email, now()])
    await purgeExpired(db.storage, now())
    expect(await requests(email)).toEqual([])
    // The mail is delivered and stays in the outbox for its own retention.
    expect((await outboxFor(us, email)).map((m) => m.kind)).toEqual(['notify', 'notify_receipt'])
    // A repeat: the robot can be bought, so 4090 as for anyone (nothing tells the address asked before).
    expect(await ask()).toMatchObject({ status: 409, code: API_CODE.ALREADY_AVAILABLE })
    catalogue = deployedCatalogue
  })

  it('deletes a notified request whose mail never went out once the outbox forgot it', async () => {
    const email = uniqueEmail('retention-failed')
    expectOk(await us.post(CREATE, { email, region: 'us', productKey: 'bumblebeeG1Performance' }))
    catalogue = inStock
    expect(await sweepNotifications(service.deps)).toBe(1)
    catalogue = deployedCatalogue
    await db.storage.query("UPDATE outbox SET failed_at = $2 WHERE to_email = $1 AND kind = 'notify'", [email, now()])
    await purgeExpired(db.storage, now(), { outboxRetentionDays: 14 })
    expect(await requests(email)).toHaveLength(1)
    ms += 15 * DAY_MS
    await purgeExpired(db.storage, now(), { outboxRetentionDays: 14 })
    await purgeExpired(db.storage, now(), { outboxRetentionDays: 14 })
    expect(await requests(email)).toEqual([])
  })

  it('deletes an unconfirmed request after the retention; a confirmed one waits on', async () => {
    const pending = uniqueEmail('retention-pending')
    const confirmed = uniqueEmail('retention-confirmed')
    const ask = (email: string) => de.post(CREATE, { email, region: 'de', productKey: 'flagshipMegatron' })
    // de sells the Megatron in stock as deployed: the first deploy had it sold out.
    catalogue = (region, key, at) =>
      region === 'de' && key === 'flagshipMegatron' ? 'waiting' : deployedCatalogue(region, key, at)
    expectOk(await ask(pending))
    expectOk(await ask(confirmed))
    const link = (await outboxFor(us, confirmed))[0]?.meta['link'] ?? ''
    // Read now: housekeeping blanks the outbox's copy once the link's mail is a week old.
    const old = (await outboxFor(us, pending))[0]?.meta['link'] ?? ''
    expectOk(await de.post('/account/user/notify/confirm', { token: new URL(link).searchParams.get('confirm') }))

    ms += (NOTIFY_UNCONFIRMED_RETENTION_DAYS - 1) * DAY_MS
    await purgeExpired(db.storage, now())
    expect(await requests(pending)).toHaveLength(1)
    ms += 2 * DAY_MS
    await purgeExpired(db.storage, now())
    expect(await requests(pending)).toEqual([])
    expect(await requests(confirmed)).toHaveLength(1)

    // The old link confirms nothing now; a repeat is a new request with a new confirmation, the same answer.
    expect(
      await de.post('/account/user/notify/confirm', { token: new URL(old).searchParams.get('confirm') }),
    ).toMatchObject({ code: API_CODE.VERIFICATION_FAILED })
    expect(expectOk(await ask(pending)).data).toEqual({ created: true, confirmationRequired: true })
    expect((await outboxFor(us, pending)).filter((m) => m.kind === 'notify_confirm')).toHaveLength(2)
  })
})
