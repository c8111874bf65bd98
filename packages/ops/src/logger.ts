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

const redactPaths = REDACTED_KEYS.flatMap((key) => {
  const access = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`
  const nested = access.startsWith('[') ? access : `.${access}`
  return [access, `*${nested}`, `*.*${nested}`]
})

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

/** JSON lines on stdout; human-readable when a developer runs a server in a terminal outside production. */
export function createLogger({ name, base = {}, level, destination, env = process.env }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    name,
    level: level ?? env['LOG_LEVEL'] ?? 'info',
    base: { ...base, pid: process.pid },
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Errors with their stack, under `err` (pino's standard serializer).
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  const usePretty =
    !destination && process.stdout.isTTY && env['NODE_ENV'] !== 'production' && env['LOG_FORMAT'] !== 'json'
  const stream =
    destination ?? (usePretty ? pretty({ colorize: true, sync: true }) : pino.destination({ dest: 1, sync: false }))
  return pino(options, stream)
}
