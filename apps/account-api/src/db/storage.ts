/** The one thing the service needs from a database: parameterised SQL, transactions and a close. */
export interface Queryable {
  /** Run one statement with `$1…` parameters; rows come back as plain objects. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>
  /** Run a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface QueryResult<T> {
  rows: T[]
  rowCount: number
}

export interface Storage extends Queryable {
  readonly driver: 'pglite' | 'pg'
  /** Run `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
