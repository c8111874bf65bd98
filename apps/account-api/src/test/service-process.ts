import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ServiceProcess {
  /** The service's own node process (not a wrapper): its pid is the one to measure or signal. */
  child: ChildProcess
  exited: Promise<number | null>
  /** The base URL once it logs "listening on …"; rejects if it exits first. */
  listening: Promise<string>
  /** Everything it printed so far, stdout and stderr. */
  output(): string
}

/** Start src/main.ts in node with tsx as a loader (one process), with only `env` and PATH/HOME set. */
export function startService(env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: APP_DIR,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[\w.:-]+)/.exec(output)
      if (match?.[1]) {
        clearInterval(timer)
        resolve(match[1])
      }
    }, 50)
    void exited.then((code) => {
      clearInterval(timer)
      reject(new Error(`exited with ${code}: ${output}`))
    })
  })
  // Not every test waits for it.
  listening.catch(() => undefined)
  return { child, exited, listening, output: () => output }
}

/** Peak and current resident memory of a live process in MiB (Linux: VmHWM and VmRSS of /proc/pid/status). */
export async function residentMemory(pid: number): Promise<{ peakMiB: number; nowMiB: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { peakMiB: kib('VmHWM') / 1024, nowMiB: kib('VmRSS') / 1024 }
}
