import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_CODE, API_CONTRACT, type ApiErrorCode } from '@storefront/api-client/contract'
import { CAMPAIGN_WINDOWS, REGION_IDS, regionConfig } from '@storefront/region-config'
import { createService } from './app'
import { t } from './i18n'
import { catalogueWithInStock, deployedCatalogue, sweepNotifications, type CatalogueCheck } from './notify'
import {
  DRIVERS,
  expectOk,
  openTestStorage,
  outboxFor,
  refusal,
  TEST_CONFIG,
  TestClient,
  uniqueEmail,
  type OutboxEntry,
  type TestStorage,
} from './test/harness'

const CREATE = '/account/user/notify/create'
const CONFIRM = '/account/user/notify/confirm'
const UNSUBSCRIBE = '/account/user/notify/unsubscribe'
const DAY_S = 86_400
/** The Christmas sale's page starts at this instant (region-config's campaign windows). */
const CHRISTMAS = Date.parse(CAMPAIGN_WINDOWS['christmas-sale'].start)

/**
 * The first deploy: its catalogue has the de Flagship Megatron sold out (de sells nothing sold out today, and de
 * is a double opt-in region); us has the Bumblebee G1 Performance sold out and the Grimlock pre-sale as deployed.
 */
const firstDeploy: CatalogueCheck = (region, key, now) =>
  region === 'de' && key === 'flagshipMegatron' ? 'waiting' : deployedCatalogue(region, key, now)
/** The next deploy: the Megatron back in stock in de (the deployed catalogue), the Bumblebee G1 in us. */
const nextDeploy = catalogueWithInStock(['us:bumblebeeG1Performance'])

/** The token of a storefront screen's link (`?confirm=` or `?unsubscribe=`) the service mailed. */
const tokenOf = (link: string, param: 'confirm' | 'unsubscribe') => new URL(link).searchParams.get(param) ?? ''
/** The notify screen's link in a mail's footer. */
const footerOf = (mail: OutboxEntry | undefined) => /(?:Unsubscribe: |退订：)(\S+)/.exec(mail?.body ?? '')?.[1] ?? ''
const notifications = (mails: OutboxEntry[]) => mails.filter((mail) => mail.kind === 'notify')

// PGlite's restarts (close, open the folder again) take seconds each on a loaded machine.
describe.each(DRIVERS)('notify me on %s', (driver) => {
  let db: TestStorage
  // One clock for every start of the service: a week before the Christmas sale's page goes live.
  let ms = CHRISTMAS - 7 * DAY_S * 1000
  const now = () => new Date(ms)
  let service: ReturnType<typeof createService>
  let us: TestClient
  let de: TestClient

  /** Start the service (again, on the same database) with a deploy's catalogue. */
  async function start(catalogue: CatalogueCheck, restart = true): Promise<void> {
    if (restart) await db.reopen()
    service = createService({ storage: db.storage, now, config: TEST_CONFIG, catalogue })
    us = new TestClient(service.app, { set: 'us', lang: 'en' })
    de = new TestClient(service.app, { set: 'eu', lang: 'de' })
  }
  const sweep = () => sweepNotifications(service.deps)

  beforeAll(async () => {
    db = await openTestStorage(driver)
    await start(firstDeploy, false)
  })
  afterAll(() => db.cleanup())

  const usSoldOut = uniqueEmail('us-sold-out')
  const usPreSale = uniqueEmail('us-pre-sale')
  const deSoldOut = uniqueEmail('de-sold-out')
  const deLaunch = uniqueEmail('de-launch')
  const leaving = uniqueEmail('leaving')

  it('takes a request for a sold-out robot: a receipt with the consent record, no confirmation (us)', async () => {
    const first = expectOk(
      await us.post(CREATE, { email: usSoldOut, region: 'us', productKey: 'bumblebeeG1Performance' }),
    )
    expect(first.data).toEqual({ created: true, confirmationRequired: false })
    const [receipt, ...rest] = await outboxFor(us, usSoldOut)
    expect(rest).toEqual([])
    expect(receipt).toMatchObject({ kind: 'notify_receipt', lang: 'en-US', subject: 'We will let you know' })
    expect(receipt?.body).toContain('Bumblebee G1 Performance')
    expect(receipt?.body).toContain(`Sender: ${regionConfig('us').company.name}`)
    // The links open the storefront's notify screen, which POSTs the token (docs/rules/notify.md).
    expect(receipt?.body).toMatch(/Unsubscribe: http:\/\/localhost:3000\/us\/notify\?unsubscribe=/)

    // A repeat: the same answer, nothing more in the outbox.
    const again = await us.post(CREATE, { email: usSoldOut, region: 'us', productKey: 'bumblebeeG1Performance' })
    expect(again.status).toBe(200)
    expect({ code: again.code, msg: again.msg, data: again.data }).toEqual({
      code: first.code,
      msg: first.msg,
      data: first.data,
    })
    expect(await outboxFor(us, usSoldOut)).toHaveLength(1)

    // A pre-sale robot may be waited for too.
    expectOk(await us.post(CREATE, { email: usPreSale, region: 'us', productKey: 'grimlockG1Flagship' }))
  })

  it("writes in the region's language: cn's receipt for a pre-sale robot names it as cn's pages do", async () => {
    const cn = new TestClient(service.app, { set: 'cn', lang: 'cn' })
    const email = uniqueEmail('cn')
    const productKey = 'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition'
    const answer = expectOk(await cn.post(CREATE, { email, region: 'cn', productKey }))
    expect(answer).toMatchObject({ msg: '成功', data: { created: true, confirmationRequired: false } })
    const [receipt] = await outboxFor(us, email)
    expect(receipt).toMatchObject({ kind: 'notify_receipt', lang: 'zh-CN', subject: '已收到您的提醒申请' })
    expect(receipt?.body).toContain('擎天柱《超能勇士崛起》签名限量版可用时')
    expect(receipt?.body).toContain(`发送方：${regionConfig('cn').company.name}`)
    expect(receipt?.body).toMatch(/退订：http:\/\/localhost:3000\/notify\?unsubscribe=/)
  })

  it('asks a double opt-in region to confirm first, in its language; a forged link is refused', async () => {
    const first = expectOk(await de.post(CREATE, { email: deSoldOut, region: 'de', productKey: 'flagshipMegatron' }))
    expect(first.data).toEqual({ created: true, confirmationRequired: true })
    expect(first.msg).toBe('Erfolgreich')
    const [mail] = await outboxFor(us, deSoldOut)
    expect(mail).toMatchObject({ kind: 'notify_confirm', lang: 'de-DE', subject: 'Bitte bestätigen Sie Ihre Anfrage' })
    expect(mail?.body).toContain('Flagship Megatron')
    const link = mail?.meta['link'] ?? ''
    expect(link).toMatch(/^http:\/\/localhost:3000\/de\/notify\?confirm=/)
    // Not confirmed yet: a sweep on a catalogue that has it in stock (and the us robots still not) mails nothing.
    await start(deployedCatalogue, false)
    expect(await sweep()).toBe(0)
    await start(firstDeploy, false)

    const token = tokenOf(link, 'confirm')
    expect(await de.post(CONFIRM, { token: `${token}x` })).toMatchObject({
      code: API_CODE.VERIFICATION_FAILED,
      status: 400,
    })
    // A GET on the service (a link of an older mail, or a scanner) confirms nothing: it sends to the screen.
    const opened = await service.app.request(`/api/eu${CONFIRM}?token=${encodeURIComponent(token)}`)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(link)
    await start(deployedCatalogue, false)
    expect(await sweep()).toBe(0)
    await start(firstDeploy, false)
    expect(expectOk(await de.post(CONFIRM, { token })).data).toEqual({ confirmed: true })
    // A repeat once confirmed: the same answer, no new mail.
    const again = expectOk(await de.post(CREATE, { email: deSoldOut, region: 'de', productKey: 'flagshipMegatron' }))
    expect(again.data).toEqual(first.data)
    expect(await outboxFor(us, deSoldOut)).toHaveLength(1)
  })

  it('mails nothing while the robot is sold out, through sweeps and restarts', async () => {
    expect(await sweep()).toBe(0)
    await start(firstDeploy)
    expect(await sweep()).toBe(0)
    for (const email of [usSoldOut, usPreSale, deSoldOut]) expect(notifications(await outboxFor(us, email))).toEqual([])
  })

  it('unsubscribes from the screen its mails link to, the same answer twice; never mailed then', async () => {
    expectOk(await us.post(CREATE, { email: leaving, region: 'us', productKey: 'bumblebeeG1Performance' }))
    const footer = footerOf((await outboxFor(us, leaving))[0])
    expect(footer).toMatch(/^http:\/\/localhost:3000\/us\/notify\?unsubscribe=/)
    const token = tokenOf(footer, 'unsubscribe')
    // A GET on the service unsubscribes nobody: it sends to the screen.
    const opened = await service.app.request(`/api/us${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`)
    expect(opened.headers.get('location')).toBe(footer)
    expect(await us.post(UNSUBSCRIBE, { token: token.replace(/.$/, '_') })).toMatchObject({
      code: API_CODE.VERIFICATION_FAILED,
    })
    expect(expectOk(await us.post(UNSUBSCRIBE, { token })).data).toEqual({ unsubscribed: true })
    expect(expectOk(await us.post(UNSUBSCRIBE, { token })).data).toEqual({ unsubscribed: true })
  })

  it("takes the mail client's one-click unsubscribe (RFC 8058) on its List-Unsubscribe URL", async () => {
    const email = uniqueEmail('one-click')
    expectOk(await us.post(CREATE, { email, region: 'us', productKey: 'grimlockG1Flagship' }))
    const token = tokenOf(footerOf((await outboxFor(us, email))[0]), 'unsubscribe')
    const oneClick = `/api/us${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`
    const { rows } = await db.storage.query<{ list_unsubscribe: string }>(
      'SELECT list_unsubscribe FROM outbox WHERE to_email = $1',
      [email],
    )
    expect(rows[0]?.list_unsubscribe).toBe(`http://localhost:3000${oneClick}`)
    const response = await service.app.request(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await response.json()).toMatchObject({ code: API_CODE.SUCCESS, data: { unsubscribed: true } })
    expect((await db.storage.query('SELECT id FROM notify_requests WHERE email = $1', [email])).rows).toEqual([])
  })

  it('a new deploy with the robot in stock: one mail per request, in its language, after restarts', async () => {
    await start(nextDeploy)
    // Two sweeps at once in one instance, then more after restarts: each request is mailed once.
    const counts = await Promise.all([sweep(), sweep()])
    expect(counts[0] + counts[1]).toBe(2)
    expect(await sweep()).toBe(0)
    await start(nextDeploy)
    expect(await sweep()).toBe(0)

    const [usMail, ...usMore] = notifications(await outboxFor(us, usSoldOut))
    expect(usMore).toEqual([])
    expect(usMail).toMatchObject({ lang: 'en-US', subject: 'Bumblebee G1 Performance is available now' })
    expect(usMail?.body).toContain('http://localhost:3000/us/bumblebee-g1-performance')
    expect(usMail?.body).toMatch(/Unsubscribe: http:\/\/localhost:3000\/us\/notify\?unsubscribe=/)
    const [deMail, ...deMore] = notifications(await outboxFor(us, deSoldOut))
    expect(deMore).toEqual([])
    expect(deMail).toMatchObject({ lang: 'de-DE', subject: 'Flagship Megatron ist jetzt erhältlich' })
    expect(deMail?.body).toContain('http://localhost:3000/de/flagship-megatron')
    // Still pre-sale, and unsubscribed: nothing.
    expect(notifications(await outboxFor(us, usPreSale))).toEqual([])
    expect(notifications(await outboxFor(us, leaving))).toEqual([])

    // The robot can be bought now: a new request is told so (4090), nothing is stored or mailed.
    const late = uniqueEmail('late')
    const answer = await us.post(CREATE, { email: late, region: 'us', productKey: 'bumblebeeG1Performance' })
    expect(answer).toMatchObject({
      status: 409,
      code: API_CODE.ALREADY_AVAILABLE,
      msg: 'This robot can already be bought in your region.',
    })
    expect(await outboxFor(us, late)).toEqual([])
  })

  it('a page that has not started: exactly one mail once its start passes', async () => {
    const path = '/de/christmas-sale'
    expectOk(await de.post(CREATE, { email: deLaunch, region: 'de', path }))
    const confirm = (await outboxFor(us, deLaunch))[0]?.meta['link'] ?? ''
    expectOk(await de.post(CONFIRM, { token: tokenOf(confirm, 'confirm') }))
    expect(await sweep()).toBe(0)
    ms = CHRISTMAS - 1000
    expect(await sweep()).toBe(0)
    ms = CHRISTMAS
    expect(await sweep()).toBe(1)
    await start(nextDeploy)
    expect(await sweep()).toBe(0)
    const [mail, ...more] = notifications(await outboxFor(us, deLaunch))
    expect(more).toEqual([])
    expect(mail).toMatchObject({ lang: 'de-DE', subject: 'Die Seite, auf die Sie gewartet haben, ist online' })
    expect(mail?.body).toContain(`http://localhost:3000${path}`)
    // Live now: 4091.
    expect(await de.post(CREATE, { email: uniqueEmail('late-page'), region: 'de', path })).toMatchObject({
      status: 409,
      code: API_CODE.ALREADY_LIVE,
    })
  })

  it('answers every invalid request with a 4xx envelope naming the problem', async () => {
    const email = uniqueEmail('invalid')
    const { ALREADY_AVAILABLE, ALREADY_LIVE } = API_CODE
    const answered = (code: ApiErrorCode) => ({ code, msg: t('en-US', API_CONTRACT[code].message) })
    const cases: [object, { code: number; msg: string }][] = [
      [{ email, region: 'us' }, refusal('productKey', 'required')],
      [
        { email, region: 'us', productKey: 'grimlockG1Flagship', path: '/us/christmas-sale' },
        refusal('path', 'invalidValue'),
      ],
      [{ email, region: 'us', productKey: 'noSuchRobot' }, refusal('productKey', 'invalidValue')],
      // A robot the region does not sell.
      [{ email, region: 'jp', productKey: 'bumblebeeG1Performance' }, refusal('productKey', 'invalidValue')],
      [{ email, region: 'us', productKey: 'flagshipBumblebee' }, answered(ALREADY_AVAILABLE)],
      // No region in the body: the client's `region` header's, as for the newsletter.
      [{ email, productKey: 'flagshipBumblebee' }, answered(ALREADY_AVAILABLE)],
      [{ email, region: 'us', path: '/us/black-friday' }, answered(ALREADY_LIVE)],
      [{ email, region: 'us', path: '/us/faq' }, answered(ALREADY_LIVE)],
      [{ email, region: 'us', path: '/us/no-such-page' }, refusal('path', 'invalidValue')],
      // Another region's page.
      [{ email, region: 'us', path: '/de/christmas-sale' }, refusal('path', 'invalidValue')],
      [
        { email, region: 'xx', productKey: 'grimlockG1Flagship' },
        refusal('region', 'oneOf', { options: REGION_IDS.join(', ') }),
      ],
      [{ email: 'not-an-address', region: 'us', productKey: 'grimlockG1Flagship' }, refusal('email', 'invalidEmail')],
    ]
    for (const [body, expected] of cases) {
      const answer = await us.post(CREATE, body)
      expect(answer, JSON.stringify(body)).toMatchObject(expected)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    // Without a proof of work: 4013 (a valid request otherwise).
    expect(await us.post(CREATE, { email, region: 'us', productKey: 'grimlockG1Flagship', altcha: 'x' })).toMatchObject(
      { code: API_CODE.CAPTCHA_FAILED },
    )
    expect(await outboxFor(us, email)).toEqual([])
  })
})
