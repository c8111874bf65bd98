import { shopSetOf, type AppId, type RegionId } from '@storefront/region-config'

export const API_ENVIRONMENTS = ['development', 'test', 'pre-production', 'production'] as const
export type ApiEnvironment = (typeof API_ENVIRONMENTS)[number]

export const isApiEnvironment = (value: unknown): value is ApiEnvironment =>
  typeof value === 'string' && (API_ENVIRONMENTS as readonly string[]).includes(value)

const local = (app: AppId): string => `/api/${app}`
const table = (base: (app: AppId) => string): Readonly<Record<AppId, string>> => ({
  cn: base('cn'),
  us: base('us'),
  eu: base('eu'),
})

/**
 * Default API base per environment and app (docs/architecture.md#apps-and-hosts): locally every app shares one origin
 * and the service answers under `/api/{app}`; deployed, each app has its own API host. An explicit `baseURL` wins.
 */
export const DEFAULT_API_BASES: Readonly<Record<ApiEnvironment, Readonly<Record<AppId, string>>>> = {
  development: table(local),
  test: table(local),
  'pre-production': table((app) => `https://api-staging-${app}.mechaform-robotics.com`),
  production: table((app) => `https://api-${app}.mechaform-robotics.com`),
}

/** An explicit base: one URL for every region of this client, or one per app. */
export type BaseURLOption = string | Partial<Record<AppId, string>>

export interface ApiBaseOptions {
  environment?: ApiEnvironment | undefined
  baseURL?: BaseURLOption | undefined
  /**
   * Origin prefixed to a relative base (`/api/us`). Leave empty in the browser; on the server (SSR)
   * pass the storefront's own origin, since Node cannot send a request to a relative URL.
   */
  origin?: string | undefined
}

const trimEnd = (value: string): string => value.replace(/\/+$/, '')

/** Prefixes a relative path with the origin, if one is given. */
export function withOrigin(path: string, origin: string | undefined): string {
  if (!origin || !path.startsWith('/')) return path
  return trimEnd(origin) + path
}

/**
 * The API base URL of a region: explicit `baseURL` (string or per app), else the environment's default table. A
 * region this package does not know (a caller without types) gets the us set's (docs/rules/regions.md#shop-sets).
 */
export function apiBaseURL(region: RegionId, options: ApiBaseOptions = {}): string {
  const app = shopSetOf(region)
  const explicit = typeof options.baseURL === 'string' ? options.baseURL : options.baseURL?.[app]
  const base = explicit || DEFAULT_API_BASES[options.environment ?? 'development'][app]
  return withOrigin(trimEnd(base), options.origin)
}
