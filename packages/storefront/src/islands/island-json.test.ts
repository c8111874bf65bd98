import { describe, expect, it } from 'vitest'
import { islandText, unchanging } from './island-json'

const scriptSafe = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')

describe('islandText', () => {
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
    for (const value of values) expect(islandText(value).json).toBe(scriptSafe(value))
  })

  it('writes an unchanging object once and the same text each time after', () => {
    const messages = unchanging({ error: 'Something <went> wrong', codes: { 4001: 'Please log in.' } })
    const props = { api: messages, path: '/us/a' }
    expect(islandText(props).json).toBe(scriptSafe(props))
    // Nothing can change it any more (frozen to the last level), so the text kept is still its JSON.
    expect(() => {
      ;(messages.codes as Record<number, string>)[4001] = 'changed'
    }).toThrow(TypeError)
    expect(islandText({ ...props, path: '/us/b' }).json).toBe(scriptSafe({ api: messages, path: '/us/b' }))
    expect(islandText({ nested: { api: messages } }).json).toBe(scriptSafe({ nested: { api: messages } }))
    expect(islandText(messages).json).toBe(scriptSafe(messages))
  })

  it('reads an object not marked unchanging anew on every call', () => {
    const texts: Record<string, string> = { title: 'First' }
    expect(islandText({ texts }).json).toBe('{"texts":{"title":"First"}}')
    texts['title'] = 'Second'
    expect(islandText({ texts }).json).toBe('{"texts":{"title":"Second"}}')
  })

  it('keys props by their JSON with each unchanging part as its number: one key, one JSON', () => {
    const menu = unchanging({ items: ['Robots', 'Sets'], note: 'x'.repeat(2000) })
    const twin = unchanging({ items: ['Robots', 'Sets'], note: 'x'.repeat(2000) })
    const page = (path: string, api: object = menu) => islandText({ header: { menu: api, current: path }, path })
    const first = page('/us/a')
    expect(first.json).toBe(scriptSafe({ header: { menu, current: '/us/a' }, path: '/us/a' }))
    // The unchanging menu is not in the key: the key is short whatever the menu holds.
    expect(first.key.length).toBeLessThan(80)
    expect(first.key).not.toContain('Robots')
    expect(page('/us/a').key).toBe(first.key)
    expect(page('/us/b').key).not.toBe(first.key)
    // Another unchanging object is another key, even with the same JSON: one HTML kept twice, never a wrong one.
    expect(page('/us/a', twin).key).not.toBe(first.key)
    expect(page('/us/a', twin).json).toBe(first.json)
    // A string that holds U+0001 is written escaped in JSON (and so in the key): it cannot pass for a number.
    const serial = first.key.slice(first.key.indexOf('\u0001') + 1).match(/^\d+/)![0]
    const lookalike = islandText({ header: { menu: `\u0001${serial}`, current: '/us/a' }, path: '/us/a' })
    expect(lookalike.key).not.toBe(first.key)
    // Props without an unchanging part are keyed by their JSON itself.
    expect(islandText({ path: '/us/a' })).toEqual({ json: '{"path":"/us/a"}', key: '{"path":"/us/a"}' })
  })
})
