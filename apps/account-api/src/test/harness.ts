import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { API_CODE, API_CONTRACT } from '@storefront/api-client/contract'
import type { AppId } from '@storefront/region-config'
import { createApp, type CreateAppOptions } from '../app'
import type { ServiceConfig } from '../config'
import { migrate } from '../db/migrate'
import { FIELD_NAMING_PROBLEMS } from '../http'
import { t, type FieldKey, type ServiceLocale } from '../i18n'
import { openPgStorage } from '../db/pg'
import { openPgliteStorage } from '../db/pglite'
import type { Storage } from '../db/storage'

/**
 * The storage drivers. A suite runs on both where storage behaviour can differ between them (migrations,
 * restarts, transactions, concurrent requests, claims and locks, faults); the rest run on PGlite only.
 */
export const DRIVERS = ['pglite', 'pg'] as const
export type Driver = (typeof DRIVERS)[number]

export interface TestStorage {
  storage: Storage
  /** The PGlite data folder (pglite only). */
  dataDir?: string
  /** Close the database and open the same one again (a restart). */
  reopen(): Promise<Storage>
  cleanup(): Promise<void>
}

export interface ThrowawaySchema {
  schema: string
  /** The suite's PostgreSQL URL with the schema as `search_path`, for a service process or `openStorage`. */
  url: string
  drop(): Promise<void>
}

/** A new, empty schema on the suite's PostgreSQL server: each test file makes its own and drops it. */
export async function throwawaySchema(tag: string): Promise<ThrowawaySchema> {
  const server = inject('testDatabaseUrl')
  const schema = `account_api_${tag}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  await admin(`CREATE SCHEMA ${schema}`)
  const url = new URL(server)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { schema, url: url.href, drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) }
}

/** A fresh, migrated database: a copy of the PGlite template, or a new schema on the PostgreSQL server. */
export async function openTestStorage(driver: Driver): Promise<TestStorage> {
  if (driver === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'account-api-test-'))
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    const handle: TestStorage = {
      storage: await openPgliteStorage(dataDir),
      dataDir,
      async reopen() {
        await handle.storage.close()
        handle.storage = await openPgliteStorage(dataDir)
        return handle.storage
      },
      async cleanup() {
        await handle.storage.close().catch(() => undefined)
        await rm(dataDir, { recursive: true, force: true })
      },
    }
    await migrate(handle.storage)
    return handle
  }
  const url = inject('testDatabaseUrl')
  const { schema, drop } = await throwawaySchema('test')
  const handle: TestStorage = {
    storage: await openPgStorage({ url, schema, max: 4 }),
    async reopen() {
      await handle.storage.close()
      handle.storage = await openPgStorage({ url, schema, max: 4 })
      return handle.storage
    },
    async cleanup() {
      await handle.storage.close().catch(() => undefined)
      await drop()
    },
  }
  await migrate(handle.storage)
  return handle
}

/** A clock the tests move by hand. */
export class TestClock {
  private ms = Date.now()
  readonly now = (): Date => new Date(this.ms)
  advance(seconds: number): void {
    this.ms += seconds * 1000
  }
}

/** Fast password hashing, cheap ALTCHA challenges and a generous IP allowance, unless a test asks otherwise. */
export const TEST_CONFIG: Partial<ServiceConfig> = {
  argon2: { memoryKiB: 256, timeCost: 1 },
  rateLimitPerMinute: 10_000,
  lookupsPerHour: 10_000,
  trustProxy: 1,
  altchaMaxNumber: 50,
}

/** Calls that carry an ALTCHA solution (src/altcha.ts); TestClient solves one for them unless the body has `altcha`. */
const NEEDS_ALTCHA =
  /^\/(?:account\/user\/(?:code\/send|login\/code|register\/pwd|password\/forgot|subscribe\/create|notify\/create|login\/pwd|sign_in)|forms\/[\w-]+)$/

/** Fetch a challenge from `base` (e.g. `http://host/api/us` or `/api/us` with `app`) and solve it, as the widget does. */
export async function solveAltcha(fetcher: (path: string) => Promise<Response>): Promise<string> {
  const challenge = (await (await fetcher('/altcha/challenge')).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('ALTCHA challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export function testApp(storage: Storage, options: Partial<Omit<CreateAppOptions, 'storage'>> = {}) {
  const clock = new TestClock()
  const app = createApp({ now: clock.now, ...options, storage, config: { ...TEST_CONFIG, ...options.config } })
  return { app, clock }
}

export type App = ReturnType<typeof createApp>

/** What every database suite works on; the fields are set before its first test (read them inside tests and hooks). */
export interface DriverSuite {
  readonly driver: Driver
  db: TestStorage
  app: App
  clock: TestClock
  /** A client of the us prefix, in English, with an IP of its own. */
  api: TestClient
}

/** The suite on `driver`: a fresh migrated database with an app on a test clock and a client. */
function describeOnDriver(driver: Driver, body: (suite: DriverSuite) => void): void {
  const suite = { driver } as DriverSuite
  beforeAll(async () => {
    suite.db = await openTestStorage(driver)
    Object.assign(suite, testApp(suite.db.storage))
    suite.api = new TestClient(suite.app)
  })
  afterAll(() => suite.db.cleanup())
  body(suite)
}

/**
 * Declares the suite `name` once per storage driver, each on a fresh migrated database with an app on a
 * test clock and a client, opened before its tests and dropped after them. For what storage decides:
 * transactions, concurrent requests, claims and locks, restarts.
 */
export function describeEachDriver(name: string, body: (suite: DriverSuite) => void): void {
  describe.each(DRIVERS)(`${name} on %s`, (driver) => describeOnDriver(driver, body))
}

/** Declares the suite `name` on PGlite: behaviour the storage does not decide (answers, messages, mails). */
export function describeOnPglite(name: string, body: (suite: DriverSuite) => void): void {
  describe(`${name} on pglite`, () => describeOnDriver('pglite', body))
}

export type Data = Record<string, unknown>

export interface Answer<T = Data> {
  status: number
  code: number
  msg: string
  data: T
  headers: Headers
}

interface RequestOptions {
  json?: unknown
  /** A raw body (sent as is, with the given content type). */
  body?: BodyInit
  headers?: Record<string, string>
  query?: Record<string, string>
}

let ipCounter = 0
const nextIp = () => {
  ipCounter += 1
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`
}

/** Calls one API prefix like the storefront does: JSON, `Accept-Language`, and its own client IP. */
export class TestClient {
  readonly ip: string
  constructor(
    readonly app: App,
    readonly options: { set?: AppId; lang?: string; ip?: string } = {},
  ) {
    this.ip = options.ip ?? nextIp()
  }

  async request<T = Data>(method: string, route: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const prefix = route.startsWith('/api/') || route === '/health' ? '' : `/api/${this.options.set ?? 'us'}`
    const json = options.json
    if (
      method === 'POST' &&
      NEEDS_ALTCHA.test(route) &&
      json &&
      typeof json === 'object' &&
      !Array.isArray(json) &&
      !('altcha' in json)
    ) {
      const altcha = await solveAltcha((path) => Promise.resolve(this.app.request(`${prefix}${path}`)))
      options = { ...options, json: { ...json, altcha } }
    }
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : ''
    const headers: Record<string, string> = {
      'accept-language': this.options.lang ?? 'en',
      'x-forwarded-for': this.ip,
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    }
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body
    const response = await this.app.request(`${prefix}${route}${query}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    })
    const text = await response.text()
    let envelope: { code?: number; msg?: string; data?: T }
    try {
      envelope = JSON.parse(text) as typeof envelope
    } catch {
      throw new Error(`${method} ${route}: not a JSON envelope (HTTP ${response.status}): ${text.slice(0, 200)}`)
    }
    if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string' || !('data' in envelope)) {
      throw new Error(`${method} ${route}: not an envelope: ${text.slice(0, 200)}`)
    }
    return {
      status: response.status,
      code: envelope.code,
      msg: envelope.msg,
      data: envelope.data as T,
      headers: response.headers,
    }
  }

  /** A fresh ALTCHA solution for a body this client builds by hand. */
  altcha(): Promise<string> {
    return solveAltcha((path) => Promise.resolve(this.app.request(`/api/${this.options.set ?? 'us'}${path}`)))
  }

  post<T = Data>(route: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', route, { ...(json !== undefined ? { json } : {}), ...(headers ? { headers } : {}) })
  }

  get<T = Data>(route: string, query?: Record<string, string>, headers?: Record<string, string>) {
    return this.request<T>('GET', route, { ...(query ? { query } : {}), ...(headers ? { headers } : {}) })
  }
}

export interface Tokens {
  user_id: string
  apptoken: string
  reftoken: string
}

export const authHeaders = (tokens: Pick<Tokens, 'apptoken'> & Partial<Tokens>) => ({
  apptoken: tokens.apptoken,
  ...(tokens.reftoken ? { reftoken: tokens.reftoken } : {}),
})

let emailCounter = 0
/** A unique address per call, so tests never share accounts, lockouts or mail allowances. */
export const uniqueEmail = (tag = 'user') => {
  emailCounter += 1
  return `${tag}.${process.pid}.${emailCounter}.${randomBytes(3).toString('hex')}@example.com`
}

export interface OutboxEntry {
  id: string
  to: string
  subject: string
  body: string
  kind: string
  meta: Record<string, string>
  createdAt: string
  lang: string | null
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  sentAt: string | null
  lastError: string | null
}

/** The newest outbox messages for `to`, read through the dev outbox endpoint. */
export async function outboxFor(client: TestClient, to: string): Promise<OutboxEntry[]> {
  const answer = await client.get<{ messages: OutboxEntry[] }>('/api/dev/outbox.json', { to })
  if (answer.code !== API_CODE.SUCCESS) throw new Error(`outbox: ${answer.code} ${answer.msg}`)
  return answer.data.messages
}

export async function latestCode(client: TestClient, to: string): Promise<string> {
  const code = (await outboxFor(client, to)).find((m) => m.meta['code'])?.meta['code']
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}

export async function latestLink(
  client: TestClient,
  to: string,
  kind: 'reset_password' | 'verify_email',
): Promise<URL> {
  const link = (await outboxFor(client, to)).find((m) => m.kind === kind)?.meta['link']
  if (!link) throw new Error(`no ${kind} link in the outbox for ${to}`)
  return new URL(link)
}

export const PASSWORD = 'robots4ever'

/** Register with a code (code/send + register_or_login): an account without a password. */
export async function registerByCode(client: TestClient, email = uniqueEmail()): Promise<Tokens & { email: string }> {
  expectOk(await client.post('/account/user/code/send', { email, purpose: 'register' }))
  const code = await latestCode(client, email)
  const answer = expectOk(await client.post<Tokens>('/account/user/register_or_login', { email, code }))
  return { ...answer.data, email }
}

/** Register with a password (code/send + register/pwd). */
export async function registerByPassword(
  client: TestClient,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<Tokens & { email: string; password: string }> {
  expectOk(await client.post('/account/user/code/send', { email, purpose: 'register' }))
  const code = await latestCode(client, email)
  const answer = expectOk(await client.post<Tokens>('/account/user/register/pwd', { email, password, code }))
  return { ...answer.data, email, password }
}

/** The first field problem of a 4000 answer (`data.issues[0]`): the field's path and its message. */
export function firstIssue(answer: Answer<unknown>): { path: string; message: string } | undefined {
  return (answer.data as { issues?: { path: string; message: string }[] } | null)?.issues?.[0]
}

/**
 * A 4000 refusing the field `path` with the problem `key`, as a caller in `lang` reads it (for `toMatchObject`): the
 * problem among `data.issues`, and as `msg` its message where it names the field, else the code's: never the path.
 */
export function refusal(
  path: string,
  key: FieldKey,
  params?: Record<string, string | number>,
  lang: ServiceLocale = 'en-US',
) {
  const message = t(lang, `api:field.${key}`, params)
  return {
    code: API_CODE.INVALID_INPUT,
    msg: FIELD_NAMING_PROBLEMS.has(key) ? message : t(lang, API_CONTRACT[API_CODE.INVALID_INPUT].message),
    data: { issues: expect.arrayContaining([{ path, message }]) as unknown },
  }
}

export function expectOk<T>(answer: Answer<T>): Answer<T> {
  if (answer.code !== API_CODE.SUCCESS || answer.status !== 200) {
    throw new Error(`expected ${API_CODE.SUCCESS}, got ${answer.code} (HTTP ${answer.status}): ${answer.msg}`)
  }
  return answer
}
