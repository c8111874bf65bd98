import type { IncomingMessage } from 'node:http'
import type { AppId, RegionId } from '@storefront/region-config'
import type { ServiceConfig } from './config'
import type { Storage } from './db/storage'
import type { CatalogueCheck } from './notify'
import type { ServiceLocale } from './i18n'
import type { Passwords } from './passwords'

/** What every part of the service is given: the database, the settings and the clock. */
export interface Deps {
  db: Storage
  config: ServiceConfig
  now: () => Date
  /** Where real faults (5000) are reported. */
  onError: (error: unknown) => void
  /** Tell the mail delivery worker that a committed outbox row waits (never throws, never waits). */
  mailQueued: () => void
  /** Password hashing and checking, within the memory budget. */
  passwords: Passwords
  /** The deployed catalogue as notify-me reads it (src/notify.ts); tests start the service on another. */
  catalogue: CatalogueCheck
  /** Service secrets read once per app from the database (src/service-secrets.ts). */
  cache: Map<string, Promise<string>>
}

/** The logged-in caller, set by the `requireAuth` middleware. */
export interface Auth {
  userId: string
  sessionId: string
}

export interface AppEnv {
  /** Present when served by @hono/node-server; absent under `app.request()` in tests. */
  Bindings: { incoming?: IncomingMessage }
  Variables: {
    lang: ServiceLocale
    /** The API prefix the request came in on (`/api/us/...` → `us`). */
    apiSet: AppId | undefined
    /** Region from the body, else the `region` header, else the API set. */
    region: RegionId
    auth: Auth
  }
}
