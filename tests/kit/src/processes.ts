import type { ChildProcess } from 'node:child_process'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null

export interface WaitOptions {
  /** The server's process: once it has exited nothing will answer, so waiting stops at once. */
  child?: ChildProcess
  timeoutMs?: number
  /** What the server printed so far, appended to the error when it never answers. */
  output?: () => string
  /** Stops waiting (a test worker shutting down). */
  signal?: AbortSignal
}

/** Resolves once `url` answers 2xx; rejects when the server exits first, after `timeoutMs`, or on `signal`. */
export async function waitForHealth(url: string, options: WaitOptions = {}): Promise<void> {
  const { child, timeoutMs = 120_000, output, signal } = options
  const failure = (why: string) => new Error(`${url} ${why}${output ? `:\n${output()}` : ''}`)
  for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(200)) {
    signal?.throwIfAborted()
    if (child && hasExited(child))
      throw failure(`never answered: the server exited (${child.exitCode ?? child.signalCode})`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      await res.body?.cancel()
      if (res.ok) return
    } catch {
      // not listening yet
    }
  }
  throw failure(`did not answer within ${timeoutMs / 1000} s`)
}

export interface StopOptions {
  /** The child was spawned `detached` (its own process group): signal the group, so what it started stops too. */
  group?: boolean
  signal?: NodeJS.Signals
  /** After this long without exiting it gets SIGKILL. */
  graceMs?: number
}

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Signals `child` (SIGTERM by default) and resolves once it has exited, and with `group` once every process of its
 * group has: what is still there after `graceMs` gets SIGKILL.
 */
export async function stopProcess(child: ChildProcess, options: StopOptions = {}): Promise<void> {
  const { group = false, signal = 'SIGTERM', graceMs = 5_000 } = options
  const pid = child.pid
  if (pid === undefined || (hasExited(child) && !(group && groupAlive(pid)))) return
  const exited = hasExited(child)
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const send = (sig: NodeJS.Signals) => {
    try {
      if (group) process.kill(-pid, sig)
      else child.kill(sig)
    } catch {
      // already gone
    }
  }
  send(signal)
  const timer = setTimeout(() => send('SIGKILL'), graceMs)
  await exited
  // The leader may exit before the servers it started have written their last lines. Bounded: a zombie that no
  // init reaps still counts as a member of the group.
  for (const until = Date.now() + graceMs + 1_000; group && groupAlive(pid) && Date.now() < until;) await sleep(50)
  clearTimeout(timer)
}
