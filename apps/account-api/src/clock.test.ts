import { describe, expect, it } from 'vitest'
import { serviceClock } from './clock'

describe('serviceClock', () => {
  it('is the real time without STOREFRONT_NOW', () => {
    let real = Date.UTC(2026, 10, 28, 18)
    const now = serviceClock(undefined, () => real)
    expect(now().getTime()).toBe(real)
    real += 1234
    expect(now().getTime()).toBe(real)
  })

  it('starts at STOREFRONT_NOW and moves on at the real pace, never frozen', () => {
    let real = Date.UTC(2026, 10, 28, 18)
    const startsAt = Date.parse('2026-12-07T16:55:00+01:00')
    const now = serviceClock(startsAt, () => real)
    expect(now().toISOString()).toBe('2026-12-07T15:55:00.000Z')
    real += 5 * 60_000 + 1
    expect(now().toISOString()).toBe('2026-12-07T16:00:00.001Z')
  })
})
