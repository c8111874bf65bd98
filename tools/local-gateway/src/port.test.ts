import { spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { busyPortLine, portInUse } from './port'

const here = path.dirname(fileURLToPath(import.meta.url))
const tsx = path.resolve(here, '../node_modules/.bin/tsx')

describe('a busy port', () => {
  const taken = net.createServer()
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    port = (taken.address() as net.AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())))

  it('is told from a free one', async () => {
    expect(await portInUse(port, '127.0.0.1')).toBe(true)
    const free = net.createServer()
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve))
    const freed = (free.address() as net.AddressInfo).port
    await new Promise<void>((resolve) => free.close(() => resolve()))
    expect(await portInUse(freed, '127.0.0.1')).toBe(false)
  })

  // "At once" is before any server starts, which the one line shows: starting tsx itself is slow on a busy machine.
  it('stops `npm start` at once with one line naming it, before any server starts', { timeout: 60_000 }, () => {
    const run = spawnSync(tsx, [path.join(here, 'all-in-one.ts')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_FORMAT: 'json' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    const lines = `${run.stdout}${run.stderr}`.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(JSON.stringify(busyPortLine(port, '127.0.0.1')).slice(1, -1))
  })
})
