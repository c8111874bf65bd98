import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Storage } from './storage'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

export interface Migration {
  id: string
  sql: string
}

/** The `NNNN_name.sql` files beside this module, in order. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file)).sort()
  return Promise.all(
    files.map(async (file) => ({ id: file.replace(/\.sql$/, ''), sql: await readFile(dir + file, 'utf8') })),
  )
}

/**
 * Apply the migrations not yet recorded in `schema_migrations`, in one transaction.
 * Idempotent, and safe when several instances start at once (an advisory lock serialises them).
 * Returns the ids it applied.
 */
export async function migrate(storage: Storage, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations())
  return storage.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('storefront-account-api-migrations'))")
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT ' +
        'now())',
    )
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations')
    const done = new Set(rows.map((row) => row.id))
    const applied: string[] = []
    for (const migration of all) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
      applied.push(migration.id)
    }
    return applied
  })
}
