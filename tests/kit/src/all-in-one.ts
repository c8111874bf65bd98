import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './ports'
import { stopProcess, waitForHealth } from './processes'

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/** The workspace's tsx, which runs the servers from their TypeScript sources. */
export const tsxBin = path.join(repoRoot, 'node_modules/.bin/tsx')

export interface AllInOneOptions {
  /** The server clock (`STOREFRONT_NOW`, an ISO instant): every run sees the same prices, banners and windows. */
  now: string
  /** More settings (`RATE_LIMIT_PER_MINUTE`, `ACCESS_TOKEN_TTL_SECONDS`, a chat vendor …). */
  env?: Record<string, string>
  /** Default: a free port. */
  port?: number
  /** `false`: the storefront apps alone, for pages at another instant (no account database to create). */
  accountService?: boolean
  /**
   * Where the servers' stdout and stderr go: `keep` (the last lines, in `output()` and in the error of a failed
   * start), `inherit` (this terminal), `ignore`, or an open file descriptor.
   */
  stdio?: 'keep' | 'inherit' | 'ignore' | number
  timeoutMs?: number
  /** Abandons the start (a test worker shutting down). */
  signal?: AbortSignal
}

export interface AllInOne {
  /** `http://localhost:<port>`, as a visitor's browser reaches `npm start`. */
  base: string
  port: number
  child: ChildProcess
  /** The account service's PGlite folder, a new temporary one, removed by `stop()`. */
  dataDir: string
  output(): string
  /** Stops the gateway and every server it started, and removes the data folder. */
  stop(): Promise<void>
}

const KEPT_CHUNKS = 200

/**
 * `npm start`'s server (tools/local-gateway/src/all-in-one.ts: the three built apps and the account service behind
 * one port) on a fresh account database, in test mode, resolved once `/health-all` answers. Needs the apps built.
 * If this process exits without `stop()`, the server's process group is killed with it.
 */
export async function startAllInOne(options: AllInOneOptions): Promise<AllInOne> {
  const { now, env = {}, stdio = 'keep', timeoutMs = 120_000, signal, accountService = true } = options
  signal?.throwIfAborted()
  const port = options.port ?? (await freePort())
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-all-in-one-'))
  const out = stdio === 'keep' ? 'pipe' : stdio
  const child = spawn(tsxBin, ['tools/local-gateway/src/all-in-one.ts'], {
    cwd: repoRoot,
    // Its own process group, so that stopping it also stops the apps it spawned.
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      ACCOUNT_API_DATA_DIR: dataDir,
      ...env,
      ...(accountService ? {} : { ACCOUNT_SERVICE: 'off' }),
      PORT: String(port),
      STOREFRONT_NOW: now,
    },
  })
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString())
    if (log.length > KEPT_CHUNKS) log.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  process.once('exit', killOnExit)
  const server: AllInOne = {
    base: `http://localhost:${port}`,
    port,
    child,
    dataDir,
    output: () => log.join(''),
    stop: async () => {
      process.off('exit', killOnExit)
      await stopProcess(child, { group: true })
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  try {
    await waitForHealth(`${server.base}/health-all`, {
      child,
      timeoutMs,
      output: server.output,
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}
