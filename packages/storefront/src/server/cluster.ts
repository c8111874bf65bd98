import cluster from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'
import { createLogger, serveMetrics } from '@storefront/ops'

/**
 * `WEB_CONCURRENCY`: how many server processes one app runs (node:cluster), each with its own render
 * cache, sharing the port; default 1 (one process, no cluster). An integer from 1 to 64, or `auto`
 * for one per core the process may use.
 */
export function webConcurrency(value: string | undefined, cores: number): number {
  if (value === undefined || value === '') return 1
  if (value === 'auto') return Math.max(1, cores)
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 64) {
    throw new Error(
      `WEB_CONCURRENCY: must be a number of processes from 1 to 64, or "auto" (got ${JSON.stringify(value)})`,
    )
  }
  return Number(value)
}

/**
 * The primary of a clustered app: starts `workers` server processes and replaces one that dies, sends
 * them SIGTERM / SIGINT (each shuts down gracefully: ops' gracefulShutdown) and exits when all have,
 * with 1 if any did not stop cleanly. `METRICS_PORT` is served here with every worker's metrics summed
 * (prom-client's AggregatorRegistry); the workers serve none of their own.
 */
export async function runPrimary(app: string, workers: number): Promise<void> {
  const log = createLogger({ name: 'storefront', base: { app } })
  let stopping = false
  let failed = false
  const start = () => cluster.fork({ STOREFRONT_CLUSTER_WORKER: '1' })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0)
      return
    }
    log.error({ worker: worker.process.pid, code, signal }, 'worker died: starting another')
    start()
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'stopping the workers')
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  for (let i = 0; i < workers; i++) start()
  const aggregator = new AggregatorRegistry()
  const summed = {
    metrics: () => aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  } as unknown as Registry
  await serveMetrics(summed, { port: process.env.METRICS_PORT, host: process.env.HOST ?? '127.0.0.1' })
  log.info({ workers }, 'storefront cluster started')
}

/** In a worker: its metrics go to the primary (above) instead of a port of its own. */
export function isClusterWorker(): boolean {
  return cluster.isWorker && process.env.STOREFRONT_CLUSTER_WORKER === '1'
}

/** A worker's registry, for the primary's AggregatorRegistry (constructing one makes the worker answer it). */
export function shareMetrics(registry: Registry): void {
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries([registry])
}
