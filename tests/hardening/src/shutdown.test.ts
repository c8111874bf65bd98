import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, repoRoot } from '@storefront/test-kit'
import { ACCOUNT_SERVICE_ENTRY } from './servers'

/**
 * SIGTERM during load: the server turns /ready to 503 for SHUTDOWN_DELAY_MS, then stops accepting
 * connections, answers every request it had accepted, and exits 0. The load plays a balancer: it polls
 * /ready and stops sending new requests once that says 503 (or refuses), as a Kubernetes Service
 * drops a pod that is not ready. Each request opens its own connection; anything that is not a
 * complete 200 counts as a failed request.
 */
interface Tally {
  ok: number
  failed: string[]
  /** Requests sent before the signal and answered after it: the in-flight ones the server finished. */
  finishedAfterSignal: number
}

const CLIENTS = 12
const LOAD_MS_BEFORE_SIGNAL = 1500

function get(port: number, requestPath: string): Promise<{ status: number } | { refused: true }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: requestPath, agent: false, headers: { connection: 'close' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
        res.on('error', reject)
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve({ refused: true }) : reject(error),
    )
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')))
    req.end()
  })
}

async function underLoadThenSigterm(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  port: number,
  paths: string[],
) {
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', HOME: os.homedir(), SHUTDOWN_DELAY_MS: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  for (let i = 0; ; i++) {
    const answer = await get(port, '/ready').catch(() => ({ refused: true as const }))
    if ('status' in answer && answer.status === 200) break
    if (i > 600 || child.exitCode !== null) throw new Error(`did not get ready:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const tally: Tally = { ok: 0, failed: [], finishedAfterSignal: 0 }
  let signalledAt = Infinity
  let drained = false
  const balancer = async () => {
    while (!drained) {
      await new Promise((r) => setTimeout(r, 50))
      const answer = await get(port, '/ready').catch(() => ({ refused: true as const }))
      if ('refused' in answer || answer.status !== 200) drained = true
    }
  }
  const client = async (n: number) => {
    for (let i = 0; !drained && Date.now() < signalledAt + 15_000; i++) {
      const sentAt = Date.now()
      try {
        const answer = await get(port, paths[(n + i) % paths.length]!)
        if ('refused' in answer) return
        if (answer.status === 200) tally.ok++
        else tally.failed.push(`status ${answer.status}`)
        if (sentAt < signalledAt && Date.now() > signalledAt) tally.finishedAfterSignal++
      } catch (error) {
        tally.failed.push(String(error))
      }
    }
  }
  const clients = [...Array.from({ length: CLIENTS }, (_, n) => client(n)), balancer()]
  await new Promise((r) => setTimeout(r, LOAD_MS_BEFORE_SIGNAL))
  signalledAt = Date.now()
  child.kill('SIGTERM')
  await Promise.all(clients)
  return { tally, exitCode: await exited, output, stoppedInMs: Date.now() - signalledAt }
}

describe('graceful shutdown under load', () => {
  it('a production storefront answers every accepted request and exits 0 on SIGTERM', async () => {
    const port = await freePort()
    const { tally, exitCode, output, stoppedInMs } = await underLoadThenSigterm(
      process.execPath,
      ['dist/start/server.mjs'],
      path.join(repoRoot, 'apps/us'),
      {
        NODE_ENV: 'production',
        STOREFRONT_ENV: 'production',
        CN_ORIGIN: 'https://cn.example.com',
        US_ORIGIN: 'https://us.example.com',
        EU_ORIGIN: 'https://eu.example.com',
        PORT: String(port),
        // Every page is rendered, so that requests are still in flight when the signal comes.
        STOREFRONT_RENDER_CACHE: 'off',
      },
      port,
      ['/us', '/jp', '/kr', '/us/flagship-megatron'],
    )
    console.log(
      `storefront: ${tally.ok} answered, ${tally.finishedAfterSignal} finished after SIGTERM, ` +
        `stopped in ${stoppedInMs} ms`,
    )
    expect(tally.failed).toEqual([])
    expect(exitCode).toBe(0)
    expect(tally.ok).toBeGreaterThan(CLIENTS)
    expect(tally.finishedAfterSignal).toBeGreaterThan(0)
    // Every line it wrote is JSON, the last ones the shutdown's own.
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string })
    expect(lines.map((line) => line.msg)).toContain('stopped')
  })

  it('the account service does the same and closes its database', async () => {
    const port = await freePort()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shutdown-'))
    try {
      const { tally, exitCode, output, stoppedInMs } = await underLoadThenSigterm(
        process.execPath,
        [ACCOUNT_SERVICE_ENTRY],
        path.join(repoRoot, 'apps/account-api'),
        {
          ACCOUNT_API_PORT: String(port),
          ACCOUNT_API_DATA_DIR: dataDir,
          NODE_ENV: 'test',
          RATE_LIMIT_PER_MINUTE: '100000',
        },
        port,
        ['/health', '/api/us/health', '/api/eu/health'],
      )
      console.log(
        `account-api: ${tally.ok} answered, ${tally.finishedAfterSignal} finished after SIGTERM, ` +
          `stopped in ${stoppedInMs} ms`,
      )
      expect(tally.failed).toEqual([])
      expect(exitCode).toBe(0)
      expect(tally.ok).toBeGreaterThan(CLIENTS)
      expect(output).toContain('"msg":"stopped"')
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
