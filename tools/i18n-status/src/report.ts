import type { Finding } from './finding'

/** Counts per locale and place, then each finding, errors first: what a translator reads. */
export function formatReport(findings: readonly Finding[], { details = true } = {}): string {
  const lines: string[] = []
  const checks = [...new Set(findings.map((f) => f.check))].sort()
  const places = new Map<string, Map<string, number>>() // `locale where` → check → count
  for (const f of findings) {
    const place = `${f.locale.padEnd(6)} ${f.where}`
    const counts = places.get(place) ?? new Map<string, number>()
    counts.set(f.check, (counts.get(f.check) ?? 0) + 1)
    places.set(place, counts)
  }
  lines.push(
    `translation status: ${findings.filter((f) => f.severity === 'error').length} errors, ` +
      `${findings.filter((f) => f.severity === 'report').length} to review`,
  )
  if (checks.length) {
    // As wide as the longest place: a component's path is longer than a bundle's.
    const width = Math.max(40, ...[...places.keys()].map((place) => place.length))
    lines.push('', ['locale where'.padEnd(width), ...checks.map((c) => c.padStart(Math.max(c.length, 5)))].join(' '))
    for (const [place, counts] of [...places].sort(([a], [b]) => a.localeCompare(b)))
      lines.push(
        [place.padEnd(width), ...checks.map((c) => String(counts.get(c) ?? '').padStart(Math.max(c.length, 5)))].join(
          ' ',
        ),
      )
  }
  if (details)
    for (const severity of ['error', 'report'] as const) {
      // Grouped by locale and file, each group in the order of the checks.
      const some = findings
        .filter((f) => f.severity === severity)
        .sort((a, b) => `${a.locale} ${a.where}`.localeCompare(`${b.locale} ${b.where}`))
      if (!some.length) continue
      lines.push('', severity === 'error' ? 'ERRORS (CI fails on these)' : 'TO REVIEW')
      // Expected fallbacks are one line per file, after what a translator fixes first.
      const fallbacks = new Map<string, Finding[]>()
      for (const f of some) {
        if (f.check !== 'fallback-only') {
          // A finding in source code is keyed by its line: `file:line`, as editors open it.
          const at = f.check === 'component-copy' ? `${f.where}:${f.key}` : `${f.where} ${f.key}`
          lines.push(`  ${f.check.padEnd(18)} ${f.locale.padEnd(6)} ${at}: ${f.detail}`)
          continue
        }
        const place = `${f.locale.padEnd(6)} ${f.where}`
        fallbacks.set(place, [...(fallbacks.get(place) ?? []), f])
      }
      for (const [place, some] of fallbacks)
        lines.push(
          `  ${'fallback-only'.padEnd(18)} ${place}: ${some.length} keys read from the fallback (${some[0]!.key}, …)`,
        )
    }
  return lines.join('\n')
}
