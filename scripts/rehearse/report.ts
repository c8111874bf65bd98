/**
 * The rehearsal's report a team keeps (docs/releasing.md#launch-rehearsal): the SLO table for the terminal, and a
 * Markdown file with an SVG chart of throughput and p99 over the run. Pure.
 */
import { percentile, type EndpointFigures, type Sample, type Verdict } from './slo'

export interface RunFacts {
  region: string
  /** The instant the system was started at (the ISO text given). */
  at: string
  /** When the rehearsal ran (real time, ISO). */
  ranAt: string
  seconds: number
  scale: number
  target: string
  machine: string
  /** Peak resident memory per process, in MiB, where known. */
  rssMiB: Record<string, number>
  mailsSent: number
  notes: string[]
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length))
const codes = (byCode: Record<string, number>) =>
  Object.entries(byCode)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code}×${n}`)
    .join(' ')
const ratio = (v: number | null) => (v === null ? '–' : `${Math.round(v * 100)} %`)

/** The table printed at the end of a run: one line per endpoint, then every verdict, then PASS or FAIL. */
export function renderTerminal(figures: readonly EndpointFigures[], verdicts: readonly Verdict[]): string {
  const rows = [
    ['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'cache hits', 'answers by code'],
    ...figures.map((f) => [
      f.endpoint,
      String(f.requests),
      f.perSecond.toFixed(1),
      String(Math.round(f.p50)),
      String(Math.round(f.p99)),
      ratio(f.cacheHitRatio),
      codes(f.byCode),
    ]),
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  const table = rows.map((r) => r.map((c, i) => (i < r.length - 1 ? pad(c, widths[i]!) : c)).join('  '))
  const failed = verdicts.filter((v) => !v.pass)
  return [
    ...table,
    '',
    ...verdicts.map((v) => `${v.pass ? 'pass' : 'FAIL'}  ${v.endpoint} ${v.check}: ${v.measured} (target ${v.target})`),
    '',
    failed.length
      ? `FAIL: ${failed.length} of ${verdicts.length} checks missed their target`
      : 'PASS: every target met',
  ].join('\n')
}

export interface Series {
  label: string
  color: string
  points: { x: number; y: number }[]
}

/** Per window of `windowSeconds`: requests per second of every sample, and p99 of pages and of the account calls. */
export function seriesOf(
  samples: readonly Sample[],
  seconds: number,
  windowSeconds = 10,
): { rate: Series; p99: Series[] } {
  const windows = Math.max(1, Math.ceil(seconds / windowSeconds))
  const inWindow = (i: number, keep: (s: Sample) => boolean) =>
    samples.filter((s) => keep(s) && Math.min(windows - 1, Math.floor(s.at / 1000 / windowSeconds)) === i)
  const pages = (s: Sample) => ['page', 'ad-click', 'not-found', 'junk-query'].includes(s.endpoint)
  const xs = Array.from({ length: windows }, (_, i) => i)
  const p99 = (label: string, color: string, keep: (s: Sample) => boolean): Series => ({
    label,
    color,
    points: xs.flatMap((i) => {
      const ms = inWindow(i, keep).map((s) => s.ms)
      return ms.length ? [{ x: (i + 1) * windowSeconds, y: percentile(ms, 99) }] : []
    }),
  })
  return {
    rate: {
      label: 'requests/s',
      color: '#1f6feb',
      points: xs.map((i) => ({ x: (i + 1) * windowSeconds, y: inWindow(i, () => true).length / windowSeconds })),
    },
    p99: [p99('p99 pages (ms)', '#d1242f', pages), p99('p99 account calls (ms)', '#9a6700', (s) => !pages(s))],
  }
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Two stacked line charts, throughput above and p99 below, over the seconds of the run: a standalone SVG. */
export function renderSvg(samples: readonly Sample[], seconds: number, title: string): string {
  const { rate, p99 } = seriesOf(samples, seconds)
  const width = 720
  const plot = { left: 60, right: 20, height: 150 }
  const panel = (series: Series[], top: number, unit: string): string => {
    const maxY = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.y)))
    const x = (v: number) => plot.left + (v / Math.max(seconds, 1)) * (width - plot.left - plot.right)
    const y = (v: number) => top + plot.height - (v / maxY) * plot.height
    const bottom = top + plot.height
    const axis =
      `<line x1="${plot.left}" y1="${bottom}" x2="${width - plot.right}" y2="${bottom}" stroke="#888"/>` +
      `<line x1="${plot.left}" y1="${top}" x2="${plot.left}" y2="${top + plot.height}" stroke="#888"/>` +
      `<text x="${plot.left - 6}" y="${top + 10}" text-anchor="end" font-size="11">${Math.round(maxY)}</text>` +
      `<text x="${plot.left - 6}" y="${top + plot.height}" text-anchor="end" font-size="11">0</text>` +
      `<text x="${width - plot.right}" y="${bottom + 14}" text-anchor="end" font-size="11">` +
      `${Math.round(seconds)} s</text>` +
      `<text x="${plot.left + 4}" y="${top - 4}" font-size="11">${esc(unit)}</text>`
    const lines = series
      .map((s, i) => {
        const d = s.points.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ')
        const legend =
          `<text x="${width - plot.right}" y="${top + 12 + i * 14}" text-anchor="end" font-size="11" ` +
          `fill="${s.color}">${esc(s.label)}</text>`
        return `<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${d}"/>${legend}`
      })
      .join('')
    return axis + lines
  }
  const height = 2 * plot.height + 90
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="system-ui,sans-serif"><rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="${plot.left}" y="18" font-size="13" font-weight="600">${esc(title)}</text>` +
    panel([rate], 36, 'requests per second') +
    panel(p99, 36 + plot.height + 36, 'p99 latency (ms)') +
    '</svg>\n'
  )
}

/** The Markdown report: what was rehearsed, the verdicts, the figures per endpoint, memory, the chart. */
export function renderMarkdown(
  facts: RunFacts,
  figures: readonly EndpointFigures[],
  verdicts: readonly Verdict[],
  chartFile: string,
): string {
  const failed = verdicts.filter((v) => !v.pass)
  const result = failed.length
    ? `FAIL: ${failed.length} of ${verdicts.length} checks missed their target`
    : 'PASS: every target met'
  const cell = (t: string) => t.replace(/\|/g, '\\|')
  return [
    `# Launch rehearsal: ${facts.region} at ${facts.at}`,
    '',
    `**${result}**`,
    '',
    `- Ran ${facts.ranAt}, ${Math.round(facts.seconds)} s of traffic at scale ${facts.scale}, against ${facts.target}`,
    `- Machine: ${facts.machine}`,
    `- Mails received by the SMTP sink: ${facts.mailsSent}`,
    ...facts.notes.map((n) => `- ${n}`),
    '',
    '## Verdicts (targets: docs/releasing.md#launch-rehearsal)',
    '',
    '| | endpoint | check | measured | target |',
    '|---|---|---|---|---|',
    ...verdicts.map(
      (v) => `| ${v.pass ? 'pass' : '**FAIL**'} | ${v.endpoint} | ${v.check} | ${v.measured} | ${cell(v.target)} |`,
    ),
    '',
    '## Figures per endpoint',
    '',
    '| endpoint | requests | req/s | p50 ms | p99 ms | cache hits | answers by code |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (f) =>
        `| ${f.endpoint} | ${f.requests} | ${f.perSecond.toFixed(1)} | ${Math.round(f.p50)} | ${Math.round(f.p99)} | ` +
        `${ratio(f.cacheHitRatio)} | ${codes(f.byCode)} |`,
    ),
    '',
    '## Peak memory (resident)',
    '',
    ...(Object.keys(facts.rssMiB).length
      ? Object.entries(facts.rssMiB).map(([name, mib]) => `- ${name}: ${mib} MiB`)
      : ['- not sampled in containers: their memory limits are judged by the OOM kills above']),
    '',
    `![Throughput and p99 over the run](${chartFile})`,
    '',
  ].join('\n')
}
