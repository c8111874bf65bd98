import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFAULT_MAIL_FROM, DEFAULT_SERVICE_CONFIG } from './config'
import type { Deps } from './context'
import { deployedCatalogue } from './notify'
import { createMailDelivery, type MailDelivery } from './mail-delivery'
import { codeMail, confirmSubscriptionMail } from './mails'
import { queueMail } from './outbox'
import { createPasswords } from './passwords'
import { describeEachDriver, uniqueEmail } from './test/harness'
import { TestSmtpServer } from '@storefront/test-kit/smtp'

const QUEUED = 500
/** The relay takes this long per message: the 500 mails queued first would keep a code waiting 20 s. */
const ACCEPT_DELAY_MS = 40

describeEachDriver('codes first', (s) => {
  let smtp: TestSmtpServer
  let worker: MailDelivery | undefined

  beforeAll(async () => {
    smtp = await TestSmtpServer.start()
    smtp.acceptDelayMs = ACCEPT_DELAY_MS
  })
  afterAll(async () => {
    await worker?.stop()
    await smtp.stop()
  })

  it(`hands a new login code to SMTP within 5 s with ${QUEUED} newsletter mails queued before it`, async () => {
    worker = createMailDelivery({
      storage: s.db.storage,
      smtpUrl: smtp.url,
      from: DEFAULT_MAIL_FROM,
      pollIntervalMs: 3_600_000,
    })
    const deps: Deps = {
      db: s.db.storage,
      config: DEFAULT_SERVICE_CONFIG,
      now: () => new Date(),
      onError: (error) => {
        throw error
      },
      mailQueued: () => worker?.kick(),
      cache: new Map(),
      passwords: createPasswords(DEFAULT_SERVICE_CONFIG),
      catalogue: deployedCatalogue,
    }
    const links = { unsubscribePage: 'http://localhost:3000/newsletter', oneClick: 'http://localhost:3000/u' }
    // Newsletter confirmations, as a launch brings them (given the database as their transaction, they do
    // not kick the worker one by one).
    for (let i = 0; i < QUEUED; i++) {
      const mail = confirmSubscriptionMail('en-US', uniqueEmail('news'), `http://localhost:3000/confirm/${i}`, links)
      await queueMail(deps, mail, deps.db)
    }
    worker.kick()
    // The newsletter is going out when the shopper asks for a code.
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBeGreaterThan(0)
    const shopper = uniqueEmail('shopper')
    const started = Date.now()
    await queueMail(deps, codeMail('en-US', shopper, 'login', '123456'))
    await smtp.waitFor(shopper, 1, 5000)
    const waited = Date.now() - started
    expect(waited).toBeLessThan(5000)
    // The newsletter mails had not all gone out before it: the code overtook them.
    expect(smtp.received.length).toBeLessThan(QUEUED)
  })
})
