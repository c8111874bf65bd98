import { describe, expect, it } from 'vitest'
import { webConcurrency } from './cluster'

describe('webConcurrency', () => {
  it('is one process unless WEB_CONCURRENCY says otherwise', () => {
    expect(webConcurrency(undefined, 8)).toBe(1)
    expect(webConcurrency('', 8)).toBe(1)
    expect(webConcurrency('3', 8)).toBe(3)
    expect(webConcurrency('auto', 8)).toBe(8)
    expect(webConcurrency('auto', 0)).toBe(1)
  })

  it('refuses what is not a process count', () => {
    for (const bad of ['0', '-1', '2.5', 'two', '65']) expect(() => webConcurrency(bad, 2)).toThrow(/WEB_CONCURRENCY/)
  })
})
