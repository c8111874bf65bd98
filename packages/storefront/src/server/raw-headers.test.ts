import { describe, expect, it } from 'vitest'
import { mergedRawHeaders, rawHeaders } from './raw-headers'

describe('rawHeaders', () => {
  it('flattens the lists in order, repeats included', () => {
    expect(
      rawHeaders(
        [
          ['A', '1'],
          ['B', '2'],
        ],
        [],
        [['a', '3']],
      ),
    ).toEqual(['A', '1', 'B', '2', 'a', '3'])
    expect(rawHeaders()).toEqual([])
  })
  it('reads any iterable of pairs', () => {
    expect(rawHeaders(new Map([['X', 'y']]))).toEqual(['X', 'y'])
  })
})

describe('mergedRawHeaders', () => {
  it('gives what a Map keyed by the lower-case name gives, flattened', () => {
    const lists: [string, string][][] = [
      [
        ['Content-Type', 'text/html'],
        ['Cache-Control', 'no-store'],
        ['X-Render-Cache', 'hit'],
      ],
      [
        ['Content-Security-Policy', "default-src 'self'"],
        ['cache-control', 'public, max-age=60'],
      ],
      [
        ['X-Request-Id', 'r1'],
        ['Content-Type', 'text/html; charset=utf-8'],
      ],
    ]
    const byName = new Map<string, [string, string]>()
    for (const list of lists) for (const [name, value] of list) byName.set(name.toLowerCase(), [name, value])
    expect(mergedRawHeaders(...lists)).toEqual([...byName.values()].flat())
    expect(mergedRawHeaders(...lists)).toEqual([
      'Content-Type',
      'text/html; charset=utf-8',
      'cache-control',
      'public, max-age=60',
      'X-Render-Cache',
      'hit',
      'Content-Security-Policy',
      "default-src 'self'",
      'X-Request-Id',
      'r1',
    ])
  })
  it('keeps a list without repeats as it is', () => {
    expect(mergedRawHeaders([['A', '1']], [['B', '2']])).toEqual(['A', '1', 'B', '2'])
  })
})
