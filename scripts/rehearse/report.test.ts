import { describe, expect, it } from 'vitest'
import { renderMarkdown, renderSvg, renderTerminal, seriesOf, type RunFacts } from './report'
import { figuresOf, type Sample, type Verdict } from './slo'

const samples: Sample[] = [
  { endpoint: 'page', at: 1000, ms: 20, status: 200, cache: 'hit' },
  { endpoint: 'page', at: 2000, ms: 30, status: 200, cache: 'miss' },
  { endpoint: 'login', at: 12_000, ms: 200, status: 200, code: 2000 },
  { endpoint: 'attack-login', at: 15_000, ms: 300, status: 400, code: 4010 },
]
const figures = figuresOf(samples, 20)
const verdicts: Verdict[] = [
  { endpoint: 'page', check: 'p99', measured: '30 ms', target: '≤ 2000 ms', pass: true },
  { endpoint: 'run', check: 'restarts', measured: '1', target: '≤ 0', pass: false },
]
const facts: RunFacts = {
  region: 'de',
  at: '2026-12-07T16:55:00+01:00',
  ranAt: '2026-11-28T22:00:00.000Z',
  seconds: 20,
  scale: 2,
  target: 'the all-in-one server started for it',
  machine: '2 cores',
  rssMiB: { 'apps/eu': 180 },
  mailsSent: 3,
  notes: ['a note'],
}

describe('renderTerminal', () => {
  it('prints a line per endpoint, every verdict and the overall result', () => {
    const text = renderTerminal(figures, verdicts)
    expect(text).toMatch(/^endpoint\s+requests\s+req\/s\s+p50 ms\s+p99 ms\s+cache hits\s+answers by code/)
    expect(text).toMatch(/\npage\s+2\s+0\.1\s+20\s+30\s+50 %\s+200×2\n/)
    expect(text).toContain('400/4010×1')
    expect(text).toContain('FAIL  run restarts: 1 (target ≤ 0)')
    expect(text.trimEnd().split('\n').at(-1)).toBe('FAIL: 1 of 2 checks missed their target')
    expect(renderTerminal(figures, [verdicts[0]!]).trimEnd().split('\n').at(-1)).toBe('PASS: every target met')
  })
})

describe('renderMarkdown', () => {
  it('says what was rehearsed, the result, each verdict and figure, memory and the chart', () => {
    const md = renderMarkdown(facts, figures, verdicts, 'chart.svg')
    expect(md).toContain('# Launch rehearsal: de at 2026-12-07T16:55:00+01:00')
    expect(md).toContain('**FAIL: 1 of 2 checks missed their target**')
    expect(md).toContain('| **FAIL** | run | restarts | 1 | ≤ 0 |')
    expect(md).toContain('| page | 2 | 0.1 | 20 | 30 | 50 % | 200×2 |')
    expect(md).toContain('- apps/eu: 180 MiB')
    expect(md).toContain('![Throughput and p99 over the run](chart.svg)')
  })
})

describe('the chart', () => {
  it('has a throughput point per window and p99 of pages and account calls where there were any', () => {
    const { rate, p99 } = seriesOf(samples, 20)
    expect(rate.points).toEqual([
      { x: 10, y: 0.2 },
      { x: 20, y: 0.2 },
    ])
    expect(p99[0]!.points).toEqual([{ x: 10, y: 30 }])
    expect(p99[1]!.points).toEqual([{ x: 20, y: 300 }])
  })

  it('is a standalone SVG with escaped text', () => {
    const svg = renderSvg(samples, 20, 'de <at> 16:55')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('de &lt;at&gt; 16:55')
    expect(svg.match(/<polyline/g)).toHaveLength(3)
  })
})
