// The real axios HTTP adapter against a tiny local server: URLs, headers, envelopes, transport errors.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, createSessionStore, memoryStorage } from '../src'

interface Seen {
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let origin = ''
const seen: Seen[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body })
      const json = (status: number, value: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(value))
      }
      if (req.url === '/ssr/timestamp') return json(200, { code: 2000, msg: 'ok', data: { now: 123 } })
      if (req.url === '/api/eu/account/user/login/pwd')
        return json(401, { code: 4010, msg: 'Falsches Passwort', data: null })
      if (req.url === '/api/eu/account/user/sign_in')
        return json(200, { code: 2000, msg: 'ok', data: { user_id: 'u9', apptoken: 'A', reftoken: 'R' } })
      if (req.url === '/api/eu/slow') return setTimeout(() => json(200, { code: 2000, msg: '', data: null }), 500)
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<h1>Bad gateway</h1>')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const client = (notify = vi.fn<(m: string) => void>()) =>
  createApiClient({
    region: 'de',
    origin,
    session: createSessionStore(memoryStorage(), { syncTabs: false }),
    notify,
    locks: null,
    navigate: () => {},
  })

describe('over real HTTP (Node adapter, SSR-style absolute origin)', () => {
  it('posts JSON to {origin}/api/eu with region headers; the server time to {origin}/ssr/timestamp', async () => {
    const api = client()
    expect(await api.signIn({ email: 'a@b.de', password: 'secret123' })).toEqual({
      user_id: 'u9',
      apptoken: 'A',
      reftoken: 'R',
    })
    expect(await api.getServerTime()).toBe(123)
    const [signIn, time] = seen.slice(-2)
    expect(signIn?.url).toBe('/api/eu/account/user/sign_in')
    expect(signIn?.headers).toMatchObject({ region: 'de', 'accept-language': 'de', 'content-type': 'application/json' })
    expect(JSON.parse(signIn?.body ?? '')).toEqual({ email: 'a@b.de', password: 'secret123' })
    expect(time?.url).toBe('/ssr/timestamp')
  })

  it('an HTTP 401 with an envelope is a business error (msg kept; password login not toasted)', async () => {
    const notify = vi.fn<(m: string) => void>()
    await expect(client(notify).loginByPassword({ email: 'a@b.de', password: 'x' })).rejects.toMatchObject({
      code: 4010,
      msg: 'Falsches Passwort',
      status: 401,
    })
    expect(notify).not.toHaveBeenCalled()
  })

  it('an HTTP 502 page without an envelope rejects with code 0 and no toast', async () => {
    const notify = vi.fn<(m: string) => void>()
    await expect(client(notify).getProfile()).rejects.toMatchObject({ code: 0, status: 502, kind: 'http' })
    expect(notify).not.toHaveBeenCalled()
  })

  it('a refused connection and a timeout reject with code 0 and no toast', async () => {
    const notify = vi.fn<(m: string) => void>()
    const closed = createApiClient({
      region: 'us',
      baseURL: 'http://127.0.0.1:9/api/us',
      notify,
      session: createSessionStore(memoryStorage()),
      locks: null,
    })
    await expect(closed.getProfile()).rejects.toMatchObject({ code: 0, status: 0, kind: 'network' })
    await expect(client(notify).request({ method: 'GET', path: '/slow' }, { timeout: 50 })).rejects.toMatchObject({
      code: 0,
      kind: 'timeout',
    })
    expect(notify).not.toHaveBeenCalled()
  })

  it('an aborted call rejects as canceled', async () => {
    const controller = new AbortController()
    const pending = client().request({ method: 'GET', path: '/slow' }, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 0, kind: 'canceled' })
  })
})
