/**
 * Leak detection that a busy machine does not fool (docs/security.md#hardening-suites).
 *
 * Raw RSS before and after a run measures the allocator and the machine as much as the server: a slow,
 * loaded run keeps more garbage and more requests in flight at any instant, and RSS never gives pages
 * back. What a leak does is keep memory for every request served. So the soak samples, many times during
 * the run, the memory still retained after a full GC (heap plus the Buffers outside it) against the number
 * of requests answered so far, and fits a line through the samples with the Theil–Sen estimator (the
 * median of the slopes between every two samples): one sample taken with a burst of requests in flight
 * moves the median little, where it would tilt a least-squares line or decide a before/after difference.
 * The slope is bytes kept per request, whatever the machine's speed; a leak is a slope over the limit
 * whose fitted growth over the run is also more than the noise of one sample.
 */

export interface MemorySample {
  /** Requests answered when the sample was taken. */
  requests: number
  /** Bytes retained after a full GC: `heapUsed + external` of `process.memoryUsage()`. */
  retained: number
}

export interface MemoryTrend {
  /** The Theil–Sen slope: bytes retained per request served. */
  bytesPerRequest: number
  /** The slope times the requests between the first and the last sample. */
  growth: number
  samples: number
  requests: number
}

export interface LeakLimits {
  /** Most bytes a request may leave behind on the trend (default 512). */
  maxBytesPerRequest?: number
  /** A fitted growth under this is noise, whatever the slope (default 4 MiB). */
  noiseBytes?: number
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The Theil–Sen line of retained bytes over requests served. Needs three samples or more. */
export function memoryTrend(samples: readonly MemorySample[]): MemoryTrend {
  if (samples.length < 3) throw new Error(`a trend needs at least 3 samples, got ${samples.length}`)
  const slopes: number[] = []
  for (let i = 0; i < samples.length; i++)
    for (let j = i + 1; j < samples.length; j++) {
      const dx = samples[j]!.requests - samples[i]!.requests
      if (dx > 0) slopes.push((samples[j]!.retained - samples[i]!.retained) / dx)
    }
  if (!slopes.length) throw new Error('no requests were served between the samples')
  const bytesPerRequest = median(slopes)
  const requests = samples.at(-1)!.requests - samples[0]!.requests
  return { bytesPerRequest, growth: bytesPerRequest * requests, samples: samples.length, requests }
}

/** Why `trend` is a leak, or null when it is not one under `limits`. */
export function leakIn(trend: MemoryTrend, limits: LeakLimits = {}): string | null {
  const { maxBytesPerRequest = 512, noiseBytes = 4 * 1024 * 1024 } = limits
  if (trend.bytesPerRequest <= maxBytesPerRequest || trend.growth <= noiseBytes) return null
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
  return (
    `${trend.bytesPerRequest.toFixed(0)} bytes kept per request (limit ${maxBytesPerRequest}): ` +
    `${kib(trend.growth)} over ${trend.requests} requests and ${trend.samples} samples`
  )
}

/**
 * Samples `measure` (the retained bytes after a full GC) every `intervalMs` while `requests()` counts what
 * the load, running on its own meanwhile, has served so far; the first sample at once, the last when
 * `enough(samples)` says so.
 */
export async function sampleMemory(
  measure: () => Promise<number>,
  requests: () => number,
  { intervalMs, enough }: { intervalMs: number; enough: (samples: readonly MemorySample[]) => boolean },
): Promise<MemorySample[]> {
  const taken: MemorySample[] = []
  for (;;) {
    const served = requests()
    taken.push({ requests: served, retained: await measure() })
    if (enough(taken)) return taken
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
