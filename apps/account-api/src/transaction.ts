import type { Deps } from './context'
import type { Queryable, Storage } from './db/storage'

/** The transaction's connection as a Storage whose own transactions are part of it (no nesting, no 2nd connection). */
const storageOf = (outer: Storage, tx: Queryable): Storage => ({
  driver: outer.driver,
  query: (sql, params) => tx.query(sql, params),
  exec: (sql) => tx.exec(sql),
  transaction: (fn) => fn(tx),
  close: () => Promise.reject(new Error('a transaction cannot close its database')),
})

/**
 * Run `fn` with deps whose every query is part of one transaction: committed when `fn` resolves,
 * rolled back when it throws, so a step that fails undoes the ones before it (a sign-up keeps its code).
 * Mails queued inside wake the delivery worker only once they are committed.
 */
export async function inTransaction<T>(deps: Deps, fn: (deps: Deps) => Promise<T>): Promise<T> {
  let mailQueued = false
  const result = await deps.db.transaction((tx) =>
    fn({ ...deps, db: storageOf(deps.db, tx), mailQueued: () => (mailQueued = true) }),
  )
  if (mailQueued) deps.mailQueued()
  return result
}
