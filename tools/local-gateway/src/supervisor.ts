import type { ChildProcess } from 'node:child_process'

export interface SuperviseOptions {
  /** Wait before the first restart; doubled for each exit that follows a short run, up to maxDelayMs. */
  delayMs?: number
  maxDelayMs?: number
  /** A run this long counts as healthy: the next exit waits delayMs again. */
  healthyAfterMs?: number
  /** Where the restart lines go (console.error by default: the all-in-one logs it as JSON). */
  log?: (line: string) => void
}

export interface Supervised {
  /** The running child (the latest one after a restart). */
  readonly child: ChildProcess
  /** How many times it was restarted. */
  readonly restarts: number
  /** Stops restarting and sends `signal` to the running child. */
  stop(signal?: NodeJS.Signals): void
}

/**
 * Keeps a child process running: when it exits without being stopped, says so and starts it again,
 * after a delay that grows while it keeps dying young (a crash loop restarts at most every maxDelayMs).
 * The local all-in-one supervises each app and the account service with it, so one that dies is back
 * by itself while the gateway answers 503 for it meanwhile (docs/architecture.md#local-all-in-one).
 */
export function supervise(name: string, start: () => ChildProcess, options: SuperviseOptions = {}): Supervised {
  const { delayMs = 500, maxDelayMs = 10_000, healthyAfterMs = 10_000, log = console.error } = options
  let stopped = false
  let restarts = 0
  let delay = delayMs
  let timer: NodeJS.Timeout | undefined
  let child: ChildProcess
  const run = () => {
    const startedAt = Date.now()
    child = start()
    child.once('exit', (code, signal) => {
      if (stopped) return
      delay = Date.now() - startedAt >= healthyAfterMs ? delayMs : delay
      log(`[all-in-one] ${name} exited (${signal ?? code}); restarting in ${delay} ms`)
      timer = setTimeout(() => {
        if (stopped) return
        restarts++
        run()
      }, delay)
      delay = Math.min(delay * 2, maxDelayMs)
    })
  }
  run()
  return {
    get child() {
      return child
    },
    get restarts() {
      return restarts
    },
    stop(signal = 'SIGTERM') {
      stopped = true
      clearTimeout(timer)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
  }
}
