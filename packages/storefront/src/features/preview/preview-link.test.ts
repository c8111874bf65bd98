import { describe, expect, it } from 'vitest'
import { checkPreview, signPreview, withoutPreview, withPreview } from './preview-link'

const secret = 'a-test-secret-of-enough-length-0123456789'
const at = Date.parse('2025-09-22T08:00:00+08:00')
const now = Date.parse('2026-11-26T02:00:00Z')
const expires = now + 72 * 3600_000

describe('preview links', () => {
  const token = signPreview({ at, expires }, secret)

  it('carry the instant and expiry, and check back to them', () => {
    expect(checkPreview(token, secret, now)).toEqual({ ok: true, at, expires })
  })

  it('refuse another secret, a changed instant or expiry, and garbage', () => {
    expect(checkPreview(token, `${secret}x`, now)).toEqual({ ok: false, reason: 'signature' })
    const [, e, sig] = token.split('.')
    expect(checkPreview(`${(at + 1).toString(36)}.${e}.${sig}`, secret, now)).toMatchObject({ reason: 'signature' })
    expect(checkPreview(`${at.toString(36)}.${(expires + 3600_000).toString(36)}.${sig}`, secret, now)).toMatchObject({
      reason: 'signature',
    })
    for (const bad of ['', 'x', '1.2', '1.2.3.4', 'A.b.c', `${'z'.repeat(13)}.1.x`])
      expect(checkPreview(bad, secret, now)).toMatchObject({ ok: false, reason: 'malformed' })
  })

  it('expire at their expiry, by the real clock', () => {
    expect(checkPreview(token, secret, expires - 1)).toMatchObject({ ok: true })
    expect(checkPreview(token, secret, expires)).toEqual({ ok: false, reason: 'expired' })
  })

  it('add to and leave a path, its other parameters kept', () => {
    expect(withPreview('/uk/flagship-megatron?utm_source=x#buy', token)).toBe(
      `/uk/flagship-megatron?utm_source=x&preview=${token}#buy`,
    )
    expect(withoutPreview(`/uk/flagship-megatron?preview=${token}&utm_source=x`)).toBe(
      '/uk/flagship-megatron?utm_source=x',
    )
    expect(withoutPreview(`/uk?preview=${token}`)).toBe('/uk')
  })
})
