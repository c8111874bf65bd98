/**
 * What a rehearsal measured and whether it meets the targets of docs/releasing.md#launch-rehearsal: per endpoint,
 * throughput, p50 and p99, answers by code, the share of errors and the cache hit ratio. Pure.
 */
import { ENDPOINTS, type Endpoint } from './mix'

/** One answer: how long it took, its HTTP status (0: no answer), the envelope code of an API answer, its cache. */
export interface Sample {
  endpoint: Endpoint
  /** Milliseconds since the rehearsal's start when the request was sent. */
  at: number
  ms: number
  status: number
  code?: number
  /** `hit`, `miss`, `stale`, … from X-Cache-Status (a cache in front) or else X-Render-Cache (the app's own). */
  cache?: string
}

export interface EndpointFigures {
  endpoint: Endpoint
  requests: number
  perSecond: number
  p50: number
  p99: number
  /** Answers by `status` or `status/envelope code`, e.g. `200`, `404`, `400/4010`, `0` (no answer). */
  byCode: Record<string, number>
  /** Share of answers that are errors: no answer or 5xx. A refusal (4xx) of attack traffic is what it should get. */
  errorShare: number
  /** Hits among the answers that said their cache status; null when none did. */
  cacheHitRatio: number | null
}

/** The `p`-th percentile (0–100) of `values`, nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

const HITS = new Set(['hit', 'stale', 'updating', 'revalidated'])
export const isError = (s: Sample): boolean => s.status === 0 || s.status >= 500

/** The figures of each endpoint that was sent at least once, over a run of `seconds`. */
export function figuresOf(samples: readonly Sample[], seconds: number): EndpointFigures[] {
  return ENDPOINTS.flatMap((endpoint) => {
    const mine = samples.filter((s) => s.endpoint === endpoint)
    if (!mine.length) return []
    const byCode: Record<string, number> = {}
    for (const s of mine) {
      const key = s.code === undefined ? String(s.status) : `${s.status}/${s.code}`
      byCode[key] = (byCode[key] ?? 0) + 1
    }
    const told = mine.filter((s) => s.cache !== undefined)
    return [
      {
        endpoint,
        requests: mine.length,
        perSecond: mine.length / Math.max(seconds, 1e-9),
        p50: percentile(
          mine.map((s) => s.ms),
          50,
        ),
        p99: percentile(
          mine.map((s) => s.ms),
          99,
        ),
        byCode,
        errorShare: mine.filter(isError).length / mine.length,
        cacheHitRatio: told.length ? told.filter((s) => HITS.has(s.cache!.toLowerCase())).length / told.length : null,
      },
    ]
  })
}

/** An endpoint's targets: p99 at most, error share at most, cache hit ratio at least (null: not judged). */
export interface Target {
  p99Ms: number
  maxErrorShare: number
  minCacheHitRatio: number | null
}

/** The whole run's targets: restarts, OOM kills, and mails (each sign-up's code mail). */
export interface RunTargets {
  maxRestarts: number
  maxOomKills: number
}

const number = (cell: string, what: string): number => {
  const value = Number(cell.replace(/[%\s]/g, '').replace('ms', ''))
  if (!Number.isFinite(value)) throw new Error(`"${cell}" is not a number (${what})`)
  return cell.includes('%') ? value / 100 : value
}

/**
 * The targets table of docs/releasing.md#launch-rehearsal: the rows between the `<!-- rehearsal-targets -->` marks,
 * `| endpoint | p99 ms | errors | cache hits |`, with `–` for a cache ratio not judged.
 */
export function targetsFromMarkdown(markdown: string): Record<Endpoint, Target> {
  const block = /<!-- rehearsal-targets -->([\s\S]*?)<!-- \/rehearsal-targets -->/.exec(markdown)?.[1]
  if (!block) throw new Error('no <!-- rehearsal-targets --> table in the releasing guide')
  const targets: Partial<Record<Endpoint, Target>> = {}
  for (const line of block.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim().replace(/`/g, ''))
    const endpoint = cells[0] as Endpoint
    if (cells.length !== 4 || !(ENDPOINTS as readonly string[]).includes(endpoint)) continue
    targets[endpoint] = {
      p99Ms: number(cells[1]!, `${endpoint} p99`),
      maxErrorShare: number(cells[2]!, `${endpoint} errors`),
      minCacheHitRatio: /^[–-]$/.test(cells[3]!) ? null : number(cells[3]!, `${endpoint} cache hits`),
    }
  }
  const missing = ENDPOINTS.filter((e) => !targets[e])
  if (missing.length) throw new Error(`the rehearsal targets table has no row for ${missing.join(', ')}`)
  return targets as Record<Endpoint, Target>
}

export interface Verdict {
  endpoint: Endpoint | 'run'
  check: string
  measured: string
  target: string
  pass: boolean
}

const ms = (v: number) => `${Math.round(v)} ms`
const pct = (v: number) => `${(v * 100).toFixed(1)} %`

/** Each figure against its target; a run-wide line each for restarts, OOM kills and mails. */
export function judge(
  figures: readonly EndpointFigures[],
  targets: Record<Endpoint, Target>,
  run: { restarts: number | null; oomKills: number | null; mailsSent: number; mailsExpected: number },
  runTargets: RunTargets = { maxRestarts: 0, maxOomKills: 0 },
): Verdict[] {
  const verdicts: Verdict[] = figures.flatMap((f) => {
    const t = targets[f.endpoint]
    const lines: Verdict[] = [
      { endpoint: f.endpoint, check: 'p99', measured: ms(f.p99), target: `≤ ${ms(t.p99Ms)}`, pass: f.p99 <= t.p99Ms },
      {
        endpoint: f.endpoint,
        check: 'errors',
        measured: pct(f.errorShare),
        target: `≤ ${pct(t.maxErrorShare)}`,
        pass: f.errorShare <= t.maxErrorShare,
      },
    ]
    if (t.minCacheHitRatio !== null)
      lines.push({
        endpoint: f.endpoint,
        check: 'cache hits',
        measured: f.cacheHitRatio === null ? 'not said' : pct(f.cacheHitRatio),
        target: `≥ ${pct(t.minCacheHitRatio)}`,
        pass: f.cacheHitRatio !== null && f.cacheHitRatio >= t.minCacheHitRatio,
      })
    return lines
  })
  const known = (v: number | null, max: number): Pick<Verdict, 'measured' | 'pass'> =>
    v === null ? { measured: 'not known', pass: true } : { measured: String(v), pass: v <= max }
  verdicts.push(
    {
      endpoint: 'run',
      check: 'restarts',
      target: `≤ ${runTargets.maxRestarts}`,
      ...known(run.restarts, runTargets.maxRestarts),
    },
    {
      endpoint: 'run',
      check: 'OOM kills',
      target: `≤ ${runTargets.maxOomKills}`,
      ...known(run.oomKills, runTargets.maxOomKills),
    },
    {
      endpoint: 'run',
      check: 'mails sent',
      measured: String(run.mailsSent),
      target: `≥ ${run.mailsExpected} (a code for each sign-up)`,
      pass: run.mailsSent >= run.mailsExpected,
    },
  )
  return verdicts
}
