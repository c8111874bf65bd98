import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { leakIn, memoryTrend, sampleMemory, type MemorySample } from './memory-trend'

// A full GC in this process, as the soak's server does with --expose-gc.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const retained = async () => {
  gc()
  gc()
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}

/**
 * A stand-in server: each "request" builds a 16 KiB page (garbage once answered) and, when `leak` is set,
 * keeps `leak` bytes of it for good, the way a listener or an unbounded map keyed per request would.
 */
function fakeServer(leak: number) {
  const kept: Buffer[] = []
  const cache = new Map<number, string>() // bounded: the last 50 pages, like the render cache
  let served = 0
  const serve = (n: number) => {
    const page = `<p>${String(n).repeat(4096)}</p>`
    cache.set(n % 50, page)
    if (leak) kept.push(Buffer.from(page.slice(0, leak)))
    served++
  }
  return { serve, served: () => served, kept }
}

/** Serves in bursts between samples; `busy` adds what a loaded machine adds: requests in flight at a sample. */
async function run(leak: number, busy: boolean): Promise<MemorySample[]> {
  const server = fakeServer(leak)
  let running = true
  let inFlight: string[] = []
  const load = (async () => {
    for (let n = 0; running; n++) {
      server.serve(n)
      // On a busy machine a sample can land while a burst of pages is still being written.
      if (busy && n % 200 === 0)
        inFlight = Array.from({ length: Math.floor(Math.random() * 400) }, () => 'x'.repeat(4096))
      if (n % 50 === 0) await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  for (let i = 0; i < 2000; i++) server.serve(-i) // warm: the bounded cache full
  const samples = await sampleMemory(retained, server.served, { intervalMs: 40, enough: (s) => s.length === 12 })
  running = false
  await load
  void inFlight
  return samples
}

describe('memoryTrend / leakIn', () => {
  it('finds a deliberate leak of 1 KiB per request', async () => {
    const trend = memoryTrend(await run(1024, false))
    expect(trend.bytesPerRequest).toBeGreaterThan(900)
    expect(leakIn(trend)).toMatch(/bytes kept per request/)
  })

  it('finds it on a busy machine too', async () => {
    expect(leakIn(memoryTrend(await run(1024, true)))).not.toBeNull()
  })

  it('passes a server that keeps nothing per request, idle or busy', async () => {
    for (const busy of [false, true]) {
      const trend = memoryTrend(await run(0, busy))
      expect(leakIn(trend), JSON.stringify(trend)).toBeNull()
    }
  })

  it('is not tilted by a few samples taken with a burst in flight (the slope is a median)', () => {
    const MiB = 1024 * 1024
    const flat = Array.from({ length: 20 }, (_, i) => ({ requests: i * 1000, retained: 60 * MiB }))
    flat[7]!.retained += 30 * MiB
    flat[19]!.retained += 30 * MiB // even the last one: a before/after difference would call it a leak
    expect(memoryTrend(flat).bytesPerRequest).toBe(0)
    expect(leakIn(memoryTrend(flat))).toBeNull()
    const leaking = flat.map((s, i) => ({ ...s, retained: s.retained + i * 1000 * 700 }))
    expect(memoryTrend(leaking).bytesPerRequest).toBeCloseTo(700, 0)
    expect(leakIn(memoryTrend(leaking))).not.toBeNull()
  })

  it('calls a steep slope over too few requests noise', () => {
    const few = [0, 1, 2].map((i) => ({ requests: i * 10, retained: i * 10 * 4096 }))
    expect(leakIn(memoryTrend(few))).toBeNull()
    expect(() => memoryTrend(few.slice(0, 2))).toThrow(/3 samples/)
  })
})
