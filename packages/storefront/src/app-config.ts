import { z } from 'zod'
import { DEFAULT_API_BASES } from '@storefront/api-client'
import { APP_IDS, REGION_IDS, regionsOfApp, type AppId, type RegionId } from '@storefront/region-config'
import { ChatEnvSchema, chatVendorOf } from './features/chat/chat-vendor-config'
import type { ChatVendor } from './features/chat/chat-vendor'
import { DEVELOPMENT_PREVIEW_SECRET } from './features/preview/preview-link'
import { missingProductionSettings } from './production-settings'

export const ENVIRONMENTS = ['development', 'test', 'pre-production', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

/** What one deployed storefront app is: which regions it serves and where everything lives. */
export interface AppConfig {
  app: AppId
  regions: RegionId[]
  environment: Environment
  /** Public origin of each region's app (the sister origins included). */
  origins: Record<RegionId, string>
  /** API base per region set as the browser calls it (relative when same-origin). */
  apiBase: Record<AppId, string>
  /** Where images and manuals are served from; '' = this app itself. */
  assetHost: string
  /** Request header carrying the visitor's country from the CDN. */
  countryHeader: string
  /** Fixed server clock (STOREFRONT_NOW), for previews and tests. */
  fixedNow: number | null
  /** The chat vendor (CHAT_* settings, chat-vendor-config.ts), or null: no vendor script. */
  chat: ChatVendor | null
  /**
   * What preview links are signed with (PREVIEW_SECRET, preview-link.ts); in development and test a fixed
   * development secret; null: this server accepts no preview link.
   */
  previewSecret: string | null
}

const origin = z
  .string()
  .url()
  .transform((u) => u.replace(/\/+$/, ''))
  .refine((u) => /^https?:\/\/[^/]+$/.test(u), 'must be an origin like https://us.example.com (no path)')

/** Where the browser calls the account API: a path on this origin or an absolute http(s) URL. */
const apiBase = z
  .string()
  .regex(
    /^(\/(?!\/)|https?:\/\/[^/\s]+)\S*$/,
    'must be a path such as /api/us or a URL such as https://api-us.example.com',
  )
  .transform((u) => u.replace(/\/+$/, ''))

const EnvSchema = z.object({
  STOREFRONT_ENV: z.enum(ENVIRONMENTS).default('development'),
  PUBLIC_ORIGIN: origin.optional(),
  CN_ORIGIN: origin.optional(),
  US_ORIGIN: origin.optional(),
  EU_ORIGIN: origin.optional(),
  CN_API_BASE: apiBase.optional(),
  US_API_BASE: apiBase.optional(),
  EU_API_BASE: apiBase.optional(),
  ASSET_HOST: z.union([origin, z.literal('')]).default(''),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .default('cf-ipcountry')
    .transform((h) => h.toLowerCase()),
  // An instant with its offset: a bare local time would depend on the server's time zone.
  STOREFRONT_NOW: z
    .union([
      z.literal(''),
      z.iso.datetime({
        offset: true,
        message: 'must be an ISO instant with an offset, such as 2025-09-22T08:00:00+08:00',
      }),
    ])
    .optional(),
  PREVIEW_SECRET: z
    .union([
      z.literal(''),
      z.string().min(32, 'must be at least 32 characters (a random secret: openssl rand -hex 32)'),
    ])
    .optional(),
})

/** Settings whose value a message never repeats: a bad one may still be most of the real secret. */
const SECRET_SETTINGS: ReadonlySet<string> = new Set(['PREVIEW_SECRET'])

export class AppConfigError extends Error {
  override name = 'AppConfigError'
}

/**
 * Reads and validates an app's configuration from the environment; a bad variable
 * stops the server at start with its name in the message.
 */
export function loadAppConfig(app: AppId, env: Record<string, string | undefined> = process.env): AppConfig {
  if (!APP_IDS.includes(app)) throw new AppConfigError(`Unknown app "${app}"`)
  const missing = missingProductionSettings(env)
  if (missing.length) {
    const names = missing.join(', ')
    throw new AppConfigError(`The ${app} storefront runs with NODE_ENV=production but these are not set: ${names}`)
  }
  const parsed = EnvSchema.extend(ChatEnvSchema.shape).safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0])
      const got = SECRET_SETTINGS.has(name) ? `${env[name]?.length ?? 0} characters` : JSON.stringify(env[name])
      return `  ${i.path.join('.')}: ${i.message} (got ${got})`
    })
    throw new AppConfigError(`Invalid configuration for the ${app} storefront:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const chat = chatVendorOf(e, e.STOREFRONT_ENV)
  if (chat.issues.length)
    throw new AppConfigError(`Invalid configuration for the ${app} storefront:\n${chat.issues.join('\n')}`)
  const local = e.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`
  const appOrigin: Record<AppId, string> = {
    cn: e.CN_ORIGIN ?? local,
    us: e.US_ORIGIN ?? local,
    eu: e.EU_ORIGIN ?? local,
  }
  const origins = Object.fromEntries(
    REGION_IDS.map((r) => [r, appOrigin[APP_IDS.find((a) => regionsOfApp(a).includes(r))!]]),
  ) as Record<RegionId, string>
  return {
    app,
    regions: regionsOfApp(app),
    environment: e.STOREFRONT_ENV,
    origins,
    // Unset: the environment's default (api-client's DEFAULT_API_BASES): /api/{app} in development
    // and test, the pre-production and production API hosts otherwise.
    apiBase: {
      cn: e.CN_API_BASE || DEFAULT_API_BASES[e.STOREFRONT_ENV].cn,
      us: e.US_API_BASE || DEFAULT_API_BASES[e.STOREFRONT_ENV].us,
      eu: e.EU_API_BASE || DEFAULT_API_BASES[e.STOREFRONT_ENV].eu,
    },
    assetHost: e.ASSET_HOST,
    countryHeader: e.COUNTRY_HEADER,
    fixedNow: e.STOREFRONT_NOW ? Date.parse(e.STOREFRONT_NOW) : null,
    chat: chat.vendor,
    previewSecret:
      e.PREVIEW_SECRET ||
      (e.STOREFRONT_ENV === 'development' || e.STOREFRONT_ENV === 'test' ? DEVELOPMENT_PREVIEW_SECRET : null),
  }
}
