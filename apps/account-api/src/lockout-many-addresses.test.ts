import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { verifyPassword } from './password-hash'
import type { PasswordCheck } from './passwords'
import { ACCOUNT_DELAY } from './lockout'
import { describeEachDriver, registerByPassword, solveAltcha, testApp, type Answer } from './test/harness'

// Counts the password checks the service really makes (the argon2id runs), whatever the answers say.
let checks = 0
const countingCheck: PasswordCheck = (plain, stored) => {
  checks += 1
  return verifyPassword(plain, stored)
}

/** 127.0.0.2 … 127.0.0.11: ten real source addresses on loopback. */
const SOURCES = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`)

/** POST JSON from the source address `from`, as a caller on another machine would (no proxy, no forwarded header). */
function postFrom(from: string, port: number, path: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          const envelope = JSON.parse(text) as Answer
          resolve({ ...envelope, status: res.statusCode ?? 0, headers: new Headers() })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

describeEachDriver('attempts counted before they are checked, from many addresses', (s) => {
  let server: ServerType
  let port: number
  let direct: ReturnType<typeof testApp>['app']

  beforeAll(async () => {
    // No proxy in front: each caller is its socket address.
    direct = testApp(s.db.storage, { config: { trustProxy: 0 }, checkPassword: countingCheck }).app
    server = serve({ fetch: direct.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise<void>((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('checks at most 10 of 50 wrong passwords sent at once from 10 addresses, each with a solved ALTCHA', async () => {
    const user = await registerByPassword(s.api)
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async () => ({
        email: user.email,
        password: 'wrongpass1',
        altcha: await solveAltcha((path) => Promise.resolve(direct.request(`/api/us${path}`))),
      })),
    )
    checks = 0
    const answers = await Promise.all(
      bodies.map((body, i) =>
        postFrom(SOURCES[i % SOURCES.length] ?? '127.0.0.2', port, '/api/us/account/user/login/pwd', body),
      ),
    )
    expect(checks).toBeLessThanOrEqual(ACCOUNT_DELAY.freeFailures)
    expect(checks).toBeGreaterThan(0)
    const codes = answers.map((answer) => answer.code)
    expect(codes.filter((code) => code === API_CODE.WRONG_CREDENTIALS)).toHaveLength(checks)
    expect(
      codes.filter((code) => code !== API_CODE.WRONG_CREDENTIALS).every((code) => code === API_CODE.TOO_MANY_ATTEMPTS),
    ).toBe(true)
    // The wait applies to everyone, the owner included, and says how long.
    const owner = await postFrom('127.0.0.12', port, '/api/us/account/user/login/pwd', {
      email: user.email,
      password: user.password,
      altcha: await solveAltcha((path) => Promise.resolve(direct.request(`/api/us${path}`))),
    })
    expect(owner).toMatchObject({ status: 429, code: API_CODE.TOO_MANY_ATTEMPTS, data: { retryAfter: 1 } })
  })
})
