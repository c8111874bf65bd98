import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { supervise, type Supervised } from './supervisor'

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

let running: Supervised | undefined
afterEach(() => running?.stop('SIGKILL'))

describe('supervise', () => {
  it('restarts a child that dies, with a log line each time, until it stays up', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'))
    const runs = path.join(dir, 'runs')
    // Dies with code 3 on its first two runs, then stays up like a server.
    const script = `
      const fs = require('node:fs')
      fs.appendFileSync(${JSON.stringify(runs)}, 'x')
      if (fs.readFileSync(${JSON.stringify(runs)}, 'utf8').length <= 2) process.exit(3)
      setInterval(() => {}, 1000)`
    const lines: string[] = []
    running = supervise('account-api', () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' }), {
      delayMs: 10,
      log: (line) => lines.push(line),
    })
    await until(() => running!.restarts === 2)
    await new Promise((r) => setTimeout(r, 300))
    expect(running.restarts).toBe(2)
    expect(running.child.exitCode).toBeNull()
    expect(lines).toEqual([
      '[all-in-one] account-api exited (3); restarting in 10 ms',
      '[all-in-one] account-api exited (3); restarting in 20 ms',
    ])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('restarts a child killed by a signal, and not one it was asked to stop', async () => {
    const lines: string[] = []
    const start = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    running = supervise('us', start, { delayMs: 10, log: (line) => lines.push(line) })
    const first = running.child
    await until(() => first.pid !== undefined)
    first.kill('SIGKILL')
    await until(() => running!.restarts === 1)
    expect(lines).toEqual(['[all-in-one] us exited (SIGKILL); restarting in 10 ms'])
    const second = running.child
    expect(second).not.toBe(first)
    running.stop()
    await until(() => second.signalCode !== null)
    await new Promise((r) => setTimeout(r, 100))
    expect(running.restarts).toBe(1)
    expect(lines).toHaveLength(1)
  })
})
