import { describe, expect, it } from 'vitest'
import { CPU_BUDGETS, checkBudgets } from './budgets.mjs'

const row = (app, kind, page, cpuPerRequest) => ({ app, kind, page, cpuPerRequest })
const rows = [
  row('us', 'static', 'home', 0.03),
  row('us', 'static', 'product', 0.025),
  row('us', 'cached', 'home', 0.1),
  row('us', 'cached', 'product', 0.11),
  row('us', 'campaign', 'product', 0.12),
  row('us', 'not found', 'not found', 0.2),
  row('us', 'uncached', 'home', 5),
  row('us', 'uncached', 'product', 1),
  row('eu', 'cached', 'product', 1),
  row('eu', 'uncached', 'product', 1),
  row('us', 'framework floor', 'trivial page', 0.5),
  row('eu', 'framework floor', 'trivial page', 0.3),
]
const us = (checks) => checks.filter((c) => c.row.app === 'us')
const summary = (checks) => checks.map((c) => `${c.row.app} ${c.row.kind} ${c.row.page}/${c.base.kind} ${c.ok}`)

describe('checkBudgets', () => {
  it('compares each row with its own baseline of the same run', () => {
    const checks = us(checkBudgets(rows))
    expect(summary(checks)).toEqual([
      'us cached home/static true',
      'us cached product/static false', // 4.4× its static server
      'us campaign product/cached true',
      'us not found not found/cached true',
      'us uncached product/framework floor true', // the home page has no floor budget
    ])
    expect(checks[1].ratio).toBeCloseTo(4.4)
    expect(checks[4].ratio).toBeCloseTo(2) // against the trivial vike-react page
    expect(checks[4]).toMatchObject({ limit: 2.5, base: { page: 'trivial page' } })
  })

  it('names the budget each check applied, as the bench reports it', () => {
    const checks = checkBudgets(rows)
    for (const budget of CPU_BUDGETS) expect(checks.some((c) => c.budget === budget)).toBe(true)
    expect(us(checks)[1].budget.name).toBe('cached page CPU ≤ 4× the static server')
  })

  it('fails each budget just over its limit', () => {
    const over = rows.map((r) =>
      r.app === 'us' && r.kind === 'campaign'
        ? { ...r, cpuPerRequest: 0.11 * 1.21 }
        : r.kind === 'not found'
          ? { ...r, cpuPerRequest: 0.23 }
          : r.kind === 'uncached'
            ? { ...r, cpuPerRequest: 0.5 * 2.51 }
            : r,
    )
    expect(
      us(checkBudgets(over))
        .filter((c) => !c.ok)
        .map((c) => c.row.kind),
    ).toEqual(['cached', 'campaign', 'not found', 'uncached'])
  })

  it('compares only within an app, and skips a row whose baseline was not measured (no static row for eu)', () => {
    expect(summary(checkBudgets(rows).filter((c) => c.row.app === 'eu'))).toEqual([
      'eu uncached product/framework floor false', // 3.3× the trivial page
    ])
  })

  it("gives the lowest and highest ratio of a row's turns to its base's same turns", () => {
    const withTurns = rows.map((r) =>
      r.app === 'us' && r.kind === 'uncached' && r.page === 'product'
        ? { ...r, turns: [0.9, 1.1, 1.0] }
        : r.app === 'us' && r.page === 'trivial page'
          ? { ...r, turns: [0.5, 0.5, 0.4] }
          : r,
    )
    const floor = us(checkBudgets(withTurns))[4]
    expect(floor.turns[0]).toBeCloseTo(1.8) // 0.9 / 0.5
    expect(floor.turns[1]).toBeCloseTo(2.5) // 1.0 / 0.4
    expect(us(checkBudgets(rows))[0].turns).toBeNull()
  })
})
