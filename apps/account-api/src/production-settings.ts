import { ConfigError } from './config'

/**
 * What the service started with NODE_ENV=production (as in the image) must be told: without these it
 * would keep accounts in an embedded PGlite inside the container, e-mail links to localhost and send
 * no codes at all.
 */
export const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'PUBLIC_BASE_URL', 'SMTP_URL'] as const

/**
 * The operator's word that nothing but the proxies can reach the service (a network policy, a private
 * listener): only then may TRUST_PROXY be a hop count in production.
 */
export const ONLY_PROXY_REACHES = 'TRUST_PROXY_ONLY_PROXY_REACHES'

const isOn = (value: string | undefined) => value === '1' || value === 'true'

/**
 * A hop count believes whoever connects: a caller that reaches the service directly writes its own
 * `X-Forwarded-For` and gets a fresh rate-limit and lockout bucket per forged address, or spends a
 * victim's. Proxies are named by address (apps/account-api/README.md, "Behind a proxy").
 */
const hopCountProblem = (env: Record<string, string | undefined>): string | undefined => {
  const hops = env['TRUST_PROXY']?.trim()
  if (!hops || !/^\d+$/.test(hops) || Number(hops) === 0 || isOn(env[ONLY_PROXY_REACHES])) return undefined
  return (
    `TRUST_PROXY=${hops} is a hop count: name the proxies' addresses or ranges instead ` +
    `(e.g. TRUST_PROXY=10.0.0.0/8), or set ${ONLY_PROXY_REACHES}=1 if the network lets nothing but them reach ` +
    'the service'
  )
}

/**
 * Throws a ConfigError naming every required setting that is unset or empty, a test-only catalogue, a hop
 * count in TRUST_PROXY without the operator's word, and a set clock outside staging; nothing outside production.
 */
export function assertProductionSettings(env: Record<string, string | undefined>): void {
  if (env['NODE_ENV'] !== 'production') return
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim())
  if (missing.length) {
    throw new ConfigError(`account-api runs with NODE_ENV=production but these are not set: ${missing.join(', ')}`)
  }
  // A test's stand-in for a later deploy's catalogue (src/notify.ts): production reads the deployed one only.
  if (env['TEST_CATALOGUE_IN_STOCK']?.trim()) {
    throw new ConfigError(
      'account-api runs with NODE_ENV=production and TEST_CATALOGUE_IN_STOCK, which is for tests only',
    )
  }
  const hops = hopCountProblem(env)
  if (hops) throw new ConfigError(`account-api runs with NODE_ENV=production and ${hops}`)
  // Shoppers' tokens, limits and notify-me mails run on the real clock; a staging stack may rehearse another day.
  if (env['STOREFRONT_NOW']?.trim() && env['STOREFRONT_ENV'] !== 'pre-production') {
    throw new ConfigError(
      'account-api runs with NODE_ENV=production and STOREFRONT_NOW, which is for development and staging only ' +
        '(staging: STOREFRONT_ENV=pre-production)',
    )
  }
}
