import pg from 'pg'
import type { Queryable, QueryResult, Storage } from './storage'

export interface PgOptions {
  url: string
  /** Put every table in this schema (tests use a throw-away schema per run). */
  schema?: string
  max?: number
}

type PgLike = Pick<pg.Pool | pg.PoolClient, 'query'>

function queryable(db: PgLike): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await db.query<T & pg.QueryResultRow>(sql, [...params])
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string): Promise<void> {
      await db.query(sql)
    },
  }
}

/** PostgreSQL through a `pg` pool. */
export async function openPgStorage(options: PgOptions): Promise<Storage> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`)
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (error) => console.error('[account-api] idle PostgreSQL client error:', error.message))
  // Fail now, with the reason, rather than on the first request.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => undefined)
    throw error
  })
  client.release()
  return {
    driver: 'pg',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(queryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
