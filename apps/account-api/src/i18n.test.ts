import { describe, expect, it } from 'vitest'
import { API_CONTRACT } from '@storefront/api-client/contract'
import { acceptLanguageOf, REGION_IDS, REGION_LOCALE } from '@storefront/region-config'
import { SERVICE_LOCALES, resolveLang, t } from './i18n'

describe('resolveLang', () => {
  it.each([
    ['en', 'en-US'],
    ['cn', 'zh-CN'],
    ['fr', 'fr-FR'],
    ['de', 'de-DE'],
    ['jp', 'ja-JP'],
    ['kr', 'ko-KR'],
    ['zh-CN,zh;q=0.9', 'zh-CN'],
    ['ja-JP', 'ja-JP'],
    ['ko', 'ko-KR'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['xx, fr;q=0.5', 'fr-FR'],
  ] as const)('Accept-Language %s → %s', (header, locale) => {
    expect(resolveLang(header, 'cn')).toBe(locale)
  })

  it('understands every region by its code and by what the storefront sends for it, in its language', () => {
    for (const id of REGION_IDS) {
      const language = REGION_LOCALE[id].split('-')[0]
      for (const header of [id, acceptLanguageOf(id)]) expect(resolveLang(header, 'cn').split('-')[0]).toBe(language)
    }
  })

  it('falls back to the API prefix language, then zh-CN (the fallback locale)', () => {
    expect(resolveLang(undefined, 'us')).toBe('en-US')
    expect(resolveLang('', 'eu')).toBe('en-US')
    expect(resolveLang('xx', 'cn')).toBe('zh-CN')
    expect(resolveLang(undefined, undefined)).toBe('zh-CN')
  })
})

describe('messages', () => {
  // content's own suite checks that every locale has every key with the same placeholders.
  it.each(SERVICE_LOCALES)('has a %s message for every envelope code, its placeholders filled in', (locale) => {
    for (const [code, { message, placeholders }] of Object.entries(API_CONTRACT)) {
      const params = Object.fromEntries(placeholders.map((name, i) => [name, 9100 + i]))
      const text = t(locale, message, params)
      expect(text.trim(), `${locale} ${code}`).not.toBe('')
      expect(text, `${locale} ${code}`).not.toMatch(/\{\{/)
      for (const value of Object.values(params)) expect(text, `${locale} ${code}`).toContain(String(value))
    }
  })

  it('keeps the English wording of docs/rules/accounts.md#envelope-codes', () => {
    expect(t('en-US', 'api:code.4003')).toBe('Login expired, please log in again')
    expect(t('en-US', 'api:code.4011', { count: 42 })).toBe('Too many attempts, try again in 42 seconds.')
    expect(t('en-US', 'api:code.4011', { count: 1 })).toBe('Too many attempts, try again in 1 second.')
    expect(t('de-DE', 'api:code.4011', { count: 1 })).toContain('in 1 Sekunde erneut')
    expect(t('en-US', 'api:code.5000')).toBe('Server error, please try again later')
    expect(t('en-US', 'api:code.4030')).toBe('Verification Unsuccessful')
    expect(t('zh-CN', 'api:code.4011', { count: 7 })).toBe('尝试次数过多，请在 7 秒后重试。')
  })

  it('writes mails in the visitor language, with the placeholders filled in', () => {
    expect(t('fr-FR', 'mail:formSubject', { form: t('fr-FR', 'mail:form.returnManufacturer') })).toBe(
      'Nous avons bien reçu votre demande de retour',
    )
    expect(t('ja-JP', 'mail:codeBody', { code: '123456' })).toContain('123456')
  })
})
