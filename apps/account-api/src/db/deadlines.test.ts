import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it, inject } from 'vitest'
import { openStorage } from './index'

// DATABASE_DEADLINE_MS reaches PostgreSQL as the statement timeout of every pooled connection.
describe('PostgreSQL deadlines', () => {
  const url = inject('testDatabaseUrl')
  const schema = `account_api_deadlines_${randomBytes(4).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  const inSchema = () => {
    const withSchema = new URL(url)
    withSchema.searchParams.set('options', `-c search_path=${schema}`)
    return withSchema.href
  }
  afterAll(() => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))

  it.each([
    [undefined, '2s'],
    [1500, '1500ms'],
  ])('with a deadline of %s ms, a statement may run %s', async (deadlineMs, shown) => {
    await admin(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    const storage = await openStorage({
      driver: 'pg',
      url: inSchema(),
      ...(deadlineMs === undefined ? {} : { deadlineMs }),
    })
    try {
      const { rows } = await storage.query<{ statement_timeout: string }>('SHOW statement_timeout')
      expect(rows[0]?.statement_timeout).toBe(shown)
    } finally {
      await storage.close()
    }
  })
})
