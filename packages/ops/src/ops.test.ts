import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Counter, createLogger, createRegistry, requestIdOf, routeConsoleToLogger, serveMetrics } from './index'
import { bufferedStdout, redact } from './logger'

function capture() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { lines, destination }
}

describe('createLogger', () => {
  it('writes JSON lines with the name and base fields, and never a secret', () => {
    const { lines, destination } = capture()
    const log = createLogger({ name: 'test', base: { app: 'us' }, destination })
    log.info(
      { body: { email: 'a@b.c', password: 'hunter22', code: '123456' }, headers: { apptoken: 'tok', cookie: 'c=1' } },
      'hello',
    )
    log.info({ token: 'reset-token', nested: { deeper: { reftoken: 'r' } } }, 'again')
    const text = JSON.stringify(lines)
    for (const secret of ['hunter22', '123456', 'tok"', 'c=1', 'reset-token', '"r"']) expect(text).not.toContain(secret)
    expect(lines[0]).toMatchObject({
      name: 'test',
      app: 'us',
      msg: 'hello',
      body: { email: 'a@b.c', password: '[redacted]' },
    })
    expect(lines[0]?.['time']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('censors at any depth, in arrays, in any case and in a child logger, without touching the logged object', () => {
    const { lines, destination } = capture()
    const log = createLogger({ name: 'test', destination })
    const logged = {
      a: { b: { c: { password: 'deep-secret' } } },
      list: [{ token: 'listed-secret' }, 'plain'],
      headers: { Authorization: 'Bearer abc', 'Set-Cookie': 'sid=1' },
      status: 200,
    }
    log.info(logged, 'deep')
    log.child({ smtpUrl: 'smtp://user:pw@host' }).info('child')
    const text = JSON.stringify(lines)
    for (const secret of ['deep-secret', 'listed-secret', 'Bearer abc', 'sid=1', 'user:pw']) {
      expect(text).not.toContain(secret)
    }
    expect(lines[0]).toMatchObject({ status: 200, list: [{ token: '[redacted]' }, 'plain'] })
    expect(logged.a.b.c.password).toBe('deep-secret')
    expect(lines[1]).toMatchObject({ smtpUrl: '[redacted]', msg: 'child' })
  })

  it('logs a line without secrets as it is', () => {
    const line = { method: 'GET', route: '/us', status: 200, ms: 1.2, nested: { region: 'us' } }
    expect(redact(line)).toBe(line)
  })

  it('logs an error with its stack', () => {
    const { lines, destination } = capture()
    createLogger({ name: 'test', destination }).error({ err: new Error('boom') }, 'failed')
    expect(lines[0]).toMatchObject({ level: 50, msg: 'failed', err: { message: 'boom', type: 'Error' } })
    expect(String((lines[0]!['err'] as { stack: string }).stack)).toContain('ops.test.ts')
  })
})

describe('bufferedStdout', () => {
  const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ops-log-')), 'out.log')
  const linesIn = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
  const until = async (check: () => boolean, ms = 3000) => {
    for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 10))
  }
  afterEach(() => void vi.useRealTimers())

  it('holds short lines and writes them together at the next flush, 200 ms apart', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    const file = tempFile()
    const stream = bufferedStdout(fs.openSync(file, 'w'))
    const log = pino(stream)
    for (let i = 0; i < 20; i++) log.info({ i }, 'request')
    await new Promise((r) => setTimeout(r, 100)) // a write per line would be on disk by now
    expect(linesIn(file)).toEqual([])
    vi.advanceTimersByTime(200)
    await until(() => linesIn(file).length === 20)
    expect(linesIn(file).map((line) => (JSON.parse(line) as { i: number }).i)).toEqual([...Array(20).keys()])
  })

  it('writes at once when 4 kB are held', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    const file = tempFile()
    const log = pino(bufferedStdout(fs.openSync(file, 'w')))
    for (let i = 0; i < 20; i++) log.info({ filler: 'x'.repeat(300) }, 'request')
    await until(() => linesIn(file).length > 0)
    expect(linesIn(file).length).toBeGreaterThan(0)
  })

  // A child Node with tsx takes seconds to start on a busy two-core machine: the test's limit is the child's own.
  it('writes what it holds when the process exits', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { createLogger } from ${JSON.stringify(path.resolve(__dirname, 'logger.ts'))}
         const log = createLogger({ name: 'exit-test', env: { NODE_ENV: 'production' } })
         log.info('first'); log.error('last words'); process.exit(3)`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    )
    expect(child.status).toBe(3)
    expect(
      child.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['first', 'last words'])
  }, 30_000)
})

describe('routeConsoleToLogger', () => {
  const original = { log: console.log, info: console.info, warn: console.warn, error: console.error }
  afterEach(() => Object.assign(console, original))

  it("writes what libraries print as the logger's lines, at the console call's level, an error with its stack", () => {
    const { lines, destination } = capture()
    routeConsoleToLogger(createLogger({ name: 'test', destination }))
    console.log('listening on %d', 3000)
    console.info('ready')
    console.warn('[lib][Warning] something odd')
    console.error('render failed:', new Error('boom'))
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'listening on 3000'],
      [30, 'ready'],
      [40, '[lib][Warning] something odd'],
      [50, 'render failed:'],
    ])
    expect(lines[3]?.['err']).toMatchObject({ message: 'boom', stack: expect.stringContaining('Error: boom') })
  })
})

describe('requestIdOf', () => {
  it('keeps a plausible id and replaces anything else with a UUID', () => {
    expect(requestIdOf('abc-123_x.y:z')).toBe('abc-123_x.y:z')
    expect(requestIdOf(['first', 'second'])).toBe('first')
    for (const bad of [undefined, null, '', 'has space', 'x'.repeat(129), 'a\nb']) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('serveMetrics', () => {
  it('is off unless a port is given', async () => {
    expect(await serveMetrics(createRegistry(), { port: undefined, host: '127.0.0.1' })).toBeNull()
    await expect(serveMetrics(createRegistry(), { port: 'ninety', host: '127.0.0.1' })).rejects.toThrow('METRICS_PORT')
  })

  it('answers /metrics with the registry and the default process metrics', async () => {
    const registry = createRegistry({ service: 'test' })
    new Counter({ name: 'test_things_total', help: 'things', registers: [registry] }).inc(3)
    const server = await serveMetrics(registry, { port: '0', host: '127.0.0.1' })
    try {
      const address = server!.address() as { port: number }
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`)
      const text = await res.text()
      expect(res.status).toBe(200)
      expect(text).toContain('test_things_total{service="test"} 3')
      expect(text).toContain('nodejs_eventloop_lag_seconds')
      expect(text).toContain('nodejs_heap_size_used_bytes')
      expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404)
    } finally {
      server!.close()
    }
  })
})
