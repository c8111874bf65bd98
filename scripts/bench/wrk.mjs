// Load from Debian's wrk (/usr/bin/wrk): it never decodes the bodies it reads, so what it costs does not depend
// on the page's characters (autocannon, before it, was twice as slow on a page with one character above U+00FF).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk'

/** Milliseconds of a wrk duration (`812.00us`, `4.21ms`, `1.02s`, `2.00m`). */
export function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) throw new Error(`not a wrk duration: ${text}`)
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]]
  return Number(match[1]) * factor
}

/** The figures of wrk's report (run with --latency). */
export function parseWrk(output) {
  const requests = /^\s*(\d+) requests in ([\d.]+\w+),/m.exec(output)
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output)
  if (!requests || !rps) throw new Error(`wrk printed no result:\n${output}`)
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)
    return match ? wrkMs(match[1]) : NaN
  }
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  return {
    requests: Number(requests[1]),
    seconds: wrkMs(requests[2]) / 1000,
    rps: Number(rps[1]),
    p50: percentile(50),
    p99: percentile(99),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    nonSuccess: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  }
}

/** A Lua script for wrk that asks for `prefix … suffix` around a number unique per request and thread. */
const PATHS_SCRIPT = `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local prefix, suffix, n = "/", "", 0
function init(args)
  prefix, suffix = args[1], args[2]
end
function request()
  n = n + 1
  return wrk.format(nil, prefix .. tid .. "-" .. n .. suffix)
end
`
let scriptFile = null
function pathsScript() {
  if (!scriptFile) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'))
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    scriptFile = path.join(dir, 'paths.lua')
    fs.writeFileSync(scriptFile, PATHS_SCRIPT)
  }
  return scriptFile
}

/**
 * Runs wrk against `base + url` (or, with `paths: { prefix, suffix }`, a new URL per request)
 * and returns its figures.
 */
export function wrk(base, url, { connections, seconds, threads = 1, paths = null }) {
  const args = ['--latency', `-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s']
  if (paths) args.push('-s', pathsScript(), base, '--', paths.prefix, paths.suffix ?? '')
  else args.push(base + url)
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk failed: ${stderr || error.message}`))
      else {
        try {
          resolve(parseWrk(stdout))
        } catch (e) {
          reject(e)
        }
      }
    })
  })
}
