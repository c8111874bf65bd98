import type { Storage } from './storage'
import { withDeadline } from './unavailable'

/**
 * `storage` with a deadline on every call: past `ms` the caller gets a DatabaseUnavailableError (5030) while
 * the call itself runs on. For PGlite, which has no timeouts of its own (PostgreSQL's pool has them: pg.ts).
 * A transaction that answers late may still commit: its request was told to try again, not that it failed.
 */
export function withCallDeadlines(storage: Storage, ms: number): Storage {
  return {
    driver: storage.driver,
    query: (sql, params) => withDeadline(storage.query(sql, params), ms, 'query'),
    exec: (sql) => withDeadline(storage.exec(sql), ms, 'exec'),
    transaction: (fn) => withDeadline(storage.transaction(fn), ms, 'transaction'),
    close: () => storage.close(),
  }
}
