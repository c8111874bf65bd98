import pg from 'pg'
import type { Queryable, QueryResult, Storage } from './storage'
import { classifyDatabaseError, isDatabaseUnavailable } from './unavailable'

/** How long a database call may take before its request gets 5030 (docs/deployment.md "Database faults"). */
export interface PgDeadlines {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number
  /** One statement, on the server (`statement_timeout`); the client gives up `QUERY_GRACE_MS` later. */
  statementMs: number
  /** A transaction left idle by its client is ended by the server after this long. */
  idleInTransactionMs: number
}

export const DEFAULT_PG_DEADLINES: PgDeadlines = { connectMs: 2000, statementMs: 2000, idleInTransactionMs: 10_000 }

/** The client-side deadline waits this much beyond the server's, so a slow statement is cancelled by the server. */
const QUERY_GRACE_MS = 500

export interface PgOptions {
  url: string
  /** Put every table in this schema (tests use a throw-away schema per run). */
  schema?: string
  max?: number
  deadlines?: Partial<PgDeadlines>
}

type PgLike = Pick<pg.Pool | pg.PoolClient, 'query'>

function queryable(db: PgLike): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      try {
        const result = await db.query<T & pg.QueryResultRow>(sql, [...params])
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length }
      } catch (error) {
        throw classifyDatabaseError(error)
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await db.query(sql)
      } catch (error) {
        throw classifyDatabaseError(error)
      }
    },
  }
}

/** PostgreSQL through a `pg` pool whose every call has a deadline. */
export async function openPgStorage(options: PgOptions): Promise<Storage> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`)
  }
  const deadlines = { ...DEFAULT_PG_DEADLINES, ...options.deadlines }
  const serverSettings = [
    `-c statement_timeout=${deadlines.statementMs}`,
    `-c idle_in_transaction_session_timeout=${deadlines.idleInTransactionMs}`,
    ...(options.schema ? [`-c search_path=${options.schema}`] : []),
  ]
  // pg lets a URL's `options` replace the pool's: move them after ours instead, so both apply.
  const url = new URL(options.url)
  const urlSettings = url.searchParams.get('options') ?? ''
  url.searchParams.delete('options')
  const pool = new pg.Pool({
    connectionString: url.href,
    max: options.max ?? 10,
    connectionTimeoutMillis: deadlines.connectMs,
    // A hung server never answers: the client stops waiting (the server's own timeout cannot fire then).
    query_timeout: deadlines.statementMs + QUERY_GRACE_MS,
    keepAlive: true,
    // The URL's own settings come last, so a URL can still override ours.
    options: [...serverSettings, urlSettings].filter(Boolean).join(' '),
  })
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (error) => console.error('[account-api] idle PostgreSQL client error:', error.message))
  // Fail now, with the reason, rather than on the first request.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => undefined)
    throw classifyDatabaseError(error)
  })
  client.release()
  return {
    driver: 'pg',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw classifyDatabaseError(error)
      })
      // A connection dropped mid-transaction (failover, pg_terminate_backend) emits 'error' on the client:
      // without a listener that would end the process. The failed query reports it to the request.
      let broken: Error | undefined
      const onError = (error: Error) => (broken = error)
      client.on('error', onError)
      try {
        await client.query('BEGIN')
        const result = await fn(queryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        broken ??= isDatabaseUnavailable(error) ? (error as Error) : undefined
        // On a broken connection ROLLBACK would only wait for its deadline; the server rolls back on disconnect.
        if (!broken) await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback))
        throw classifyDatabaseError(error)
      } finally {
        client.off('error', onError)
        // A broken client is destroyed, not handed to the next request.
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}
