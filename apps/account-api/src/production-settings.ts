import { ConfigError } from './config'

/**
 * What the service started with NODE_ENV=production (as in the image) must be told: without these it
 * would keep accounts in an embedded PGlite inside the container, e-mail links to localhost and send
 * no codes at all.
 */
export const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'PUBLIC_BASE_URL', 'SMTP_URL'] as const

/** Throws a ConfigError naming every required setting that is unset or empty; nothing outside production. */
export function assertProductionSettings(env: Record<string, string | undefined>): void {
  if (env['NODE_ENV'] !== 'production') return
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim())
  if (missing.length) {
    throw new ConfigError(`account-api runs with NODE_ENV=production but these are not set: ${missing.join(', ')}`)
  }
}
