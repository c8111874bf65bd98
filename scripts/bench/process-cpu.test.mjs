import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { cpuMs, settled } from './process-cpu.mjs'

// A child that spins for `ms` milliseconds of wall time once it starts, then idles until it is killed: the tail of
// work a server does after its load generator stops.
const BUSY_THEN_IDLE = `
const end = Date.now() + Number(process.argv[1])
while (Date.now() < end) {}
process.stdout.write('idle')
setInterval(() => {}, 1000)
`

let child = null
afterEach(() => child?.kill())

describe('settled', () => {
  it('returns once the process has spent its tail of work, not before', async () => {
    child = spawn(process.execPath, ['-e', BUSY_THEN_IDLE, '600'], { stdio: ['ignore', 'pipe', 'inherit'] })
    let idle = false
    child.stdout.once('data', () => (idle = true))
    await new Promise((resolve) => setTimeout(resolve, 100)) // spinning by now
    await settled(child.pid)
    expect(idle).toBe(true)
    // Nothing more comes after it: a measurement that starts now counts none of the tail.
    const after = cpuMs(child.pid)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(cpuMs(child.pid) - after).toBeLessThanOrEqual(20)
  })

  it('gives up after maxMs on a process that never goes idle', async () => {
    child = spawn(process.execPath, ['-e', BUSY_THEN_IDLE, '60000'], { stdio: 'ignore' })
    const started = Date.now()
    await settled(child.pid, { maxMs: 400 })
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
