import { describe, expect, it } from 'vitest'
import type { Bundles } from './bundles'
import { translationStatus, type StatusInput } from './checks'
import { placeholdersOf } from './placeholders'
import { keysNeeded, pluralProblems } from './plural'
import { registerProblems } from './register'
import { fixTypography, typographyProblems } from './typography'
import { isUsed, type KeyUsage } from './usage'

const bundles = (data: Record<string, Record<string, Record<string, string>>>): Bundles =>
  new Map(
    Object.entries(data).map(([locale, byNs]) => [
      locale,
      new Map(Object.entries(byNs).map(([ns, keys]) => [ns, new Map(Object.entries(keys))])),
    ]),
  )
const usage: KeyUsage = { literals: new Set(['greeting', 'common:cart.title']), prefixes: ['nav.'] }
const input = (messages: Bundles, extra: Partial<StatusInput> = {}): StatusInput => ({
  messages,
  pages: new Map(),
  usage,
  terms: {},
  sameAsEnglish: new Set(['Mechaform Robotics']),
  punctuationExceptions: {},
  ...extra,
})
const checksOf = (status: ReturnType<typeof translationStatus>, locale: string) =>
  status.filter((f) => f.locale === locale).map((f) => `${f.check} ${f.key}`)

describe('French typography', () => {
  it('asks for a no-break space before ? ! ; : and inside « », and not in URLs or times', () => {
    expect(typographyProblems('fr', 'Mot de passe oublié ?')).toHaveLength(1)
    expect(typographyProblems('fr', 'Mot de passe oublié?')).toHaveLength(1)
    expect(typographyProblems('fr', 'Mot de passe oublié\u202f?')).toEqual([])
    expect(typographyProblems('fr', 'Adresse\u202f: https://example.com à 10:00')).toEqual([])
    // One space for every mark: the narrow one, before the colon and inside « » too.
    expect(typographyProblems('fr', 'Adresse\u00a0: rue')).toHaveLength(1)
    expect(typographyProblems('fr', 'le «\u00a0robot\u00a0»')).toHaveLength(2)
    expect(typographyProblems('fr', 'le « robot »')).toHaveLength(2)
    expect(fixTypography('fr', 'Oublié ? Oui : le « robot » !')).toBe(
      'Oublié\u202f? Oui\u202f: le «\u202frobot\u202f»\u202f!',
    )
    expect(typographyProblems('fr', fixTypography('fr', 'Oublié ? Oui : le « robot » !'))).toEqual([])
  })
})

describe('Japanese typography', () => {
  it('keeps a number with its counter and uses ・ as the separator', () => {
    expect(typographyProblems('ja', '6 桁のコード')).toHaveLength(1)
    expect(typographyProblems('ja', '{{seconds}} 秒後')).toHaveLength(1)
    expect(typographyProblems('ja', '{{provider}} なら')).toEqual([]) // not a number
    expect(typographyProblems('ja', 'A • B')).toHaveLength(1)
    expect(fixTypography('ja', '9 月 25 日 • {{count}} 回')).toBe('9月25日 ・ {{count}}回')
  })
})

describe('register', () => {
  it('finds 해요체 endings in Korean, 你 in Chinese (not in 迷你), du in German', () => {
    expect(registerProblems('ko', '이메일을 입력해 주세요')).toHaveLength(1)
    expect(registerProblems('ko', '이메일을 입력해 주십시오.')).toEqual([])
    expect(registerProblems('ko', '비밀번호를 잊으셨나요?')).toHaveLength(1)
    expect(registerProblems('ko', 'Mechaform Robotics가 처음이신가요?')).toHaveLength(1)
    expect(registerProblems('ko', '비밀번호를 잊으셨습니까?')).toEqual([])
    expect(registerProblems('ko', '개인정보가 필요합니다. 중요')).toEqual([])
    expect(registerProblems('zh', '你的账户')).toHaveLength(1)
    expect(registerProblems('zh', '迷你机器人，您的账户')).toEqual([])
    expect(registerProblems('de', 'Hast du ein Konto?')).toHaveLength(1)
    expect(registerProblems('de', 'Haben Sie ein Konto?')).toEqual([])
  })
})

describe('plurals', () => {
  it('needs i18next plural forms where a language has more than one', () => {
    expect(pluralProblems('de-DE', 'wait', 'in {{seconds}} Sekunden', new Set())).toHaveLength(1)
    expect(pluralProblems('de-DE', 'wait', 'in {{count}} Sekunden', new Set())).toHaveLength(1)
    expect(pluralProblems('de-DE', 'wait', 'in {{count}} Sekunden', new Set(['wait_one', 'wait_other']))).toEqual([])
    expect(pluralProblems('de-DE', 'wait', 'in {{seconds}} s', new Set())).toEqual([]) // a unit symbol
    expect(pluralProblems('ja-JP', 'wait', '{{seconds}}秒後', new Set())).toEqual([])
    expect(keysNeeded('wait_one', 'fr-FR').sort()).toEqual(['wait_many', 'wait_one', 'wait_other'])
    expect(keysNeeded('wait_one', 'ja-JP')).toEqual(['wait_other'])
  })
})

describe('placeholders and usage', () => {
  it('reads interpolations and nestings', () => {
    expect(placeholdersOf('{{b}} {{a, number}} $t(x.y)')).toEqual(['$t(x.y)', '{{a}}', '{{b}}'])
  })
  it('counts a key as used by name, with its namespace, by a built prefix, or as a plural form', () => {
    expect(isUsed(usage, 'common', 'greeting_one')).toBe(true)
    expect(isUsed(usage, 'common', 'cart.title')).toBe(true)
    expect(isUsed(usage, 'common', 'nav.products')).toBe(true)
    expect(isUsed(usage, 'common', 'footer.legal')).toBe(false)
  })
})

describe('translation status', () => {
  const messages = bundles({
    'en-US': {
      common: {
        greeting: 'Hello {{name}}.',
        'cart.title': 'Cart',
        'cart.empty': 'Empty',
        wait_one: '{{count}} second',
        wait_other: '{{count}} seconds',
      },
    },
    'zh-CN': { common: { greeting: '您好，{{name}}。', 'cart.title': '购物车', wait_other: '{{count}} 秒' } },
    'de-DE': {
      common: { greeting: 'Hallo {{user}}.', wait_one: '{{count}} Sekunde', wait_other: '{{count}} Sekunden' },
    },
    'ja-JP': { common: { greeting: 'こんにちは、{{name}}', 'cart.title': 'Cart', wait_other: '{{count}}秒' } },
    'fr-FR': {
      common: {
        greeting: 'Bonjour {{name}}.',
        'cart.title': 'Panier',
        wait_one: '{{count}} seconde',
        wait_other: '{{count}} secondes',
      },
    },
  })
  const status = translationStatus(input(messages))

  it('tells a key read from the fallback from one that is missing everywhere, by each plural rule', () => {
    expect(checksOf(status, 'de-DE')).toContain('fallback-only cart.title')
    // i18next reads a form the locale lacks from the fallback language, by that language's rules.
    expect(checksOf(status, 'fr-FR')).toContain('fallback-only wait_many')
    expect(checksOf(status, 'de-DE')).toContain('missing cart.empty')
    expect(checksOf(status, 'ja-JP').filter((c) => c.startsWith('missing wait'))).toEqual([])
  })

  it('reports placeholder mismatches, final marks and copies of English', () => {
    expect(checksOf(status, 'de-DE')).toContain('placeholders greeting')
    expect(checksOf(status, 'ja-JP')).toContain('final-punctuation greeting')
    expect(checksOf(status, 'ja-JP')).toContain('same-as-english cart.title')
    expect(checksOf(status, 'fr-FR')).not.toContain('final-punctuation greeting')
  })

  it('takes a pattern without words for translated, and a soft hyphen for the same word', () => {
    const status = translationStatus(
      input(
        bundles({
          'en-US': {
            common: { labelled: '{{label}}: {{value}}', code: 'Verification code', title: 'Verification code' },
          },
          'de-DE': {
            common: { labelled: '{{label}}: {{value}}', code: 'Bestätigungscode', title: 'Bestätigungs\u00adcode' },
          },
        }),
        { usage: { literals: new Set(['labelled', 'code', 'title']), prefixes: [] } },
      ),
    )
    expect(checksOf(status, 'de-DE')).toEqual([])
    const apart = bundles({
      'en-US': { common: { code: 'Verification code', title: 'Verification code' } },
      'de-DE': { common: { code: 'Bestätigungscode', title: 'Prüfcode' } },
    })
    expect(checksOf(translationStatus(input(apart)), 'de-DE')).toContain('one-translation title')
  })

  it('takes a reviewed exception for a final mark, and reports keys no code reads', () => {
    const excepted = translationStatus(
      input(messages, { punctuationExceptions: { 'ja-JP messages/common greeting': 'why' } }),
    )
    expect(checksOf(excepted, 'ja-JP')).not.toContain('final-punctuation greeting')
    const unusedMessages = bundles({ 'en-US': { common: { 'footer.legal': 'Legal' } } })
    expect(checksOf(translationStatus(input(unusedMessages)), 'en-US')).toEqual(['unused footer.legal'])
  })

  it('flags a term the term list forbids, and errors only for the checks CI enforces', () => {
    const terms = { 'zh-CN': [{ use: '星际侦察兵 K1 Pro', avoid: ['K1 Pro 星际侦察兵'] }] }
    const named = bundles({
      'en-US': { common: { greeting: 'K1 Pro' } },
      'zh-CN': { common: { greeting: 'K1 Pro 星际侦察兵' } },
    })
    const found = translationStatus(input(named, { terms }))
    expect(found.find((f) => f.check === 'terms')).toMatchObject({ severity: 'error', locale: 'zh-CN' })
    expect(status.find((f) => f.check === 'fallback-only')?.severity).toBe('report')
    expect(status.find((f) => f.check === 'placeholders')?.severity).toBe('error')
  })
})

describe('--fix', () => {
  it('changes only the strings, keeping the file layout', async () => {
    const { fixJsonStrings } = await import('./fix')
    const json = '{\n  "cta": { "label": "Voir ?", "link": "a \\"b\\"" },\n  "n": 1\n}\n'
    expect(fixJsonStrings(json, (t) => fixTypography('fr', t))).toBe(
      '{\n  "cta": { "label": "Voir\u202f?", "link": "a \\"b\\"" },\n  "n": 1\n}\n',
    )
  })
})

describe('CJK punctuation and service bundles', () => {
  it('flags half-width marks beside Chinese or Japanese text, but not keyword lists or other languages', () => {
    const status = translationStatus(
      input(
        bundles({
          'en-US': { common: { greeting: 'Choose: {{options}}' } },
          'zh-CN': { common: { greeting: '请选择：{{options}}' } },
          'ja-JP': { common: { greeting: '選択してください: {{options}}', 'seo.keywords': 'ロボット, 登録' } },
        }),
      ),
    )
    expect(checksOf(status, 'ja-JP')).toContain('cjk-punctuation greeting')
    expect(checksOf(status, 'ja-JP')).not.toContain('cjk-punctuation seo.keywords')
    expect(checksOf(status, 'zh-CN')).not.toContain('cjk-punctuation greeting')
  })

  it('makes a region language without its own api or mail bundle an error', () => {
    const messages = bundles({
      'en-US': { common: { greeting: 'Hello' }, api: { bad: 'Bad' }, mail: { hi: 'Hi' } },
      'zh-CN': { common: { greeting: '您好' }, api: { bad: '错误' }, mail: { hi: '您好' } },
      'en-AU': { common: { greeting: 'Hello' } },
    })
    const status = translationStatus(input(messages, { regionLocales: ['en-US', 'zh-CN', 'en-AU'] }))
    const service = status.filter((f) => f.check === 'service-bundle')
    expect(service.map((f) => `${f.locale} ${f.where}`)).toEqual(['en-AU messages/api', 'en-AU messages/mail'])
    expect(service.every((f) => f.severity === 'error')).toBe(true)
  })
})
