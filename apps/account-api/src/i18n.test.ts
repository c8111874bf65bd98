import { describe, expect, it } from 'vitest'
import { HTTP_STATUS } from './errors'
import { LANGS, resolveLang, t } from './i18n'
import { MESSAGES } from './messages'

describe('resolveLang', () => {
  it.each([
    ['en', 'en'],
    ['cn', 'zh-CN'],
    ['fr', 'fr'],
    ['de', 'de'],
    ['jp', 'ja'],
    ['kr', 'ko'],
    ['zh-CN,zh;q=0.9', 'zh-CN'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['en-GB,en;q=0.8', 'en'],
    ['xx, fr;q=0.5', 'fr'],
  ] as const)('Accept-Language %s → %s', (header, lang) => {
    expect(resolveLang(header, 'cn')).toBe(lang)
  })

  it('falls back to the API prefix language, then zh-CN (the spec fallback locale)', () => {
    expect(resolveLang(undefined, 'us')).toBe('en')
    expect(resolveLang('', 'eu')).toBe('en')
    expect(resolveLang('xx', 'cn')).toBe('zh-CN')
    expect(resolveLang(undefined, undefined)).toBe('zh-CN')
  })
})

describe('messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

  it.each(Object.keys(MESSAGES))('%s is written in every language with the same placeholders', (key) => {
    const table = MESSAGES[key as keyof typeof MESSAGES]
    const expected = placeholders(table.en)
    for (const lang of LANGS) {
      expect(table[lang].trim(), `${key} ${lang}`).not.toBe('')
      expect(placeholders(table[lang]), `${key} ${lang}`).toEqual(expected)
    }
  })

  it('has a message for every envelope code', () => {
    for (const code of Object.keys(HTTP_STATUS)) expect(Object.keys(MESSAGES)).toContain(`c${code}`)
  })

  it('keeps the spec §8 wording in English', () => {
    expect(t('en', 'c4003')).toBe('Login expired, please log in again')
    expect(t('en', 'c4011', { n: 42 })).toBe('Too many attempts, try again in 42 seconds.')
    expect(t('en', 'c5000')).toBe('Server error, please try again later')
    expect(t('en', 'c4030')).toBe('Verification Unsuccessful')
    expect(t('zh-CN', 'c4011', { n: 7 })).toBe('尝试次数过多，请在 7 秒后重试。')
  })
})
