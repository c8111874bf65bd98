import http from 'node:http'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

export { Counter, Gauge, Histogram, Registry } from 'prom-client'

/** A registry with prom-client's default process metrics (event-loop lag, heap, GC, CPU, handles). */
export function createRegistry(labels: Record<string, string> = {}): Registry {
  const registry = new Registry()
  registry.setDefaultLabels(labels)
  collectDefaultMetrics({ register: registry })
  return registry
}

/** Seconds buckets for request and render durations: 1 ms to 10 s. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10]

export interface RequestMetricsOptions<By extends string, Extra extends string> {
  /** The service's metric prefix: `<prefix>_http_requests_total`, `<prefix>_http_request_duration_seconds`. */
  prefix: string
  /** The low-cardinality label that names what was asked for (a route, a kind of answer). */
  by: By
  /** Labels counted besides `by` and `status`. */
  extra?: readonly Extra[]
  countHelp: string
  timeHelp: string
}

/**
 * An HTTP service's request metrics: every answer counted by `by`, status and `extra`, and timed by
 * `by` alone (a histogram per status would multiply its series for little use).
 */
export function requestMetrics<By extends string, Extra extends string = never>(
  registry: Registry,
  { prefix, by, extra = [], countHelp, timeHelp }: RequestMetricsOptions<By, Extra>,
) {
  const requests = new Counter<string>({
    name: `${prefix}_http_requests_total`,
    help: countHelp,
    labelNames: [by, 'status', ...extra],
    registers: [registry],
  })
  const durations = new Histogram<string>({
    name: `${prefix}_http_request_duration_seconds`,
    help: timeHelp,
    labelNames: [by],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  return (labels: Record<By | 'status' | Extra, string>, seconds: number): void => {
    requests.inc(labels)
    durations.observe({ [by]: labels[by] }, seconds)
  }
}

/**
 * `GET /metrics` in Prometheus' text format on its own port, so it is never exposed with the site.
 * Off (null) unless METRICS_PORT is set.
 */
export async function serveMetrics(
  registry: Registry,
  { port, host }: { port: string | undefined; host: string },
): Promise<http.Server | null> {
  if (!port) return null
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
    throw new Error(`METRICS_PORT: must be a port number (got ${JSON.stringify(port)})`)
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(port), host, resolve)
  })
  return server
}

/** The metric names a Grafana dashboard's queries read (histogram series folded into their metric). */
export function metricsReadBy(dashboard: { panels?: { targets?: { expr?: string }[] }[] }): string[] {
  const names = new Set<string>()
  for (const panel of dashboard.panels ?? []) {
    for (const target of panel.targets ?? []) {
      for (const [name] of (target.expr ?? '').matchAll(/\b(?:storefront|account_api|nodejs|process)_[a-z0-9_]+/g)) {
        names.add(name.replace(/_(bucket|sum|count)$/, ''))
      }
    }
  }
  return [...names].sort()
}
