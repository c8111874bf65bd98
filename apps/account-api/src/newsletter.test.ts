import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DRIVERS,
  expectOk,
  openTestStorage,
  outboxFor,
  TestClient,
  testApp,
  uniqueEmail,
  type App,
  type TestStorage,
} from './test/harness'

const SUBSCRIBE = '/account/user/subscribe/create'

describe.each(DRIVERS)('newsletter on %s', (driver) => {
  let db: TestStorage
  let app: App
  let api: TestClient

  beforeAll(async () => {
    db = await openTestStorage(driver)
    ;({ app } = testApp(db.storage))
    api = new TestClient(app)
  })
  afterAll(() => db.cleanup())

  const subscription = async (email: string) =>
    (
      await db.storage.query<{ region: string; confirmed: boolean }>(
        'SELECT region, confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE email = $1',
        [email],
      )
    ).rows
  const linkParam = (body: string, param: 'confirm' | 'unsubscribe') => {
    const link = new RegExp(`https?://\\S+\\?${param}=\\S+`).exec(body)?.[0] ?? ''
    return { link, token: new URL(link).searchParams.get(param) ?? '' }
  }

  it.each(['uk', 'eu', 'fr', 'de'] as const)('asks %s addresses to confirm (double opt-in) before they count', async (region) => {
    const email = uniqueEmail(`doi-${region}`)
    const answer = expectOk(await api.post(SUBSCRIBE, { email, region }))
    expect(answer.data).toEqual({ created: true, confirmationRequired: true })
    expect(await subscription(email)).toEqual([{ region, confirmed: false }])
    const [mail] = await outboxFor(api, email)
    expect(mail?.kind).toBe('subscribe_confirm')
    const { link, token } = linkParam(mail?.body ?? '', 'confirm')
    expect(link).toMatch(new RegExp(`^http://localhost:3000/${region}/newsletter\\?confirm=`))
    expect(mail?.meta['link']).toBe(link)
    expect(await api.post('/account/user/subscribe/confirm', { token: `${token}x` })).toMatchObject({ code: 4030 })
    expectOk(await api.post('/account/user/subscribe/confirm', { token }))
    expect(await subscription(email)).toEqual([{ region, confirmed: true }])
  })

  it('answers the same whether or not the address was subscribed, and mails a confirmed one nothing more', async () => {
    const email = uniqueEmail('same')
    const first = expectOk(await api.post(SUBSCRIBE, { email, region: 'de' }))
    const pendingAgain = expectOk(await api.post(SUBSCRIBE, { email, region: 'de' }))
    expect(pendingAgain.data).toEqual(first.data)
    // Still pending: the confirmation is sent again.
    const mails = await outboxFor(api, email)
    expect(mails.map((m) => m.kind)).toEqual(['subscribe_confirm', 'subscribe_confirm'])
    expectOk(await api.post('/account/user/subscribe/confirm', { token: linkParam(mails[0]?.body ?? '', 'confirm').token }))
    const confirmedAgain = expectOk(await api.post(SUBSCRIBE, { email, region: 'de' }))
    expect(confirmedAgain.data).toEqual(first.data)
    expect(await outboxFor(api, email)).toHaveLength(2)
  })

  it('subscribes at once where no double opt-in is configured, with an unsubscribe link in the welcome mail', async () => {
    const email = uniqueEmail('us')
    expect(expectOk(await api.post(SUBSCRIBE, { email, region: 'us' })).data).toEqual({
      created: true,
      confirmationRequired: false,
    })
    expect(await subscription(email)).toEqual([{ region: 'us', confirmed: true }])
    const [mail] = await outboxFor(api, email)
    expect(mail?.kind).toBe('subscribe')
    expect(linkParam(mail?.body ?? '', 'unsubscribe').link).toMatch(/^http:\/\/localhost:3000\/us\/newsletter\?unsubscribe=/)
  })

  it('unsubscribes from the storefront page, with the same answer the second time; a forged token is refused', async () => {
    const email = uniqueEmail('bye')
    expectOk(await api.post(SUBSCRIBE, { email, region: 'fr' }))
    const { token } = linkParam((await outboxFor(api, email))[0]?.body ?? '', 'unsubscribe')
    expect(await api.post('/account/user/subscribe/unsubscribe', { token: token.replace(/.$/, '_') })).toMatchObject({
      code: 4030,
    })
    // A confirm token is not an unsubscribe token (and the other way round).
    const confirm = linkParam((await outboxFor(api, email))[0]?.body ?? '', 'confirm').token
    expect(await api.post('/account/user/subscribe/unsubscribe', { token: confirm })).toMatchObject({ code: 4030 })
    const first = expectOk(await api.post('/account/user/subscribe/unsubscribe', { token }))
    expect(first.data).toEqual({ unsubscribed: true })
    expect(await subscription(email)).toEqual([])
    expect(expectOk(await api.post('/account/user/subscribe/unsubscribe', { token })).data).toEqual(first.data)
    // The old confirmation link no longer subscribes anyone.
    expect(await api.post('/account/user/subscribe/confirm', { token: confirm })).toMatchObject({ code: 4030 })
  })

  it('one-click unsubscribe (RFC 8058) takes the form post of a mail client', async () => {
    const email = uniqueEmail('oneclick')
    expectOk(await api.post(SUBSCRIBE, { email, region: 'jp' }))
    const { token } = linkParam((await outboxFor(api, email))[0]?.body ?? '', 'unsubscribe')
    const response = await app.request(`/api/us/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await response.json()).toMatchObject({ code: 2000 })
    expect(await subscription(email)).toEqual([])
    const forged = await app.request('/api/us/newsletter/unsubscribe?token=abc.def', { method: 'POST' })
    expect(await forged.json()).toMatchObject({ code: 4030 })
  })
})
