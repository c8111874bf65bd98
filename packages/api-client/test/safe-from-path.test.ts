import { describe, expect, it } from 'vitest'
import { safeFromPath } from '../src'

describe('safeFromPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeFromPath('/us/account', 'us')).toBe('/us/account')
    expect(safeFromPath('/us/faq?q=battery#charging', 'us')).toBe('/us/faq?q=battery#charging')
    expect(safeFromPath('/', 'us')).toBe('/')
    expect(safeFromPath('/mini-robot', 'cn')).toBe('/mini-robot')
    expect(safeFromPath('/us/a/../account', 'us')).toBe('/us/account')
    expect(safeFromPath('/us/%E4%BA%A7%E5%93%81', 'us')).toBe('/us/%E4%BA%A7%E5%93%81')
  })

  const hostile = [
    '//evil.example',
    '//evil.example/us/account',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http://evil.example/us',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/us/\u0000account',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/us/%E0%A4%A',
    'evil.example',
    'us/account',
    '',
    '/' + 'a'.repeat(3000),
  ]
  for (const value of hostile) {
    it(`rejects ${JSON.stringify(value.slice(0, 40))}`, () => {
      expect(safeFromPath(value, 'us')).toBe('/us')
      expect(safeFromPath(value, 'cn')).toBe('/')
      expect(safeFromPath(value, 'de')).toBe('/de')
    })
  }

  it('rejects what is not a string', () => {
    expect(safeFromPath(undefined, 'us')).toBe('/us')
    expect(safeFromPath(null, 'fr')).toBe('/fr')
    expect(safeFromPath(['/us/account'], 'us')).toBe('/us')
  })
})
