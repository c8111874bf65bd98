import { mkdir } from 'node:fs/promises'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Queryable, QueryResult, Storage } from './storage'

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction

function queryable(db: PgliteLike): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await db.query<T>(sql, [...params])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string): Promise<void> {
      await db.exec(sql)
    },
  }
}

/** Embedded PostgreSQL (WASM) kept in `dataDir`, created if missing. */
export async function openPgliteStorage(dataDir: string): Promise<Storage> {
  await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  return {
    driver: 'pglite',
    ...queryable(db),
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx))),
    close: () => db.close(),
  }
}
