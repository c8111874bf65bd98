import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwawaySchema, type ThrowawaySchema } from '../test/harness'
import { openStorage } from './index'

// DATABASE_DEADLINE_MS reaches PostgreSQL as the statement timeout of every pooled connection.
describe('PostgreSQL deadlines', () => {
  let database: ThrowawaySchema
  beforeAll(async () => {
    database = await throwawaySchema('deadlines')
  })
  afterAll(() => database.drop())

  it.each([
    [undefined, '2s'],
    [1500, '1500ms'],
  ])('with a deadline of %s ms, a statement may run %s', async (deadlineMs, shown) => {
    const storage = await openStorage({
      driver: 'pg',
      url: database.url,
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
