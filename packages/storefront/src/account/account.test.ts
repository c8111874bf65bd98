import { describe, expect, it } from 'vitest'
import { LOCALES } from '@storefront/region-config'
import { destinationAfterLogin, isAccountScreenPath, withFromPath } from './destination'
import { checkNewPassword, cleanCode, isCode, isComplexPassword } from './validation'

describe('password rule (docs/rules/accounts.md#passwords-and-codes)', () => {
  it('needs at least 8 characters with letters and numbers', () => {
    expect(isComplexPassword('Transform3r')).toBe(true)
    expect(isComplexPassword('abcdefg1')).toBe(true)
    expect(isComplexPassword('passwört9')).toBe(true)
    expect(isComplexPassword('abc1234')).toBe(false) // 7
    expect(isComplexPassword('abcdefgh')).toBe(false) // no number
    expect(isComplexPassword('12345678')).toBe(false) // no letter
    expect(isComplexPassword(`a1${'x'.repeat(127)}`)).toBe(false) // the service's upper bound
  })

  it('reports the complexity and the confirmation separately', () => {
    const m = { required: 'required', complex: 'complex', mismatch: 'mismatch' }
    expect(checkNewPassword('', '', m)).toEqual({ password: 'required', confirm: 'required' })
    expect(checkNewPassword('short1', 'short1', m)).toEqual({ password: 'complex' })
    expect(checkNewPassword('Transform3r', 'Transform4r', m)).toEqual({ confirm: 'mismatch' })
    expect(checkNewPassword('Transform3r', 'Transform3r', m)).toEqual({})
  })
})

describe('verification code', () => {
  it('is six digits; typing or pasting keeps the digits only', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode(' 123456 ')).toBe(true)
    expect(isCode('12345')).toBe(false)
    expect(isCode('12345a')).toBe(false)
    expect(cleanCode('123 456')).toBe('123456')
    expect(cleanCode('12-34-56-78')).toBe('123456')
  })
})

describe('destination after login (fromPath)', () => {
  it('returns to a same-site path with its query', () => {
    expect(destinationAfterLogin('/us/flagship-bumblebee', 'us')).toBe('/us/flagship-bumblebee')
    expect(destinationAfterLogin('/us/faq?q=battery#charging', 'us')).toBe('/us/faq?q=battery#charging')
    expect(destinationAfterLogin('/mini-robot', 'cn')).toBe('/mini-robot')
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '',
    'evil',
  ])('sends %j to the region home', (fromPath) => {
    expect(destinationAfterLogin(fromPath, 'us')).toBe('/us')
    expect(destinationAfterLogin(fromPath, 'cn')).toBe('/')
  })

  it('never loops back to an account screen', () => {
    expect(destinationAfterLogin('/us/login', 'us')).toBe('/us')
    expect(destinationAfterLogin('/de/register?x=1', 'de')).toBe('/de')
    expect(destinationAfterLogin('/login', 'cn')).toBe('/')
    expect(isAccountScreenPath('/us/account')).toBe(false)
    expect(isAccountScreenPath('/jp/reset-password?token=abc')).toBe(true)
  })

  it('without fromPath: the profile page where the region has one, else home', () => {
    expect(destinationAfterLogin(null, 'us')).toBe('/us/account')
    expect(destinationAfterLogin(null, 'de')).toBe('/de')
    expect(destinationAfterLogin(null, 'cn')).toBe('/')
  })

  it('carries fromPath from screen to screen, encoded', () => {
    expect(withFromPath('/us/register', null)).toBe('/us/register')
    expect(withFromPath('/us/register', '/us/faq?q=a&b')).toBe('/us/register?fromPath=%2Fus%2Ffaq%3Fq%3Da%26b')
  })
})

describe('account screen titles', () => {
  it('come from the account messages of the page language', async () => {
    const { accountTitleOf } = await import('./titles')
    const resources = { 'de-DE': { account: { login: { title: 'Anmelden' }, profile: { title: 'Mein Konto' } } } }
    expect(accountTitleOf(resources, 'de-DE', 'login')).toBe('Anmelden')
    expect(accountTitleOf(resources, 'de-DE', undefined)).toBe('Mein Konto')
    expect(accountTitleOf(resources, 'fr-FR', 'login')).toBe('')
  })

  it('give the sign-in page its meta description (its introduction), in every language', async () => {
    const [{ accountTextOf }, { loadResources }] = await Promise.all([
      import('./titles'),
      import('@storefront/content'),
    ])
    for (const language of LOCALES) {
      const resources = await loadResources(language, ['account'])
      expect(accountTextOf(resources, language, 'login', 'intro').length, language).toBeGreaterThan(20)
    }
    expect(accountTextOf({}, 'en-US', 'login', 'intro')).toBe('')
  })
})
