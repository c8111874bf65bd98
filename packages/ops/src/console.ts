import { format } from 'node:util'
import type { Logger } from 'pino'

/**
 * Sends console.log / warn / error through the logger, so that what libraries print (Vike's render
 * errors, a driver's warning) is a JSON line too, an Error with its stack under `err`.
 */
export function routeConsoleToLogger(log: Logger): void {
  const route =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const err = args.find((arg): arg is Error => arg instanceof Error)
      const text = format(...args.filter((arg) => arg !== err))
      if (err) log[level]({ err }, text || err.message)
      else log[level](text)
    }
  console.log = route('info')
  console.info = route('info')
  console.warn = route('warn')
  console.error = route('error')
}
