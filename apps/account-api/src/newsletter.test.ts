import { expect, it } from 'vitest'
import { regionConfig } from '@storefront/region-config'
import { describeOnPglite, expectOk, outboxFor, uniqueEmail } from './test/harness'

const SUBSCRIBE = '/account/user/subscribe/create'

describeOnPglite('newsletter', (s) => {
  const subscription = async (email: string) =>
    (
      await s.db.storage.query<{ region: string; confirmed: boolean }>(
        'SELECT region, confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE email = $1',
        [email],
      )
    ).rows
  const linkParam = (body: string, param: 'confirm' | 'unsubscribe') => {
    const link = new RegExp(`https?://\\S+\\?${param}=\\S+`).exec(body)?.[0] ?? ''
    return { link, token: new URL(link).searchParams.get(param) ?? '' }
  }

  it.each(['uk', 'eu', 'fr', 'de'] as const)(
    'asks %s addresses to confirm (double opt-in) before they count',
    async (region) => {
      const email = uniqueEmail(`doi-${region}`)
      const answer = expectOk(await s.api.post(SUBSCRIBE, { email, region }))
      expect(answer.data).toEqual({ created: true, confirmationRequired: true })
      expect(await subscription(email)).toEqual([{ region, confirmed: false }])
      const [mail] = await outboxFor(s.api, email)
      expect(mail?.kind).toBe('subscribe_confirm')
      const { link, token } = linkParam(mail?.body ?? '', 'confirm')
      expect(link).toMatch(new RegExp(`^http://localhost:3000/${region}/newsletter\\?confirm=`))
      expect(mail?.meta['link']).toBe(link)
      expect(await s.api.post('/account/user/subscribe/confirm', { token: `${token}x` })).toMatchObject({ code: 4030 })
      expectOk(await s.api.post('/account/user/subscribe/confirm', { token }))
      expect(await subscription(email)).toEqual([{ region, confirmed: true }])
    },
  )

  it('answers the same whether or not the address was subscribed, and mails a confirmed one nothing more', async () => {
    const email = uniqueEmail('same')
    const first = expectOk(await s.api.post(SUBSCRIBE, { email, region: 'de' }))
    const pendingAgain = expectOk(await s.api.post(SUBSCRIBE, { email, region: 'de' }))
    expect(pendingAgain.data).toEqual(first.data)
    // Still pending: the confirmation is sent again.
    const mails = await outboxFor(s.api, email)
    expect(mails.map((m) => m.kind)).toEqual(['subscribe_confirm', 'subscribe_confirm'])
    expectOk(
      await s.api.post('/account/user/subscribe/confirm', { token: linkParam(mails[0]?.body ?? '', 'confirm').token }),
    )
    const confirmedAgain = expectOk(await s.api.post(SUBSCRIBE, { email, region: 'de' }))
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
    expectOk(await s.api.post(SUBSCRIBE, { email, region: 'kr' }, { 'accept-language': 'kr' }))
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
    expectOk(await s.api.post(SUBSCRIBE, { email, region: 'fr' }))
    const { token } = linkParam((await outboxFor(s.api, email))[0]?.body ?? '', 'unsubscribe')
    expect(await s.api.post('/account/user/subscribe/unsubscribe', { token: token.replace(/.$/, '_') })).toMatchObject({
      code: 4030,
    })
    // A confirm token is not an unsubscribe token (and the other way round).
    const confirm = linkParam((await outboxFor(s.api, email))[0]?.body ?? '', 'confirm').token
    expect(await s.api.post('/account/user/subscribe/unsubscribe', { token: confirm })).toMatchObject({ code: 4030 })
    const first = expectOk(await s.api.post('/account/user/subscribe/unsubscribe', { token }))
    expect(first.data).toEqual({ unsubscribed: true })
    expect(await subscription(email)).toEqual([])
    expect(expectOk(await s.api.post('/account/user/subscribe/unsubscribe', { token })).data).toEqual(first.data)
    // The old confirmation link no longer subscribes anyone.
    expect(await s.api.post('/account/user/subscribe/confirm', { token: confirm })).toMatchObject({ code: 4030 })
  })

  it('one-click unsubscribe (RFC 8058) takes the form post of a mail client', async () => {
    const email = uniqueEmail('oneclick')
    expectOk(await s.api.post(SUBSCRIBE, { email, region: 'jp' }))
    const { token } = linkParam((await outboxFor(s.api, email))[0]?.body ?? '', 'unsubscribe')
    const response = await s.app.request(`/api/us/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await response.json()).toMatchObject({ code: 2000 })
    expect(await subscription(email)).toEqual([])
    const forged = await s.app.request('/api/us/newsletter/unsubscribe?token=abc.def', { method: 'POST' })
    expect(await forged.json()).toMatchObject({ code: 4030 })
  })
})
