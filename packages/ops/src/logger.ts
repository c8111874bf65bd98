import pino, { type Logger } from 'pino'
import pretty from 'pino-pretty'

export type { Logger } from 'pino'

/**
 * Keys whose values never reach a log line, wherever they sit in a logged object: passwords, codes,
 * tokens, cookies, credentials. The access logs already log only chosen fields (no headers, no query
 * strings, no bodies); this is the net under anything logged by hand.
 */
export const REDACTED_KEYS = [
  'password',
  'currentPassword',
  'code',
  'token',
  'apptoken',
  'reftoken',
  'authorization',
  'cookie',
  'set-cookie',
  'smtpUrl',
  'databaseUrl',
] as const

const REDACTED = new Set<string>(REDACTED_KEYS.map((key) => key.toLowerCase()))
const CENSOR = '[redacted]'
const topLevelPaths = REDACTED_KEYS.map((key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`))
/** Deep enough for any object a handler logs (a request body in an envelope in an error's data). */
const MAX_DEPTH = 8

/**
 * `value` with the value of every REDACTED_KEYS key (any case) censored, at any depth: the same object
 * when there is nothing to censor, else a copy of only the objects on the way to a censored value.
 * Errors are left whole for pino's `err` serializer (a copy would lose their stack). pino's `redact` paths name
 * a key at a fixed depth and in one case; this walk finds it at any depth and in any case.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error || depth > MAX_DEPTH) return value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item, i) => {
      const clean = redact(item, depth + 1)
      if (clean !== item) (copy ??= [...value])[i] = clean
    })
    return copy ?? value
  }
  let copy: Record<string, unknown> | undefined
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key]
    const clean = REDACTED.has(key.toLowerCase()) ? CENSOR : redact(item, depth + 1)
    if (clean !== item) (copy ??= { ...value })[key] = clean
  }
  return copy ?? value
}

export interface LoggerOptions {
  /** The `name` of every line: `storefront` or `account-api`. */
  name: string
  /** Fields on every line (`app`). */
  base?: Record<string, string>
  /** Default: LOG_LEVEL or info. */
  level?: string
  /** Where lines go (tests). Default: stdout, pretty in a development terminal. */
  destination?: pino.DestinationStream
  env?: Record<string, string | undefined>
}

/**
 * Where the lines go outside a terminal: stdout (`fd` 1), written in writes of at least 4 kB and with whatever is
 * held every 200 ms, so that a busy server does not make one system call per line. Lines wait 200 ms at most; pino
 * writes them out when the process exits (after a crash too), and only a kill it cannot see (SIGKILL, the kernel's
 * OOM killer) loses them.
 */
export const bufferedStdout = (fd = 1): pino.DestinationStream =>
  pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: 200 })

/** JSON lines on stdout; human-readable when a developer runs a server in a terminal outside production. */
export function createLogger({ name, base = {}, level, destination, env = process.env }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    name,
    level: level ?? env['LOG_LEVEL'] ?? 'info',
    base: { ...base, pid: process.pid },
    formatters: {
      log: (line) => redact(line) as Record<string, unknown>,
    },
    // A child logger's bindings skip formatters.log (pino serialises them once, at `child()`): its top-level
    // keys are censored here.
    redact: { paths: topLevelPaths, censor: CENSOR },
    // Errors with their stack, under `err` (pino's standard serializer).
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  const usePretty =
    !destination && process.stdout.isTTY && env['NODE_ENV'] !== 'production' && env['LOG_FORMAT'] !== 'json'
  const stream = destination ?? (usePretty ? pretty({ colorize: true, sync: true }) : bufferedStdout())
  return pino(options, stream)
}
