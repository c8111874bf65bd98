import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { altchaSolution, freePort, repoRoot, stopProcess, waitForHealth, type Challenge } from '@storefront/test-kit'

const HERE = path.dirname(fileURLToPath(import.meta.url))

export interface Running {
  base: string
  port: number
  child: ChildProcess
  /** Everything the server wrote to stderr (unhandled rejections, crashes). */
  stderr(): string
  /** Everything the server wrote to stdout (its log lines), when started with `{ stdout: true }`; else ''. */
  stdout(): string
  stop(signal?: NodeJS.Signals): Promise<void>
}

function track(child: ChildProcess, base: string, port: number): Running {
  let stderr = ''
  let stdout = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  return {
    base,
    port,
    child,
    stderr: () => stderr,
    stdout: () => stdout,
    stop: (signal = 'SIGTERM') => stopProcess(child, { signal, graceMs: 15_000 }),
  }
}

/**
 * A built storefront app (apps/<app>/dist) in its own Node process, with `--expose-gc` and an IPC
 * channel: `memoryAfterGc(running)` asks it to collect garbage and report its memory. `stdout`: keep its log
 * lines (`running.stdout()`); off by default, as the load suites would keep megabytes of access lines.
 */
export async function startApp(
  app: 'cn' | 'us' | 'eu',
  env: Record<string, string> = {},
  { stdout = false }: { stdout?: boolean } = {},
): Promise<Running> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(HERE, 'app-server.ts'), app], {
    cwd: path.join(HERE, '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe', 'ipc'],
  })
  const running = track(child, `http://127.0.0.1:${port}`, port)
  await waitForHealth(`${running.base}/health`, { child, output: running.stderr, timeoutMs: 90_000 })
  return running
}

export function memoryAfterGc(running: Running): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const m = message as { type?: string; memory?: NodeJS.MemoryUsage }
      if (m.type !== 'memory' || !m.memory) return
      running.child.off('message', onMessage)
      resolve(m.memory)
    }
    running.child.on('message', onMessage)
    if (!running.child.send({ type: 'gc' })) reject(new Error('no IPC channel'))
  })
}

/** The built account service, run with node as its image runs it: `child.pid` is the service's own process. */
export const ACCOUNT_SERVICE_ENTRY = path.join(repoRoot, 'apps/account-api/dist/main.mjs')

/** The account service on a PGlite folder (kept between restarts when `dataDir` is given). */
export async function startAccountApi(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-hardening-')),
  port?: number,
): Promise<Running & { dataDir: string }> {
  const running = await startAccountService(
    {
      ACCOUNT_API_DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every sign-up of these suites comes from loopback: one client.
      LOOKUPS_PER_HOUR: '100000',
      SCRYPT_LOG_N: '17',
      // The smallest proof of work the service accepts: these suites load it, they do not measure the widget.
      ALTCHA_MAX_NUMBER: '1000',
    },
    port,
  )
  return { ...running, dataDir }
}

/**
 * The account service with the settings of a deployment (`env` adds `DATABASE_URL`, `TRUST_PROXY` …; the rate
 * limits, lookups and hashing budget keep their defaults), whose memory a suite reads through `child.pid`, on `port`
 * or a free one. Its log lines are dropped (a flood writes thousands).
 */
export async function startAccountService(env: Record<string, string>, port?: number): Promise<Running> {
  const p = port ?? (await freePort())
  const child = spawn(process.execPath, [ACCOUNT_SERVICE_ENTRY], {
    cwd: path.join(repoRoot, 'apps/account-api'),
    env: {
      ...process.env,
      ACCOUNT_API_PORT: String(p),
      ACCOUNT_API_HOST: '127.0.0.1',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const running = track(child, `http://127.0.0.1:${p}`, p)
  await waitForHealth(`${running.base}/health`, { child, output: running.stderr, timeoutMs: 90_000 })
  return running
}

/** An ALTCHA solution for the account service at `base`, solved as the storefront's widget does. */
export async function solveAltcha(base: string, set: 'cn' | 'us' | 'eu'): Promise<string> {
  const challenge = JSON.parse((await rawRequest(base, { path: `/api/${set}/altcha/challenge` })).body) as Challenge
  return altchaSolution(challenge)
}

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })

/** One request with the path and headers exactly as given (no URL normalisation, unlike fetch). */
export function rawRequest(
  base: string,
  options: {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Sockets of the caller's own (a load generator's many clients); a shared pool of 32 otherwise. */
    agent?: http.Agent
    /** Gives up after this long without a byte (default 60 s). */
    timeoutMs?: number
  },
): Promise<RawResponse> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: options.agent ?? agent,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(options.timeoutMs ?? 60_000, () =>
      req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${options.path}`)),
    )
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

/** Runs `tasks` with at most `limit` at a time. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await tasks[i]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

/** A small seeded PRNG (mulberry32): the same inputs on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
