import { describe, expect, it } from 'vitest'
import type { Bundles } from './bundles'
import { pageLanguageFacts } from './data-texts'
import { traditionalFindings } from './traditional'

const bundles = (data: Record<string, Record<string, Record<string, string>>>): Bundles =>
  new Map(
    Object.entries(data).map(([locale, byNs]) => [
      locale,
      new Map(Object.entries(byNs).map(([ns, keys]) => [ns, new Map(Object.entries(keys))])),
    ]),
  )
const found = (findings: ReturnType<typeof traditionalFindings>) =>
  findings.map((f) => `${f.severity} ${f.check} ${f.locale} ${f.where} ${f.key}`)

describe('Traditional Chinese end to end (docs/translating.md#traditional-chinese)', () => {
  it('finds Simplified characters in zh-HK messages and page copy, and only there', () => {
    const messages = bundles({
      'zh-CN': { common: { subscribe: '订阅' } },
      'zh-HK': { common: { subscribe: '訂阅', account: '帳户', learn: '了解更多', weekend: '週末' } },
    })
    const pages = bundles({ 'zh-HK': { 'hongkong-macao': { 'hero.heading': '香港及澳门购买渠道', ok: '若干平台' } } })
    const findings = traditionalFindings({ messages, pages }, [])
    expect(found(findings)).toEqual([
      'error simplified zh-HK messages/common subscribe',
      'error simplified zh-HK pages/hongkong-macao hero.heading',
    ])
    expect(findings[0]!.detail).toBe('訂[阅→閲]')
  })

  it('finds Simplified characters in the region data a zh-HK page shows', () => {
    const facts = [
      { locale: 'zh-HK', where: 'region-data', key: 'company.name', text: '深圳市机形科技有限公司' },
      { locale: 'zh-CN', where: 'region-data', key: 'company.name', text: '深圳市机形科技有限公司' },
    ]
    expect(found(traditionalFindings({ messages: new Map(), pages: new Map() }, facts))).toEqual([
      'error simplified zh-HK region-data company.name',
    ])
  })

  it("reads today's region data of every page-only language as Traditional", () => {
    expect(pageLanguageFacts().map((f) => f.key)).toContain('cn.company.name')
    expect(traditionalFindings({ messages: new Map(), pages: new Map() })).toEqual([])
  })

  it('reports a zh-HK fallback the service or the client sends (api, mail, common api.*) as an error', () => {
    const messages = bundles({
      'zh-CN': {
        api: { 'code.4000': '请检查您填写的信息。' },
        mail: { subscribeSubject: '订阅成功' },
        common: { 'api.message.error': '出错了，请重试。', 'nav.home': '首页' },
      },
      'zh-HK': { api: { 'code.4000': '請檢查您填寫的資料。' }, common: {} },
    })
    expect(found(traditionalFindings({ messages, pages: new Map() }, []))).toEqual([
      'error sent-fallback zh-HK messages/mail subscribeSubject',
      'error sent-fallback zh-HK messages/common api.message.error',
    ])
  })
})
