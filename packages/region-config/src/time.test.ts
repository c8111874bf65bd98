import { describe, expect, it } from 'vitest'
import { launchStageAt, nextBoundaryAfter, windowStateAt } from './time'

const at = (iso: string) => Date.parse(iso)
const start = '2026-11-16T00:00:00+08:00'
const end = '2026-12-02T00:00:00+08:00'

describe('windowStateAt', () => {
  it('is before until the start, open from the start, after from the end', () => {
    expect(windowStateAt({ start, end }, at(start) - 1)).toBe('before')
    expect(windowStateAt({ start, end }, at(start))).toBe('open')
    expect(windowStateAt({ start, end }, at(end) - 1)).toBe('open')
    expect(windowStateAt({ start, end }, at(end))).toBe('after')
    expect(windowStateAt({ start, end }, at(end) + 1)).toBe('after')
  })

  it('treats a missing bound as open-ended', () => {
    expect(windowStateAt({}, 0)).toBe('open')
    expect(windowStateAt({ start }, at(end) * 2)).toBe('open')
    expect(windowStateAt({ end }, 0)).toBe('open')
    expect(windowStateAt({ start: undefined, end: undefined }, 0)).toBe('open')
  })
})

describe('nextBoundaryAfter', () => {
  const instants = ['2025-09-22T08:00:00+08:00', '2025-09-18T19:30:00+08:00', '2025-09-22T07:00:00+08:00']

  it('returns the earliest instant strictly after now, in any input order', () => {
    expect(nextBoundaryAfter(instants, 0)).toBe(at('2025-09-18T19:30:00+08:00'))
    expect(nextBoundaryAfter(instants, at('2025-09-18T19:30:00+08:00'))).toBe(at('2025-09-22T07:00:00+08:00'))
    expect(nextBoundaryAfter(instants, at('2025-09-22T07:00:00+08:00') - 1)).toBe(at('2025-09-22T07:00:00+08:00'))
    expect(nextBoundaryAfter(instants, at('2025-09-22T07:00:00+08:00'))).toBe(at('2025-09-22T08:00:00+08:00'))
  })

  it('returns null when nothing lies ahead, or for no instants', () => {
    expect(nextBoundaryAfter(instants, at('2025-09-22T08:00:00+08:00'))).toBeNull()
    expect(nextBoundaryAfter([], 0)).toBeNull()
  })

  it('accepts any iterable', () => {
    expect(nextBoundaryAfter(new Set(instants), 0)).toBe(at('2025-09-18T19:30:00+08:00'))
  })
})

describe('launchStageAt with arbitrary instants', () => {
  const launch = [
    '2030-01-01T00:00:00Z',
    '2030-01-02T00:00:00Z',
    '2030-01-03T00:00:00Z',
    '2030-01-04T00:00:00Z',
    '2030-01-05T00:00:00Z',
  ]
  it('steps 1 → 4 between consecutive instants', () => {
    expect(launchStageAt(launch, at(launch[0]!) - 1)).toBeNull()
    for (let i = 0; i < 4; i++) {
      expect(launchStageAt(launch, at(launch[i]!))).toBe(i + 1)
      expect(launchStageAt(launch, at(launch[i + 1]!) - 1)).toBe(i + 1)
    }
    expect(launchStageAt(launch, at(launch[4]!))).toBeNull()
  })
})
