import { expect, it } from 'vitest'
import { REGION_IDS, regionConfig } from '@storefront/region-config'
import { API_CODE } from '@storefront/api-client/contract'
import { MAIL_LIMIT } from './limits'
import { mailboxOf } from './mailbox'
import { describeOnPglite, expectOk, outboxFor, TestClient, uniqueEmail } from './test/harness'

const SUBSCRIBE = '/account/user/subscribe/create'
/** Regions whose form shows the marketing tick, and those where the sign-up is the request. */
const TICKED = REGION_IDS.filter((id) => regionConfig(id).newsletterConsentTick)
const UNTICKED = REGION_IDS.filter((id) => !regionConfig(id).newsletterConsentTick)

describeOnPglite('newsletter', (s) => {
  const subscription = async (email: string) =>
    (
      await s.db.storage.query<{ region: string; confirmed: boolean }>(
        'SELECT region, confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE mailbox = $1',
        [mailboxOf(email)],
      )
    ).rows
  /** Every mail queued to any address of `email`'s mailbox. */
  const mailsToMailbox = async (email: string) => {
    const [local = '', domain = ''] = email.split('@')
    const { rows } = await s.db.storage.query<{ to_email: string; kind: string; body: string }>(
      'SELECT to_email, kind, body FROM outbox WHERE to_email = $1 OR to_email LIKE $2 ORDER BY seq',
      [email, `${local}+%@${domain}`],
    )
    return rows
  }
  const linkParam = (body: string, param: 'confirm' | 'unsubscribe') => {
    const link = new RegExp(`https?://\\S+\\?${param}=\\S+`).exec(body)?.[0] ?? ''
    return { link, token: new URL(link).searchParams.get(param) ?? '' }
  }

  it.each(['uk', 'eu', 'fr', 'de'] as const)(
    'asks %s addresses to confirm (double opt-in) before they count',
    async (region) => {
      const email = uniqueEmail(`doi-${region}`)
      const answer = expectOk(await s.api.post(SUBSCRIBE, { email, region, optIn: true }))
      expect(answer.data).toEqual({ created: true, confirmationRequired: true })
      expect(await subscription(email)).toEqual([{ region, confirmed: false }])
      const [mail] = await outboxFor(s.api, email)
      expect(mail?.kind).toBe('subscribe_confirm')
      const { link, token } = linkParam(mail?.body ?? '', 'confirm')
      expect(link).toMatch(new RegExp(`^http://localhost:3000/${region}/newsletter\\?confirm=`))
      expect(mail?.meta['link']).toBe(link)
      expect(await s.api.post('/account/user/subscribe/confirm', { token: `${token}x` })).toMatchObject({
        code: API_CODE.VERIFICATION_FAILED,
      })
      expectOk(await s.api.post('/account/user/subscribe/confirm', { token }))
      expect(await subscription(email)).toEqual([{ region, confirmed: true }])
    },
  )

  it('answers the same whether or not the address was subscribed, and mails a confirmed one nothing more', async () => {
    const email = uniqueEmail('same')
    const first = expectOk(await s.api.post(SUBSCRIBE, { email, region: 'de', optIn: true }))
    const pendingAgain = expectOk(await s.api.post(SUBSCRIBE, { email, region: 'de', optIn: true }))
    expect(pendingAgain.data).toEqual(first.data)
    // Still pending: the confirmation is sent again.
    const mails = await outboxFor(s.api, email)
    expect(mails.map((m) => m.kind)).toEqual(['subscribe_confirm', 'subscribe_confirm'])
    expectOk(
      await s.api.post('/account/user/subscribe/confirm', { token: linkParam(mails[0]?.body ?? '', 'confirm').token }),
    )
    const confirmedAgain = expectOk(await s.api.post(SUBSCRIBE, { email, region: 'de', optIn: true }))
    expect(confirmedAgain.data).toEqual(first.data)
    expect(await outboxFor(s.api, email)).toHaveLength(2)
  })

  it('subscribes at once without double opt-in, with an unsubscribe link in the welcome mail', async () => {
    const email = uniqueEmail('us')
    expect(expectOk(await s.api.post(SUBSCRIBE, { email, region: 'us' })).data).toEqual({
      created: true,
      confirmationRequired: false,
    })
    expect(await subscription(email)).toEqual([{ region: 'us', confirmed: true }])
    const [mail] = await outboxFor(s.api, email)
    expect(mail?.kind).toBe('subscribe')
    expect(linkParam(mail?.body ?? '', 'unsubscribe').link).toMatch(
      /^http:\/\/localhost:3000\/us\/newsletter\?unsubscribe=/,
    )
  })

  it('kr: the welcome mail states the sender, the date of the consent and its result (Network Act §50)', async () => {
    const email = uniqueEmail('kr')
    expectOk(await s.api.post(SUBSCRIBE, { email, region: 'kr', optIn: true }, { 'accept-language': 'kr' }))
    const [mail] = await outboxFor(s.api, email)
    expect(mail?.kind).toBe('subscribe')
    expect(mail?.subject).toBe('광고성 정보 수신 동의 처리 결과 안내')
    expect(mail?.body).toContain(`전송자: ${regionConfig('kr').company.name}`)
    expect(mail?.body).toMatch(/수신 동의 일자: \d{4}년 \d{1,2}월 \d{1,2}일/)
    expect(mail?.body).toContain('처리 결과: 이메일을 통한 광고성 정보 수신에 동의하셨습니다.')
    expect(mail?.body).toMatch(/\/kr\/newsletter\?unsubscribe=/)
  })

  it('unsubscribes from the storefront page, same answer the second time; a forged token is refused', async () => {
    const email = uniqueEmail('bye')
    expectOk(await s.api.post(SUBSCRIBE, { email, region: 'fr', optIn: true }))
    const { token } = linkParam((await outboxFor(s.api, email))[0]?.body ?? '', 'unsubscribe')
    expect(await s.api.post('/account/user/subscribe/unsubscribe', { token: token.replace(/.$/, '_') })).toMatchObject({
      code: API_CODE.VERIFICATION_FAILED,
    })
    // A confirm token is not an unsubscribe token (and the other way round).
    const confirm = linkParam((await outboxFor(s.api, email))[0]?.body ?? '', 'confirm').token
    expect(await s.api.post('/account/user/subscribe/unsubscribe', { token: confirm })).toMatchObject({
      code: API_CODE.VERIFICATION_FAILED,
    })
    const first = expectOk(await s.api.post('/account/user/subscribe/unsubscribe', { token }))
    expect(first.data).toEqual({ unsubscribed: true })
    expect(await subscription(email)).toEqual([])
    expect(expectOk(await s.api.post('/account/user/subscribe/unsubscribe', { token })).data).toEqual(first.data)
    // The old confirmation link no longer subscribes anyone.
    expect(await s.api.post('/account/user/subscribe/confirm', { token: confirm })).toMatchObject({
      code: API_CODE.VERIFICATION_FAILED,
    })
  })

  it('one-click unsubscribe (RFC 8058) takes the form post of a mail client', async () => {
    const email = uniqueEmail('oneclick')
    expectOk(await s.api.post(SUBSCRIBE, { email, region: 'jp', optIn: true }))
    const { token } = linkParam((await outboxFor(s.api, email))[0]?.body ?? '', 'unsubscribe')
    const response = await s.app.request(`/api/us/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await response.json()).toMatchObject({ code: API_CODE.SUCCESS })
    expect(await subscription(email)).toEqual([])
    const forged = await s.app.request('/api/us/newsletter/unsubscribe?token=abc.def', { method: 'POST' })
    expect(await forged.json()).toMatchObject({ code: API_CODE.VERIFICATION_FAILED })
  })

  it.each(REGION_IDS)('%s: a sign-up that says `optIn: false` stores nothing and mails nothing', async (region) => {
    const email = uniqueEmail(`refused-${region}`)
    const answer = await s.api.post(SUBSCRIBE, { email, region, optIn: false }, { 'accept-language': region })
    expect(answer.code).toBe(API_CODE.INVALID_INPUT)
    expect(answer.data).toMatchObject({ issues: [{ path: 'optIn' }] })
    expect(await subscription(email)).toEqual([])
    expect(await mailsToMailbox(email)).toEqual([])
  })

  it.each(TICKED)('%s shows the marketing tick: a sign-up without it subscribes nobody', async (region) => {
    const email = uniqueEmail(`unticked-${region}`)
    expect(await s.api.post(SUBSCRIBE, { email, region })).toMatchObject({ code: API_CODE.INVALID_INPUT })
    expect(await subscription(email)).toEqual([])
    expect(await mailsToMailbox(email)).toEqual([])
    expectOk(await s.api.post(SUBSCRIBE, { email, region, optIn: true }))
    expect(await subscription(email)).toEqual([{ region, confirmed: !regionConfig(region).newsletterDoubleOptIn }])
  })

  it.each(UNTICKED)('%s shows no tick: the sign-up itself is the request', async (region) => {
    const email = uniqueEmail(`untick-${region}`)
    expectOk(await s.api.post(SUBSCRIBE, { email, region }))
    expect(await subscription(email)).toEqual([{ region, confirmed: !regionConfig(region).newsletterDoubleOptIn }])
  })

  it('kr: a refusal is never recorded as a consent to advertising', async () => {
    const email = uniqueEmail('kr-refused')
    for (const optIn of [false, undefined])
      expect(
        await s.api.post(SUBSCRIBE, { email, region: 'kr', ...(optIn === undefined ? {} : { optIn }) }),
      ).toMatchObject({ code: API_CODE.INVALID_INPUT })
    expect(await subscription(email)).toEqual([])
    expect(await mailsToMailbox(email)).toEqual([])
  })

  it.each(['us', 'de'] as const)(
    '%s: 29 +tag variants of one mailbox from one client: one subscription, at most the allowance in mails',
    async (region) => {
      const base = uniqueEmail(`bomb-${region}`)
      const [local, domain] = base.split('@')
      const client = new TestClient(s.app)
      const codes: number[] = []
      for (let i = 0; i < 29; i++)
        codes.push((await client.post(SUBSCRIBE, { email: `${local}+${i}@${domain}`, region, optIn: true })).code)
      expect(codes.slice(0, MAIL_LIMIT.perClient)).toEqual(Array(MAIL_LIMIT.perClient).fill(API_CODE.SUCCESS))
      expect(new Set(codes.slice(MAIL_LIMIT.perClient))).toEqual(new Set([API_CODE.TOO_MANY_REQUESTS]))
      expect(await subscription(base)).toHaveLength(1)
      const mails = await mailsToMailbox(base)
      expect(mails.length).toBeGreaterThanOrEqual(1)
      expect(mails.length).toBeLessThanOrEqual(MAIL_LIMIT.perClient)
      // The address as typed first is the one mailed.
      expect(new Set(mails.map((mail) => mail.to_email))).toEqual(new Set([`${local}+0@${domain}`]))
    },
  )

  it('counts dotted and cased variants at gmail.com and googlemail.com as one mailbox', async () => {
    const name = `robot${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const variants = [`${name}@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}@GoogleMail.com`, `${name}+x@gmail.com`]
    for (const email of variants) expectOk(await s.api.post(SUBSCRIBE, { email, region: 'us' }))
    expect(await subscription(variants[1] ?? '')).toEqual([{ region: 'us', confirmed: true }])
    // One welcome mail, to the address first typed; the repeats are answered the same and mailed nothing.
    const { rows } = await s.db.storage.query<{ to_email: string }>(
      "SELECT to_email FROM outbox WHERE kind = 'subscribe' AND to_email = ANY($1)",
      [variants.map((v) => v.toLowerCase())],
    )
    expect(rows).toEqual([{ to_email: variants[0] }])
  })
})
