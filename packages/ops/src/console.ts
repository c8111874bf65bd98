import { format } from 'node:util'
import type { Logger } from 'pino'

/**
 * A warning a library prints because of a choice this server made on purpose: it is logged at `info`, with `why`
 * under `expected`, so that a warning-level alert never fires on it while the line stays for whoever reads the logs.
 */
export interface ExpectedWarning {
  /** Matched against the warning's text. */
  readonly pattern: RegExp
  /** The choice behind it, and where it is documented. */
  readonly why: string
}

/**
 * Sends console.log / warn / error through the logger, so that what libraries print (Vike's render
 * errors, a driver's warning) is a JSON line too, an Error with its stack under `err`.
 */
export function routeConsoleToLogger(
  log: Logger,
  { expectedWarnings = [] }: { expectedWarnings?: readonly ExpectedWarning[] } = {},
): void {
  const route =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const err = args.find((arg): arg is Error => arg instanceof Error)
      const text = format(...args.filter((arg) => arg !== err))
      const expected = level === 'warn' && !err ? expectedWarnings.find(({ pattern }) => pattern.test(text)) : undefined
      if (expected) log.info({ expected: expected.why }, text)
      else if (err) log[level]({ err }, text || err.message)
      else log[level](text)
    }
  console.log = route('info')
  console.info = route('info')
  console.warn = route('warn')
  console.error = route('error')
}
