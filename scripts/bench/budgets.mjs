// The bench's budgets: ratios of the server's CPU per request between rows measured in the same run, which hold
// on a busy machine where req/s does not (docs/performance.md#cpu-per-request).

/**
 * Rows of `kind` (and `page`, if given) ≤ `limit` × the CPU per request of the same app's row of kind `of`
 * for `ofPage` (the same page when null). The framework floor is measured next to each app's uncached rows.
 */
export const CPU_BUDGETS = [
  { kind: 'cached', of: 'static', ofPage: null, limit: 4 },
  { kind: 'campaign', of: 'cached', ofPage: 'product', limit: 1.2 },
  { kind: 'not found', of: 'cached', ofPage: 'product', limit: 2 },
  { kind: 'uncached', page: 'product', of: 'framework floor', ofPage: 'floor', limit: 1.3 },
]

/**
 * Each budget applied to the rows it concerns: `{ row, base, ratio, limit, ok }`. A row is
 * `{ app, kind, page, cpuPerRequest }`.
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
      checks.push({ row, base, ratio, limit: budget.limit, ok: Number.isFinite(ratio) && ratio <= budget.limit })
    }
  }
  return checks
}
