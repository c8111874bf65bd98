import { expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import {
  authHeaders,
  describeEachDriver,
  expectOk,
  outboxFor,
  registerByPassword,
  TestClient,
  testApp,
  uniqueEmail,
} from '../test/harness'
import { purgeExpired } from '../housekeeping'
import { mailboxOf } from '../mailbox'
import { loadMigrations, migrate } from './migrate'

describeEachDriver('storage', (s) => {
  it('records applied migrations and applies each once, also when two start together', async () => {
    const ids = (await loadMigrations()).map((m) => m.id)
    expect(ids[0]).toBe('0001_init')
    const { rows } = await s.db.storage.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')
    expect(rows.map((row) => row.id)).toEqual(ids)
    expect(await Promise.all([migrate(s.db.storage), migrate(s.db.storage)])).toEqual([[], []])
  })

  it('applies a new migration in order, all or nothing', async () => {
    const base = await loadMigrations()
    const broken = [
      ...base,
      { id: '9998_ok', sql: 'CREATE TABLE probe_ok (x int)' },
      { id: '9999_bad', sql: 'CREATE TABLE (' },
    ]
    await expect(migrate(s.db.storage, broken)).rejects.toThrow()
    const { rows } = await s.db.storage.query("SELECT 1 FROM schema_migrations WHERE id = '9998_ok'")
    expect(rows).toEqual([])
    expect(await migrate(s.db.storage, [...base, { id: '9998_ok', sql: 'CREATE TABLE probe_ok (x int)' }])).toEqual([
      '9998_ok',
    ])
  })

  it('0002 leaves rows written before SMTP delivery unsent (failed), and new rows queued', async () => {
    const migrations = await loadMigrations()
    const init = migrations.find((m) => m.id === '0001_init')
    const delivery = migrations.find((m) => m.id === '0002_outbox_delivery')
    if (!init || !delivery) throw new Error('migrations missing')
    const rollback = new Error('rollback')
    const seen = await s.db.storage
      .transaction(async (tx) => {
        // A database as it was before 0002, in a scratch schema that the rollback removes.
        await tx.exec('CREATE SCHEMA migration_probe; SET LOCAL search_path = migration_probe')
        await tx.exec(init.sql)
        await tx.query(
          "INSERT INTO outbox (id, to_email, subject, body, kind, created_at) VALUES ('old', 'a@example.com', " +
            "'s', 'b', 'form', now())",
        )
        await tx.exec(delivery.sql)
        await tx.query(
          "INSERT INTO outbox (id, to_email, subject, body, kind, created_at) VALUES ('new', 'a@example.com', " +
            "'s', 'b', 'form', now())",
        )
        const { rows } = await tx.query(
          'SELECT id, attempts, sent_at, failed_at IS NOT NULL AS failed, last_error FROM outbox ORDER BY seq',
        )
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
    const { rows } = await s.db.storage.query("SELECT 1 FROM pg_namespace WHERE nspname = 'migration_probe'")
    expect(rows).toEqual([])
  })

  it('0010 keys subscriptions and notify-me requests on the mailbox, as src/mailbox.ts reads it', async () => {
    const migrations = await loadMigrations()
    const rollback = new Error('rollback')
    const addresses = [
      'robot@example.com',
      'robot+news@example.com',
      'Robot+Launch@Example.com',
      'r.obot@example.com',
      '+robot@example.com',
      'r.o.b.o.t+x@googlemail.com',
      'robot@gmail.com',
      'r.obot@gmail.com.example',
      'a+b+c@outlook.com',
    ]
    const seen = await s.db.storage
      .transaction(async (tx) => {
        // A database as it was before 0010, in a scratch schema that the rollback removes.
        await tx.exec('CREATE SCHEMA migration_probe; SET LOCAL search_path = migration_probe')
        for (const migration of migrations.filter((m) => m.id < '0010')) await tx.exec(migration.sql)
        for (const [i, email] of addresses.entries()) {
          // The second address of a mailbox is the one confirmed: it is the subscription kept.
          const at = new Date(Date.UTC(2026, 0, 1, 0, i))
          await tx.query(
            'INSERT INTO subscriptions (id, email, region, api_set, opt_in, created_at, confirmed_at) ' +
              "VALUES ($1, $2, 'us', 'us', true, $3, $4)",
            [`s${i}`, email, at, i === 1 ? at : null],
          )
          await tx.query(
            'INSERT INTO notify_requests (id, email, region, subject, product_key, api_set, lang, created_at) ' +
              "VALUES ($1, $2, 'us', 'product:grimlockG1Flagship', 'grimlockG1Flagship', 'us', 'en-US', $3)",
            [`n${i}`, email, at],
          )
        }
        const mailbox = migrations.find((m) => m.id === '0011_mailbox')
        if (!mailbox) throw new Error('migration missing')
        await tx.exec(mailbox.sql)
        const subscriptions = (await tx.query('SELECT id, email, mailbox FROM subscriptions ORDER BY id')).rows
        const requests = (await tx.query('SELECT id, email, mailbox FROM notify_requests ORDER BY id')).rows
        throw Object.assign(rollback, { rows: { subscriptions, requests } })
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
        return (error as Error & { rows: Record<string, unknown[]> }).rows
      })
    const kept = (prefix: string, keep: (i: number) => boolean) =>
      addresses.map((email, i) => ({ id: `${prefix}${i}`, email, mailbox: mailboxOf(email) })).filter((_, i) => keep(i))
    // robot@, robot+news@ and Robot+Launch@ are one mailbox, as are the two gmail addresses.
    expect(seen['subscriptions']).toEqual(kept('s', (i) => ![0, 2, 6].includes(i)))
    expect(seen['requests']).toEqual(kept('n', (i) => ![1, 2, 6].includes(i)))
  })

  it('0007 turns the short language codes of queued rows into locale tags', async () => {
    const migrations = await loadMigrations()
    const rollback = new Error('rollback')
    const seen = await s.db.storage
      .transaction(async (tx) => {
        // A database as it was before 0007, in a scratch schema that the rollback removes.
        await tx.exec('CREATE SCHEMA migration_probe; SET LOCAL search_path = migration_probe')
        for (const migration of migrations.filter((m) => m.id < '0007')) await tx.exec(migration.sql)
        for (const [id, lang] of [
          ['a', 'en'],
          ['b', 'ja'],
          ['c', 'zh-CN'],
          ['d', null],
        ])
          await tx.query(
            'INSERT INTO outbox (id, to_email, subject, body, kind, lang, created_at) ' +
              "VALUES ($1, 'a@example.com', 's', 'b', 'form', $2, now())",
            [id, lang],
          )
        const locale = migrations.find((m) => m.id === '0007_outbox_lang_locale')
        if (!locale) throw new Error('migration missing')
        await tx.exec(locale.sql)
        const { rows } = await tx.query('SELECT id, lang FROM outbox ORDER BY seq')
        throw Object.assign(rollback, { rows })
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
        return (error as Error & { rows: unknown[] }).rows
      })
    expect(seen).toEqual([
      { id: 'a', lang: 'en-US' },
      { id: 'b', lang: 'ja-JP' },
      { id: 'c', lang: 'zh-CN' },
      { id: 'd', lang: null },
    ])
  })

  it('loses nothing on restart: accounts, sessions, subscriptions and the outbox survive', async () => {
    const before = testApp(s.db.storage)
    const client = new TestClient(before.app)
    const user = await registerByPassword(client)
    const email = uniqueEmail('news')
    expectOk(await client.post('/account/user/subscribe/create', { email, region: 'kr', optIn: true }))
    for (let i = 0; i < 3; i++)
      await client.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })

    const storage = await s.db.reopen()
    await migrate(storage)
    // The same client after the restart (the lockout is kept per account and client).
    const after = new TestClient(testApp(storage).app, { ip: client.ip })
    expectOk(await after.get('/account/user/profile/new', undefined, authHeaders(user)))
    expectOk(await after.get('/account/user/sign_in/refresh', { user_id: user.user_id }, authHeaders(user)))
    expect(
      expectOk(await after.post('/account/user/subscribe/create', { email, region: 'kr', optIn: true })).data,
    ).toEqual({
      created: true,
      confirmationRequired: false,
    })
    expect((await outboxFor(after, email)).map((m) => m.kind)).toEqual(['subscribe'])
    // The failure count survived too: two more make five.
    await after.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })
    expect(await after.post('/account/user/login/pwd', { email: user.email, password: 'wrongpass1' })).toMatchObject({
      code: API_CODE.TOO_MANY_ATTEMPTS,
    })
  })

  it('housekeeping drops expired rows but keeps live sessions', async () => {
    const { app, clock } = testApp(s.db.storage)
    const client = new TestClient(app)
    const stale = await registerByPassword(client)
    clock.advance(32 * 24 * 3600)
    const fresh = await registerByPassword(client)
    const removed = await purgeExpired(s.db.storage, clock.now())
    expect(removed).toBeGreaterThan(0)
    const { rows } = await s.db.storage.query<{ user_id: string }>(
      'SELECT user_id FROM sessions WHERE user_id = ANY($1)',
      [[stale.user_id, fresh.user_id]],
    )
    expect(rows.map((row) => row.user_id)).toEqual([fresh.user_id])
    expectOk(await client.get('/account/user/sign_in/refresh', { user_id: fresh.user_id }, authHeaders(fresh)))
    expect(
      await client.get('/account/user/sign_in/refresh', { user_id: stale.user_id }, authHeaders(stale)),
    ).toMatchObject({
      code: API_CODE.REFRESH_REJECTED,
    })
  })
})
