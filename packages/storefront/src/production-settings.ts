/**
 * What a storefront started with NODE_ENV=production (as in the images) must be told: without these
 * it would fall back to development defaults (no HSTS, localhost origins, same-origin API bases) and
 * silently ship a broken site. Checked at start by `loadAppConfig`.
 */
export const REQUIRED_IN_PRODUCTION = ['STOREFRONT_ENV', 'CN_ORIGIN', 'US_ORIGIN', 'EU_ORIGIN'] as const

/** The required settings that are unset or empty; none unless NODE_ENV is production. */
export function missingProductionSettings(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return []
  return REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim())
}
