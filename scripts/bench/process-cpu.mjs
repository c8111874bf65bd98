// CPU time a server process (and its children: a cluster's workers) has used, from /proc/<pid>/stat, so the
// bench can divide a run's CPU by its requests: a figure of the server alone, whatever the load generator costs.
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'

/** Clock ticks per second of utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** /proc/<pid>/stat: the command name (which may hold spaces and parentheses) and the fields after it. */
function procStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    return { name, fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') }
  } catch {
    return null // gone
  }
}
const statFields = (pid) => procStat(pid)?.fields ?? null
/** utime + stime (fields 14 and 15 of stat(5): 12 and 13 after the command name), in clock ticks. */
const ticksOf = (fields) => Number(fields[11]) + Number(fields[12])

/** The process tree under `pid`, `pid` first. */
export function descendants(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statFields(entry)
    if (!fields) continue
    const ppid = Number(fields[1])
    if (!children.has(ppid)) children.set(ppid, [])
    children.get(ppid).push(Number(entry))
  }
  const out = [pid]
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]) ?? []))
  return out
}

/** User + system CPU milliseconds used so far by the process tree under `pid`. */
export function cpuMs(pid) {
  let ticks = 0
  for (const p of descendants(pid)) {
    const fields = statFields(p)
    if (fields) ticks += ticksOf(fields)
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/**
 * Waits until the process tree under `pid` is idle: no more than a clock tick of CPU in `quietMs`, or `maxMs` in all.
 * A server keeps working after its load generator stops (the render queue renders what waited in it, whether or not
 * its client is still there): a measurement that starts before that tail is spent counts it as its own.
 */
export async function settled(pid, { quietMs = 100, maxMs = 3000 } = {}) {
  const tick = 1000 / TICKS_PER_SECOND
  const deadline = Date.now() + maxMs
  let last = cpuMs(pid)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs))
    const now = cpuMs(pid)
    if (now - last <= tick || Date.now() >= deadline) return
    last = now
  }
}

/** kB fields of /proc/<pid>/status. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0)
    return { rss: field('VmRSS'), hwm: field('VmHWM') }
  } catch {
    return { rss: 0, hwm: 0 }
  }
}

/** Memory of the server process of a tree: the one with the largest peak RSS. */
export const serverMemory = (pid) =>
  descendants(pid)
    .map(memoryOf)
    .reduce((a, b) => (b.hwm > a.hwm ? b : a), { rss: 0, hwm: 0 })

/** CPU ticks so far of every process on the machine, by pid, with its command name. */
function allProcessTicks() {
  const out = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = procStat(entry)
    if (stat) out.set(entry, { name: stat.name, ticks: ticksOf(stat.fields) })
  }
  return out
}

/**
 * What else the machine is doing: the processes that used CPU during `ms` milliseconds, busiest first,
 * as { pid, name, cores } (1 = one core all the time). A measurement that depends on the machine's load
 * (Lighthouse's blocking time) prints this, so a slow run shows what it shared the CPU with.
 */
export async function busiestProcesses(ms = 2000) {
  const before = allProcessTicks()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const after = allProcessTicks()
  const busy = []
  for (const [pid, { name, ticks }] of after) {
    const used = ticks - (before.get(pid)?.ticks ?? ticks)
    if (used > 0) busy.push({ pid: Number(pid), name, cores: (used * 1000) / TICKS_PER_SECOND / ms })
  }
  return busy.sort((a, b) => b.cores - a.cores)
}
