import { describe, expect, it } from 'vitest'
import { islandJson, unchanging } from './island-json'

const scriptSafe = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')

describe('islandJson', () => {
  it('writes what JSON.stringify writes, with every < escaped', () => {
    const values: object[] = [
      {},
      [],
      { a: 1, b: 'x', c: null, d: true, e: [1, 'two', { three: 3 }] },
      { skipped: undefined, fn: () => 1, kept: 0, nested: { skipped: undefined, list: [undefined, () => 1] } },
      { text: '</script><!-- "quoted" \\ \u2028 ü 威震天', deep: { deeper: { deepest: '<b>' } } },
      { date: new Date(Date.UTC(2026, 10, 27)), withToJson: { toJSON: () => ({ as: 'this' }) } },
      { 'key "quoted"': 1, '<key>': 2, 10: 'numeric keys first', z: 3 },
      { nothing: null, empty: {}, list: [] },
    ]
    for (const value of values) expect(islandJson(value)).toBe(scriptSafe(value))
  })

  it('writes an unchanging object once and the same text each time after', () => {
    const messages = unchanging({ error: 'Something <went> wrong', codes: { 4001: 'Please log in.' } })
    const props = { api: messages, path: '/us/a' }
    expect(islandJson(props)).toBe(scriptSafe(props))
    // Nothing can change it any more (frozen to the last level), so the text kept is still its JSON.
    expect(() => {
      ;(messages.codes as Record<number, string>)[4001] = 'changed'
    }).toThrow(TypeError)
    expect(islandJson({ ...props, path: '/us/b' })).toBe(scriptSafe({ api: messages, path: '/us/b' }))
    expect(islandJson({ nested: { api: messages } })).toBe(scriptSafe({ nested: { api: messages } }))
    expect(islandJson(messages)).toBe(scriptSafe(messages))
  })

  it('reads an object not marked unchanging anew on every call', () => {
    const texts: Record<string, string> = { title: 'First' }
    expect(islandJson({ texts })).toBe('{"texts":{"title":"First"}}')
    texts['title'] = 'Second'
    expect(islandJson({ texts })).toBe('{"texts":{"title":"Second"}}')
  })
})
