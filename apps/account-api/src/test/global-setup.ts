import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrate } from '../db/migrate'
import { openPgliteStorage } from '../db/pglite'
import { createOwnPostgres } from './own-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that test files copy (a fresh initdb costs seconds, a copy does not). */
    pgliteTemplate: string
    /** The PostgreSQL server the suite runs against; each test file makes and drops its own schema. */
    testDatabaseUrl: string
  }
}

/** The URL without its password, for messages. */
export const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')

/** Settings of the suite's own server: nothing in it outlives the run, so nothing needs to reach the disk. */
const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' }

async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch (error) {
    throw new Error(
      `account-api tests were pointed at PostgreSQL at ${redact(url)} (TEST_DATABASE_URL) and could not reach it ` +
        `(${error instanceof Error ? error.message : String(error)}); unset TEST_DATABASE_URL and the suite starts ` +
        'a server of its own.',
      { cause: error },
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * The PostgreSQL the suite runs on: TEST_DATABASE_URL when set, else a cluster of its own (initdb in a temporary
 * folder, its own port; src/test/own-postgres.ts), so a run never touches a server it did not start.
 */
async function testPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = process.env['TEST_DATABASE_URL']
  if (url) {
    await assertReachable(url)
    return { url, stop: async () => undefined }
  }
  const own = await createOwnPostgres(THROWAWAY)
  // The server runs detached: an interrupted run (Vitest exits on SIGINT and SIGTERM) must not leave it behind.
  const abandon = () => own.abandon()
  process.once('exit', abandon)
  await own.start()
  return {
    url: own.url,
    stop: async () => {
      process.off('exit', abandon)
      await own.destroy()
    },
  }
}

export default async function setup(project: TestProject) {
  const template = await mkdtemp(path.join(tmpdir(), 'account-api-template-'))
  const migrateTemplate = async () => {
    const storage = await openPgliteStorage(template)
    await migrate(storage)
    await storage.close()
  }
  const [postgres, migrated] = await Promise.allSettled([testPostgres(), migrateTemplate()])
  const teardown = async () => {
    if (postgres.status === 'fulfilled') await postgres.value.stop()
    await rm(template, { recursive: true, force: true })
  }
  if (postgres.status === 'rejected' || migrated.status === 'rejected') {
    await teardown()
    throw postgres.status === 'rejected' ? postgres.reason : (migrated as PromiseRejectedResult).reason
  }

  project.provide('pgliteTemplate', template)
  project.provide('testDatabaseUrl', postgres.value.url)
  return teardown
}
