import { describe, expect, it, vi } from 'vitest'
import type { Storage } from './storage'
import { openStorageWhenReady } from './wait'

const PG = { driver: 'pg', url: 'postgres://db/x' } as const
const storage = { driver: 'pg' } as Storage

describe('openStorageWhenReady', () => {
  it('tries PostgreSQL again until it answers, reporting each failure', async () => {
    const open = vi
      .fn()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockRejectedValueOnce(new Error('the database system is starting up'))
      .mockResolvedValue(storage)
    const onRetry = vi.fn()
    await expect(openStorageWhenReady(PG, { open, onRetry, timeoutMs: 5000, intervalMs: 10 })).resolves.toBe(storage)
    expect(open).toHaveBeenCalledTimes(3)
    expect(onRetry.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'ECONNREFUSED',
      'the database system is starting up',
    ])
  })

  it('gives up after its deadline, naming it and the last reason', async () => {
    const open = vi.fn().mockRejectedValue(new Error('ECONNREFUSED'))
    await expect(openStorageWhenReady(PG, { open, timeoutMs: 100, intervalMs: 20 })).rejects.toThrow(
      'the database did not answer within 0 s: ECONNREFUSED',
    )
    expect(open.mock.calls.length).toBeGreaterThan(1)
  })

  it('tries PGlite once: a local folder does not come up by waiting', async () => {
    const open = vi.fn().mockRejectedValue(new Error('EACCES'))
    await expect(
      openStorageWhenReady({ driver: 'pglite', dataDir: '/x' }, { open, timeoutMs: 5000, intervalMs: 10 }),
    ).rejects.toThrow('EACCES')
    expect(open).toHaveBeenCalledTimes(1)
  })
})
