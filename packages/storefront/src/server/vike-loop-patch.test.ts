import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'

// patches/vike@0.4.266.patch: Vike's `catchInfiniteLoop`, called once per request under the request's own
// name, sweeps its trackers once per 5 s instead of on every call (which cost time in proportion to the
// requests of the last 5 s: docs/upstream/vike-catch-infinite-loop.md). It must still catch a loop. Vike does
// not export the module, so the test loads it from the installed (patched) package.
const utilsDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('vike/server')), '../../utils')
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(path.join(utilsDir, file)).href)) as T

describe("Vike's catchInfiniteLoop (patched)", () => {
  afterEach(() => vi.useRealTimers())

  it('throws at the 100th call of one name within 5 s, warns once at half, and forgets after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.resetModules()
    const { catchInfiniteLoop } = await load<{ catchInfiniteLoop: (name: string) => void }>(
      `catchInfiniteLoop.js?fresh=${Date.now()}`,
    )
    for (let i = 0; i < 99; i++) catchInfiniteLoop('render(/loop)')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toContain('render(/loop) called 50 times within 5 seconds')
    catchInfiniteLoop('render(/other)')
    expect(() => catchInfiniteLoop('render(/loop)')).toThrow(/render\(\/loop\) called 100 times/)

    vi.setSystemTime(1_000_000 + 5_001)
    for (let i = 0; i < 99; i++) catchInfiniteLoop('render(/loop)')
    expect(() => catchInfiniteLoop('render(/loop)')).toThrow(/called 100 times/)
  })
})
