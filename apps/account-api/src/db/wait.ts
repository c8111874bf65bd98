import type { StorageConfig } from '../config'
import type { Storage } from './storage'

export interface WaitOptions {
  /** Give up after this long (the process then exits and its supervisor may start it again). */
  timeoutMs: number
  /** Pause between tries. */
  intervalMs?: number
  /** Told of each failed try, with the time left. */
  onRetry?: (error: unknown, leftMs: number) => void
  /** The opener (openStorage), replaceable in tests. */
  open: (config: StorageConfig) => Promise<Storage>
}

/**
 * Open the database, trying again until `timeoutMs` has passed: at start PostgreSQL may still be starting
 * (a fresh container runs its init scripts first), which is a wait, not a crash. PGlite is tried once.
 */
export async function openStorageWhenReady(config: StorageConfig, options: WaitOptions): Promise<Storage> {
  const { timeoutMs, intervalMs = 1000, onRetry, open } = options
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      return await open(config)
    } catch (error) {
      const left = until - Date.now()
      if (config.driver !== 'pg') throw error
      if (left <= intervalMs) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`the database did not answer within ${Math.round(timeoutMs / 1000)} s: ${reason}`, {
          cause: error,
        })
      }
      onRetry?.(error, left)
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }
}
