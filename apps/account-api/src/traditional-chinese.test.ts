import { describe, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { HONG_KONG_PATH, regionConfigIn, routeByPath } from '@storefront/region-config'
import { markSimplified, simplifiedCharacters } from '@storefront/test-kit/traditional'
import { resolveLang, t } from './i18n'
import { describeOnPglite, outboxFor, TestClient, uniqueEmail } from './test/harness'

const SUBSCRIBE = '/account/user/subscribe/create'
/** What a Hong Kong reader would read as Simplified, marked: empty when the text is all Traditional. */
const simplified = (text: string) => (simplifiedCharacters(text).length ? markSimplified(text) : '')

describe('the Hong Kong/Macao page language (docs/translating.md#traditional-chinese)', () => {
  it.each(['zh-HK', 'zh-MO', 'zh-TW', 'zh-Hant', 'zh-Hant-HK', 'zh_HK', 'xx, zh-HK;q=0.8'])(
    'answers %s in Traditional Chinese',
    (header) => expect(resolveLang(header, 'cn')).toBe('zh-HK'),
  )

  it.each(['zh', 'zh-CN', 'zh-Hans', 'cn'])('answers %s in Simplified Chinese, as before', (header) =>
    expect(resolveLang(header, 'us')).toBe('zh-CN'),
  )
})

describeOnPglite('zh-HK answers and mails', (s) => {
  // The page's newsletter form calls cn's prefix with the page's language (api-client headers.ts).
  const hongKong = () => new TestClient(s.app, { set: 'cn', lang: 'zh-HK' })

  it('explains a refused form field in Traditional Chinese', async () => {
    const answer = await hongKong().post(SUBSCRIBE, { email: 'hk..robot@example.com', region: 'cn', optIn: true })
    expect(answer.code).toBe(API_CODE.INVALID_INPUT)
    expect(answer.msg).toBe(t('zh-HK', 'api:field.invalidEmail'))
    expect(simplified(answer.msg)).toBe('')
  })

  it('answers every envelope message in Traditional Chinese', async () => {
    const answer = await hongKong().post('/account/user/login/pwd', { email: uniqueEmail('hk'), password: 'robot1234' })
    expect(answer.code).toBe(API_CODE.WRONG_CREDENTIALS)
    expect(answer.msg).toBe('電郵地址或密碼錯誤，請重試。')
  })

  it('mails the welcome and its consent record in Traditional Chinese, the company as the page names it', async () => {
    const email = uniqueEmail('hk-news')
    const answer = await hongKong().post(SUBSCRIBE, { email, region: 'cn', optIn: true })
    expect(answer.code).toBe(API_CODE.SUCCESS)
    const [mail] = await outboxFor(s.api, email)
    expect(mail).toMatchObject({ kind: 'subscribe', lang: 'zh-HK', subject: '訂閱成功' })
    expect(mail!.body).toContain(`發送者：${regionConfigIn('cn', 'zh-HK').company.name}`)
    expect(mail!.body).toContain('深圳市機形科技有限公司')
    expect(mail!.body).toMatch(/同意日期：\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d（北京時間）/)
    expect(simplified(`${mail!.subject}\n${mail!.body}`)).toBe('')
  })

  it("links the welcome's unsubscribe to the newsletter screen in Traditional Chinese", async () => {
    const email = uniqueEmail('hk-links')
    await hongKong().post(SUBSCRIBE, { email, region: 'cn', optIn: true })
    const [mail] = await outboxFor(s.api, email)
    const link = new URL(/https?:\/\/\S+\?unsubscribe=\S+/.exec(mail!.body)![0])
    expect(routeByPath(link.pathname)?.meta).toMatchObject({ region: 'cn', screen: 'newsletter', language: 'zh-HK' })
    expect(link.pathname).toBe(`${HONG_KONG_PATH}/newsletter`)
  })

  it('still mails the cn page in Simplified Chinese', async () => {
    const email = uniqueEmail('cn-news')
    await new TestClient(s.app, { set: 'cn', lang: 'cn' }).post(SUBSCRIBE, { email, region: 'cn', optIn: true })
    const [mail] = await outboxFor(s.api, email)
    expect(mail).toMatchObject({ kind: 'subscribe', lang: 'zh-CN', subject: '订阅成功' })
    expect(mail!.body).toContain('深圳市机形科技有限公司')
    const link = new URL(/https?:\/\/\S+\?unsubscribe=\S+/.exec(mail!.body)![0])
    expect(routeByPath(link.pathname)?.meta).toMatchObject({ region: 'cn', screen: 'newsletter', language: 'zh-CN' })
  })
})
