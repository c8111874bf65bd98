import { describe, expect, it } from 'vitest'
import { islandJson } from './island-json'

describe('islandJson', () => {
  it('writes what JSON.stringify writes, with every < escaped, and reads back as the props', () => {
    const values: object[] = [
      {},
      [],
      { a: 1, b: 'x', c: null, d: true, e: [1, 'two', { three: 3 }] },
      { text: '</script><!-- "quoted" \\ \u2028 ü 威震天', deep: { deeper: { deepest: '<b>' } } },
      { date: new Date(Date.UTC(2026, 10, 27)), withToJson: { toJSON: () => ({ as: 'this' }) } },
    ]
    for (const value of values) {
      const json = islandJson(value)
      expect(json).not.toContain('<')
      expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)))
    }
    expect(islandJson({ html: '</script>' })).toBe('{"html":"\\u003c/script>"}')
  })
})
