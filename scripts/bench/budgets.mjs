// The bench's budgets: ratios of the server's CPU per request between rows measured in the same run, which hold
// on a busy machine where req/s does not (docs/performance.md#cpu-per-request).

/**
 * Rows of `kind` (and `page`, if given) ≤ `limit` × the CPU per request of the same app's row of kind `of`
 * for `ofPage` (the same page when null), in a shopper's terms: a cached page costs at most 4 static answers of
 * its bytes, an ad click at most 1.2 cached pages, an invented URL at most 2, and a page no cache holds at most
 * 2.5 trivial vike-react pages (the framework floor, measured next to each app's uncached rows).
 */
export const CPU_BUDGETS = [
  { name: 'cached page CPU ≤ 4× the static server', kind: 'cached', of: 'static', ofPage: null, limit: 4 },
  { name: 'campaign URLs ≤ 1.2× the cached page', kind: 'campaign', of: 'cached', ofPage: 'product', limit: 1.2 },
  { name: 'a 404 flood ≤ 2× the cached page', kind: 'not found', of: 'cached', ofPage: 'product', limit: 2 },
  {
    name: 'uncached product page ≤ 2.5× the trivial vike-react page',
    kind: 'uncached',
    page: 'product',
    of: 'framework floor',
    ofPage: 'trivial page',
    limit: 2.5,
  },
]

/**
 * Each budget applied to the rows it concerns: `{ budget, row, base, ratio, limit, ok, turns }`. A row is
 * `{ app, kind, page, cpuPerRequest, turns? }`, `turns` its CPU per request in each of the turns it took with its
 * base: the ratio of each turn to the base's same turn, as `turns: [lowest, highest]`, shows how far one turn moves
 * (null when either row has none, or not as many).
 */
export function checkBudgets(rows) {
  const checks = []
  for (const budget of CPU_BUDGETS) {
    for (const row of rows) {
      if (row.kind !== budget.kind || (budget.page && budget.page !== row.page)) continue
      const base = rows.find(
        (other) => other.kind === budget.of && other.app === row.app && other.page === (budget.ofPage ?? row.page),
      )
      if (!base) continue
      const ratio = row.cpuPerRequest / base.cpuPerRequest
      checks.push({
        budget,
        row,
        base,
        ratio,
        limit: budget.limit,
        ok: Number.isFinite(ratio) && ratio <= budget.limit,
        turns: turnRatios(row.turns, base.turns),
      })
    }
  }
  return checks
}

const turnRatios = (turns, baseTurns) => {
  if (!turns?.length || turns.length !== baseTurns?.length) return null
  const ratios = turns.map((cpu, i) => cpu / baseTurns[i])
  return [Math.min(...ratios), Math.max(...ratios)]
}
