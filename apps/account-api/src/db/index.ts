import type { StorageConfig } from '../config'
import { migrate } from './migrate'
import { openPgStorage } from './pg'
import { openPgliteStorage } from './pglite'
import type { Storage } from './storage'

export type { Queryable, QueryResult, Storage } from './storage'
export { migrate, loadMigrations } from './migrate'
export { openPgStorage } from './pg'
export { openPgliteStorage } from './pglite'

/** Open the configured database and bring its schema up to date. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  const storage =
    config.driver === 'pg' ? await openPgStorage({ url: config.url }) : await openPgliteStorage(config.dataDir)
  try {
    await migrate(storage)
  } catch (error) {
    await storage.close().catch(() => undefined)
    throw error
  }
  return storage
}
