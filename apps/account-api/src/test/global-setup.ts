import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrate } from '../db/migrate'
import { openPgliteStorage } from '../db/pglite'

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test'

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

export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'] || DEFAULT_TEST_DATABASE_URL
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch (error) {
    throw new Error(
      `account-api tests need PostgreSQL at ${redact(url)} and could not reach it ` +
        `(${error instanceof Error ? error.message : String(error)}). Start it ` +
        '(`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`) or point TEST_DATABASE_URL ' +
        'at one.',
      { cause: error },
    )
  } finally {
    await client.end().catch(() => undefined)
  }

  const template = await mkdtemp(path.join(tmpdir(), 'account-api-template-'))
  const storage = await openPgliteStorage(template)
  await migrate(storage)
  await storage.close()

  project.provide('pgliteTemplate', template)
  project.provide('testDatabaseUrl', url)
  return async () => {
    await rm(template, { recursive: true, force: true })
  }
}
