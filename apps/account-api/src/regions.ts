/**
 * Regions and API sets. Kept here rather than imported from @storefront/region-config so the
 * service has no build-time tie to the storefront packages; the values mirror spec §2.
 */
export const REGIONS = ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp', 'kr'] as const
export type Region = (typeof REGIONS)[number]

/** The three API prefixes `/api/cn`, `/api/us`, `/api/eu` (decisions.md "Account service"). */
export const API_SETS = ['cn', 'us', 'eu'] as const
export type ApiSet = (typeof API_SETS)[number]

export const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value)

/** URL prefix of a region on the storefront: cn has none. */
export const regionPrefix = (region: Region): string => (region === 'cn' ? '' : `/${region}`)

/** Spec §3 product keys, for the product forms. */
export const PRODUCT_KEYS = [
  'miniRobot',
  'flagshipBumblebee',
  'toyStoryBuzzLightyear',
  'flagshipMegatron',
  'grimlockG1Flagship',
  'bumblebeeG1Performance',
  'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
  'eliteOptimusPrime',
  'aiBase',
  'k1ProInterstellarScout',
  'interstellarScoutK1',
  'interstellarScoutK1pro',
  'interstellarAgentT9',
  'buzzLightyearSpaceRangerAlpha',
  'flagshipOptimusPrime',
  'eliteOptimusPrimeAiBase',
] as const
