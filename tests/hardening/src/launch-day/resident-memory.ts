import { readFileSync } from 'node:fs'

/** Resident memory of a live process in MiB (Linux /proc/<pid>/status): now (VmRSS), peak since start (VmHWM). */
export function residentMemory(pid: number): { nowMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { nowMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 }
}

export interface MemoryWatch {
  /** Stops sampling; per process: the highest VmRSS sampled, and VmHWM (the kernel's peak, start-up included). */
  stop(): Record<string, { sampledMiB: number; peakMiB: number }>
}

/** Samples VmRSS of the named processes every `intervalMs` until `stop()`. */
export function watchResidentMemory(pids: Record<string, number>, intervalMs = 250): MemoryWatch {
  const highest: Record<string, number> = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]))
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) {
      highest[name] = Math.max(highest[name] ?? 0, residentMemory(pid).nowMiB)
    }
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return Object.fromEntries(
        Object.entries(pids).map(([name, pid]) => [
          name,
          { sampledMiB: highest[name] ?? 0, peakMiB: residentMemory(pid).peakMiB },
        ]),
      )
    },
  }
}
