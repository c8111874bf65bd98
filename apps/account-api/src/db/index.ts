import type { StorageConfig } from '../config'
import { withCallDeadlines } from './deadline'
import { migrate } from './migrate'
import { openPgStorage } from './pg'
import { openPgliteStorage } from './pglite'
import type { Storage } from './storage'

export type { Queryable, QueryResult, Storage } from './storage'
export { migrate, loadMigrations } from './migrate'
export { openPgStorage } from './pg'
export { openPgliteStorage } from './pglite'
export { withCallDeadlines } from './deadline'
export { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable'

/** How long one PGlite call may take before its request gets 5030 (PostgreSQL's deadlines: pg.ts). */
export const PGLITE_CALL_DEADLINE_MS = 3000

/** DATABASE_DEADLINE_MS for waiting on a connection and for one statement; pg.ts's defaults without it. */
const deadlinesOf = (ms: number | undefined) => (ms === undefined ? {} : { connectMs: ms, statementMs: ms })

/** Open the configured database and bring its schema up to date. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  const storage =
    config.driver === 'pg'
      ? await openPgStorage({ url: config.url, deadlines: deadlinesOf(config.deadlineMs) })
      : await openPgliteStorage(config.dataDir)
  try {
    await migrate(storage)
  } catch (error) {
    await storage.close().catch(() => undefined)
    throw error
  }
  // Migrations may take long on a large database; requests may not.
  return storage.driver === 'pglite' ? withCallDeadlines(storage, PGLITE_CALL_DEADLINE_MS) : storage
}
