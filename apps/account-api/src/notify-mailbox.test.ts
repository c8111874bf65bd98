import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueOf, REGION_APP, REGION_IDS, regionConfig, type RegionId } from '@storefront/region-config'
import { API_CODE } from '@storefront/api-client/contract'
import { createService } from './app'
import { MAIL_LIMIT, mailboxAllowance } from './limits'
import { mailboxOf } from './mailbox'
import { deployedCatalogue, sweepNotifications, type CatalogueCheck } from './notify'
import {
  DRIVERS,
  expectOk,
  openTestStorage,
  TEST_CONFIG,
  TestClient,
  TestClock,
  uniqueEmail,
  type TestStorage,
} from './test/harness'

const CREATE = '/account/user/notify/create'
const HOUR_S = 3600
/** A robot every region lists, for its notify-me form (the suite's catalogue has them all sold out at first). */
const robotOf = (region: RegionId) => catalogueOf(region)[0]!.key

/**
 * Notify me and the mailbox (docs/rules/notify.md#consent-and-double-opt-in, docs/rules/newsletter.md#one-mailbox):
 * a request is the one notice asked for, never a marketing subscription, and its mails count against the
 * mailbox's allowance, notification included.
 */
describe.each(DRIVERS)('notify me per mailbox on %s', (driver) => {
  let db: TestStorage
  const clock = new TestClock()
  let inStock = false
  const catalogue: CatalogueCheck = (region, key, now) =>
    deployedCatalogue(region, key, now) && (inStock ? 'available' : 'waiting')
  let service: ReturnType<typeof createService>

  beforeAll(async () => {
    db = await openTestStorage(driver)
    service = createService({ storage: db.storage, now: clock.now, config: TEST_CONFIG, catalogue })
  })
  afterAll(() => db.cleanup())

  const mailsTo = async (email: string) =>
    (
      await db.storage.query<{ to_email: string; kind: string; subject: string; body: string }>(
        'SELECT to_email, kind, subject, body FROM outbox WHERE to_email = $1 OR to_email LIKE $2 ORDER BY seq',
        [email, email.replace('@', '+%@')],
      )
    ).rows
  const requestsOf = async (email: string) =>
    (
      await db.storage.query<{ email: string; region: string }>(
        'SELECT email, region FROM notify_requests WHERE mailbox = $1',
        [mailboxOf(email)],
      )
    ).rows
  const subscriptionsOf = async (email: string) =>
    (await db.storage.query('SELECT id FROM subscriptions WHERE mailbox = $1', [mailboxOf(email)])).rows

  it.each(REGION_IDS)(
    '%s: a request without the marketing tick is the one notice only: no subscription, no marketing consent',
    async (region) => {
      const client = new TestClient(service.app, { set: REGION_APP[region] })
      const email = uniqueEmail(`notify-${region}`)
      expectOk(await client.post(CREATE, { email, region, productKey: robotOf(region), optIn: false }))
      expect(await requestsOf(email)).toEqual([{ email, region }])
      expect(await subscriptionsOf(email)).toEqual([])
      const mails = await mailsTo(email)
      expect(mails.map((mail) => mail.kind)).toEqual([
        regionConfig(region).newsletterDoubleOptIn ? 'notify_confirm' : 'notify_receipt',
      ])
      // kr's Network Act §50: nothing a refusal leads to reads as a consent to advertising (광고성 정보).
      if (region === 'kr') expect(mails[0]?.subject + (mails[0]?.body ?? '')).not.toContain('광고성')
    },
  )

  it('takes +tag variants of one address as one request, mailed to the address first typed', async () => {
    const email = uniqueEmail('notify-tags')
    const client = new TestClient(service.app)
    for (const variant of [email, email.replace('@', '+a@'), email.toUpperCase().replace('@', '+B@')])
      expectOk(await client.post(CREATE, { email: variant, region: 'us', productKey: robotOf('us') }))
    expect(await requestsOf(email)).toEqual([{ email, region: 'us' }])
    expect((await mailsTo(email)).map((mail) => [mail.kind, mail.to_email])).toEqual([['notify_receipt', email]])
  })

  it("counts the notification against the mailbox's allowance: one over it waits for the next window", async () => {
    const email = uniqueEmail('notify-allowance')
    const client = new TestClient(service.app)
    expectOk(
      await client.post(CREATE, { email: email.replace('@', '+shop@'), region: 'us', productKey: robotOf('us') }),
    )
    // The rest of the hour's allowance goes on other mails to the same mailbox.
    for (let i = 1; i < MAIL_LIMIT.perAddress; i++) await mailboxAllowance(service.deps, mailboxOf(email))
    inStock = true
    try {
      // The other tests' requests are mailed by the same sweeps: only this mailbox's mails are read.
      const kinds = async () => (await mailsTo(email)).map((mail) => mail.kind)
      await sweepNotifications(service.deps)
      expect(await kinds()).toEqual(['notify_receipt'])
      clock.advance(HOUR_S)
      await sweepNotifications(service.deps)
      await sweepNotifications(service.deps)
      expect(await kinds()).toEqual(['notify_receipt', 'notify'])
    } finally {
      inStock = false
    }
  })

  it('refuses a request past the allowance of the mailbox, whatever +tag it carries (4012)', async () => {
    const email = uniqueEmail('notify-bomb')
    const client = new TestClient(service.app)
    const codes: number[] = []
    for (let i = 0; i < 29; i++)
      codes.push(
        (await client.post(CREATE, { email: email.replace('@', `+${i}@`), region: 'us', productKey: robotOf('us') }))
          .code,
      )
    expect(codes.filter((code) => code === API_CODE.SUCCESS)).toHaveLength(MAIL_LIMIT.perClient)
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(MAIL_LIMIT.perClient)
  })
})
