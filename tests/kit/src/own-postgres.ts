import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './ports'

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, its own loopback port), for tests
 * that stop, hang or cut it. The machine's shared server (127.0.0.1:5432) is never touched.
 */
export interface OwnPostgres {
  url: string
  /** Start the server (again, on the same folder and port); resolves once it accepts connections. */
  start(): Promise<void>
  /** Fast shutdown (SIGINT): sessions are cut, committed data stays. */
  stop(): Promise<void>
  /** SIGSTOP to the server and every backend: connections stay open and nothing answers. */
  hang(): void
  /** SIGCONT: the hung server carries on. */
  resume(): void
  /** Stop it for good and delete the folder. */
  destroy(): Promise<void>
  /** The same at once, synchronously (SIGKILL): for a process that is exiting and cannot wait. */
  abandon(): void
}

async function binDir(): Promise<string> {
  const root = '/usr/lib/postgresql'
  const versions = (await readdir(root).catch(() => [] as string[])).sort((a, b) => Number(b) - Number(a))
  if (!versions[0]) throw new Error(`no PostgreSQL binaries under ${root}/*/bin (install postgresql)`)
  return path.join(root, versions[0], 'bin')
}

/** PostgreSQL refuses to run as root: then the cluster belongs to the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const uid = id('-u')
  const gid = id('-g')
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('running as root and no postgres user')
  return { uid, gid }
}

/**
 * A new cluster, not yet started. `settings` are server settings (`-c name=value`), e.g. the test suite's server
 * turns durability off: it is thrown away after the run, and the fault tests that cut it keep the defaults.
 */
export async function createOwnPostgres(settings: Record<string, string> = {}): Promise<OwnPostgres> {
  const bin = await binDir()
  const user = runAs()
  const dir = await mkdtemp(path.join(tmpdir(), 'account-api-pg-'))
  if (user) await chown(dir, user.uid, user.gid)
  const initdb = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    { encoding: 'utf8', ...user },
  )
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`)
  const port = await freePort()
  let server: ChildProcess | undefined
  let output = ''

  const ready = async () => {
    for (const until = Date.now() + 30_000; Date.now() < until; await sleep(100)) {
      const probe = spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)])
      if (probe.status === 0) return
      if (server?.exitCode !== null) throw new Error(`postgres exited: ${output}`)
    }
    throw new Error(`postgres did not accept connections within 30 s: ${output}`)
  }
  // Each backend is a direct child of the server in a session of its own (PostgreSQL calls setsid), so a
  // process-group signal would miss them: signal the server and each of its children.
  const signalAll = (signal: NodeJS.Signals) => {
    const pid = server?.pid
    if (pid === undefined || server?.exitCode !== null) return
    for (const target of [pid, ...childrenOf(pid)]) {
      try {
        process.kill(target, signal)
      } catch {
        // exited meanwhile
      }
    }
  }

  const handle: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      output = ''
      // Detached: a Ctrl-C of the test run is not also a fast shutdown of this server mid-test.
      server = spawn(
        path.join(bin, 'postgres'),
        [
          ...['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
          ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
        ],
        { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...user },
      )
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
      await ready()
    },
    async stop() {
      const current = server
      if (!current || current.exitCode !== null) return
      const exited = new Promise((resolve) => current.once('exit', resolve))
      signalAll('SIGCONT')
      current.kill('SIGINT')
      await exited
    },
    hang: () => signalAll('SIGSTOP'),
    resume: () => signalAll('SIGCONT'),
    async destroy() {
      await handle.stop().catch(() => signalAll('SIGKILL'))
      await rm(dir, { recursive: true, force: true })
    },
    abandon() {
      signalAll('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return handle
}

/** The pids whose parent is `parent` (Linux /proc). */
function childrenOf(parent: number): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === parent) pids.push(Number(entry))
    } catch {
      // exited meanwhile
    }
  }
  return pids
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
