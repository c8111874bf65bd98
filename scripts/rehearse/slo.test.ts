import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from './mix'
import { figuresOf, judge, percentile, targetsFromMarkdown, type Sample, type Target } from './slo'

const sample = (over: Partial<Sample>): Sample => ({ endpoint: 'page', at: 0, ms: 10, status: 200, ...over })

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile([5], 99)).toBe(5)
    expect(percentile([3, 1, 2], 100)).toBe(3)
    expect(percentile([], 50)).toBeNaN()
  })
})

describe('figuresOf', () => {
  it('counts answers by code, errors as no answer or 5xx, and hits among the answers that said', () => {
    const samples = [
      sample({ cache: 'HIT' }),
      sample({ cache: 'miss', ms: 100 }),
      sample({ status: 503 }),
      sample({ status: 0 }),
      sample({ endpoint: 'attack-login', status: 400, code: 4010 }),
      sample({ endpoint: 'attack-login', status: 400, code: 4013 }),
    ]
    const [page, attack] = figuresOf(samples, 2)
    expect(page).toMatchObject({ endpoint: 'page', requests: 4, perSecond: 2, errorShare: 0.5, cacheHitRatio: 0.5 })
    expect(page!.byCode).toEqual({ '0': 1, '200': 2, '503': 1 })
    expect(attack).toMatchObject({ errorShare: 0, cacheHitRatio: null, byCode: { '400/4010': 1, '400/4013': 1 } })
    expect(figuresOf(samples, 2).map((f) => f.endpoint)).toEqual(['page', 'attack-login'])
  })
})

describe('targetsFromMarkdown', () => {
  it('reads the table between the marks, percentages as shares and – as not judged', () => {
    const md = [
      'text',
      '<!-- rehearsal-targets -->',
      '| endpoint | p99 ms | errors | cache hits |',
      '| --- | --: | --: | --: |',
      ...ENDPOINTS.map((e, i) => `| \`${e}\` | ${1000 + i} | 0.5 % | ${i ? '–' : '80 %'} |`),
      '<!-- /rehearsal-targets -->',
    ].join('\n')
    const targets = targetsFromMarkdown(md)
    expect(targets.page).toEqual({ p99Ms: 1000, maxErrorShare: 0.005, minCacheHitRatio: 0.8 })
    expect(targets['notify-me'].minCacheHitRatio).toBeNull()
    expect(() => targetsFromMarkdown(md.replace(/\| `login`.*\n/, ''))).toThrow(/no row for login/)
    expect(() => targetsFromMarkdown('no table')).toThrow(/no <!-- rehearsal-targets -->/)
  })

  it('reads the targets of the releasing guide, one row for every endpoint', () => {
    const targets = targetsFromMarkdown(fs.readFileSync(new URL('../../docs/releasing.md', import.meta.url), 'utf8'))
    expect(Object.keys(targets).sort()).toEqual([...ENDPOINTS].sort())
  })
})

describe('judge', () => {
  const target: Target = { p99Ms: 50, maxErrorShare: 0.01, minCacheHitRatio: 0.5 }
  const targets = Object.fromEntries(ENDPOINTS.map((e) => [e, target])) as Record<(typeof ENDPOINTS)[number], Target>

  it('fails a p99, an error share or a cache ratio past its target, and passes the rest', () => {
    const figures = figuresOf([sample({ ms: 40, cache: 'hit' }), sample({ ms: 60, cache: 'miss' })], 1)
    const verdicts = judge(figures, targets, { restarts: 0, oomKills: 0, mailsSent: 2, mailsExpected: 2 })
    const of = (check: string) => verdicts.find((v) => v.check === check)!
    expect(of('p99')).toMatchObject({ pass: false, measured: '60 ms' })
    expect(of('errors').pass).toBe(true)
    expect(of('cache hits')).toMatchObject({ pass: true, measured: '50.0 %' })
    expect(of('restarts').pass).toBe(true)
    expect(of('mails sent').pass).toBe(true)
  })

  it('fails a restart, an OOM kill or a missing mail, and takes an unknown count as not failing', () => {
    const run = { restarts: 1, oomKills: 1, mailsSent: 1, mailsExpected: 2 }
    const failed = judge([], targets, run).filter((v) => !v.pass)
    expect(failed.map((v) => v.check)).toEqual(['restarts', 'OOM kills', 'mails sent'])
    const unknown = judge([], targets, { restarts: null, oomKills: null, mailsSent: 0, mailsExpected: 0 })
    expect(unknown.every((v) => v.pass)).toBe(true)
    expect(unknown.find((v) => v.check === 'OOM kills')!.measured).toBe('not known')
  })

  it('fails a cache ratio when no answer said its cache status', () => {
    const verdicts = judge(figuresOf([sample({})], 1), targets, {
      restarts: 0,
      oomKills: 0,
      mailsSent: 0,
      mailsExpected: 0,
    })
    expect(verdicts.find((v) => v.check === 'cache hits')).toMatchObject({ pass: false, measured: 'not said' })
  })
})
