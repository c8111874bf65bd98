import type http from 'node:http'
import type { Logger } from 'pino'

export interface GracefulShutdownOptions {
  log: Logger
  /** The most time in-flight requests get before their connections are cut (default 10 s; SHUTDOWN_TIMEOUT_MS). */
  timeoutMs?: number
  /**
   * How long to keep serving, with /ready at 503, before closing the listener (default 0; SHUTDOWN_DELAY_MS):
   * the time a balancer needs to see the 503 or the endpoint removal and stop sending. Closing the
   * listener earlier resets the connections still waiting in its backlog.
   */
  delayMs?: number
  /** Run after the last request finished: stop workers, close the database. */
  cleanup?: () => Promise<void>
  /** Servers besides the main one (the metrics port), closed at the end. */
  others?: (http.Server | null)[]
}

export interface Shutdown {
  /** True from the first signal on: /ready answers 503 so a balancer stops sending. */
  readonly stopping: boolean
  /** Begin the shutdown (also what SIGTERM and SIGINT do); exits the process with 0, or 1 on a timeout or error. */
  begin(signal: string): void
}

/**
 * SIGTERM / SIGINT: answer /ready with 503 for `delayMs`, then stop accepting connections, answer the
 * requests already in flight (each with `Connection: close` so keep-alive clients do not send another
 * on a closing socket), close idle connections, run `cleanup`, exit 0. After `timeoutMs` the remaining
 * connections are cut and it exits 1.
 */
export function gracefulShutdown(server: http.Server, options: GracefulShutdownOptions): Shutdown {
  const timeoutMs = options.timeoutMs ?? Number(process.env['SHUTDOWN_TIMEOUT_MS'] ?? 10_000)
  const delayMs = options.delayMs ?? Number(process.env['SHUTDOWN_DELAY_MS'] ?? 0)
  let stopping = false
  // Before the app's own listener, so that a response sent synchronously carries it too.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close')
  })
  const exit = (code: number) => {
    for (const other of options.others ?? []) other?.close()
    process.exit(code)
  }
  const begin = (signal: string) => {
    if (stopping) return
    stopping = true
    options.log.info(
      { signal, delayMs },
      'shutting down: not ready, then no new connections, finishing requests in flight',
    )
    setTimeout(close, delayMs)
  }
  const close = () => {
    const started = Date.now()
    const force = setTimeout(() => {
      options.log.error({ timeoutMs }, 'shutdown timed out: cutting the remaining connections')
      server.closeAllConnections()
      exit(1)
    }, timeoutMs)
    force.unref()
    // Keep-alive sockets that go idle after their last answer are closed as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    sweep.unref()
    server.close(() => {
      clearInterval(sweep)
      Promise.resolve(options.cleanup?.())
        .then(() => {
          options.log.info({ ms: Date.now() - started }, 'stopped')
          exit(0)
        })
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'error while stopping')
          exit(1)
        })
    })
    server.closeIdleConnections()
  }
  process.once('SIGTERM', () => begin('SIGTERM'))
  process.once('SIGINT', () => begin('SIGINT'))
  return {
    get stopping() {
      return stopping
    },
    begin,
  }
}
