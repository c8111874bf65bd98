import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  DRIVERS,
  expectOk,
  openTestStorage,
  outboxFor,
  registerByPassword,
  TestClient,
  testApp,
  uniqueEmail,
  type TestStorage,
} from '../test/harness'
import { purgeExpired } from '../housekeeping'
import { loadMigrations, migrate } from './migrate'

describe.each(DRIVERS)('storage on %s', (driver) => {
  let db: TestStorage

  beforeAll(async () => {
    db = await openTestStorage(driver)
  })
  afterAll(() => db.cleanup())

  it('records applied migrations and applies each once, also when two start together', async () => {
    const ids = (await loadMigrations()).map((m) => m.id)
    expect(ids[0]).toBe('0001_init')
    const { rows } = await db.storage.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')
    expect(rows.map((row) => row.id)).toEqual(ids)
    expect(await Promise.all([migrate(db.storage), migrate(db.storage)])).toEqual([[], []])
  })

  it('applies a new migration in order, all or nothing', async () => {
    const base = await loadMigrations()
    const broken = [...base, { id: '9998_ok', sql: 'CREATE TABLE probe_ok (x int)' }, { id: '9999_bad', sql: 'CREATE TABLE (' }]
    await expect(migrate(db.storage, broken)).rejects.toThrow()
    const { rows } = await db.storage.query("SELECT 1 FROM schema_migrations WHERE id = '9998_ok'")
    expect(rows).toEqual([])
    expect(await migrate(db.storage, [...base, { id: '9998_ok', sql: 'CREATE TABLE probe_ok (x int)' }])).toEqual(['9998_ok'])
  })

  it('0002 leaves rows written before SMTP delivery unsent (failed), and new rows queued', async () => {
    const migrations = await loadMigrations()
    const init = migrations.find((m) => m.id === '0001_init')
    const delivery = migrations.find((m) => m.id === '0002_outbox_delivery')
    if (!init || !delivery) throw new Error('migrations missing')
    const rollback = new Error('rollback')
    const seen = await db.storage
      .transaction(async (tx) => {
        // A database as it was before 0002, in a scratch schema that the rollback removes.
        await tx.exec('CREATE SCHEMA migration_probe; SET LOCAL search_path = migration_probe')
        await tx.exec(init.sql)
        await tx.query("INSERT INTO outbox (id, to_email, subject, body, kind, created_at) VALUES ('old', 'a@example.com', 's', 'b', 'form', now())")
        await tx.exec(delivery.sql)
        await tx.query("INSERT INTO outbox (id, to_email, subject, body, kind, created_at) VALUES ('new', 'a@example.com', 's', 'b', 'form', now())")
        const { rows } = await tx.query('SELECT id, attempts, sent_at, failed_at IS NOT NULL AS failed, last_error FROM outbox ORDER BY seq')
        throw Object.assign(rollback, { rows })
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
        return (error as Error & { rows: unknown[] }).rows
      })
    expect(seen).toEqual([
      { id: 'old', attempts: 0, sent_at: null, failed: true, last_error: 'written before SMTP delivery existed' },
      { id: 'new', attempts: 0, sent_at: null, failed: false, last_error: null },
    ])
    const { rows } = await db.storage.query("SELECT 1 FROM pg_namespace WHERE nspname = 'migration_probe'")
    expect(rows).toEqual([])
  })

  it('loses nothing on restart: accounts, sessions, subscriptions and the outbox survive', async () => {
    const before = testApp(db.storage)
    const client = new TestClient(before.app)
    const user = await registerByPassword(client)
    const email = uniqueEmail('news')
    expectOk(await client.post('/account/user/subscribe/create', { email, region: 'kr' }))
    for (let i = 0; i < 3; i++) await client.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })

    const storage = await db.reopen()
    await migrate(storage)
    // The same client after the restart (the lockout is kept per account and client).
    const after = new TestClient(testApp(storage).app, { ip: client.ip })
    expectOk(await after.get('/account/user/profile/new', undefined, authHeaders(user)))
    expectOk(await after.get('/account/user/sign_in/refresh', { user_id: user.user_id }, authHeaders(user)))
    expect(expectOk(await after.post('/account/user/subscribe/create', { email, region: 'kr' })).data).toEqual({ created: true, confirmationRequired: false })
    expect((await outboxFor(after, email)).map((m) => m.kind)).toEqual(['subscribe'])
    // The failure count survived too: two more make five.
    await after.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })
    expect(await after.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })).toMatchObject({ code: 4011 })
  })

  it('housekeeping drops expired rows but keeps live sessions', async () => {
    const { app, clock } = testApp(db.storage)
    const client = new TestClient(app)
    const stale = await registerByPassword(client)
    clock.advance(32 * 24 * 3600)
    const fresh = await registerByPassword(client)
    const removed = await purgeExpired(db.storage, clock.now())
    expect(removed).toBeGreaterThan(0)
    const { rows } = await db.storage.query<{ user_id: string }>('SELECT user_id FROM sessions WHERE user_id = ANY($1)', [
      [stale.user_id, fresh.user_id],
    ])
    expect(rows.map((row) => row.user_id)).toEqual([fresh.user_id])
    expectOk(await client.get('/account/user/sign_in/refresh', { user_id: fresh.user_id }, authHeaders(fresh)))
    expect(await client.get('/account/user/sign_in/refresh', { user_id: stale.user_id }, authHeaders(stale))).toMatchObject({
      code: 4004,
    })
  })
})
