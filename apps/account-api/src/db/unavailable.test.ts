import { describe, expect, it } from 'vitest'
import { classifyDatabaseError, DatabaseUnavailableError, isDatabaseUnavailable, withDeadline } from './unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('database unavailable', () => {
  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    new Error('Connection terminated unexpectedly'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('canceling statement due to statement timeout', '57014'),
    withCode('connection failure', '08006'),
    new DatabaseUnavailableError('query: no answer within 10 ms'),
  ])('is what %s says', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(classifyDatabaseError(error)).toBeInstanceOf(DatabaseUnavailableError)
  })

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('syntax error at or near "SELEC"', '42601'),
    new Error('database is on fire'),
    'not an error',
  ])('is not what %s says (a bug, not an outage: 5000)', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
    expect(classifyDatabaseError(error)).toBe(error)
  })

  it('gives up on a call after its deadline, and not before', async () => {
    await expect(withDeadline(new Promise(() => undefined), 30, 'query')).rejects.toThrow(
      'query: no answer within 30 ms',
    )
    await expect(withDeadline(Promise.resolve('rows'), 30, 'query')).resolves.toBe('rows')
  })
})
