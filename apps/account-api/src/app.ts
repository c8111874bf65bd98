import { Hono, type Context } from 'hono'
import type { Logger } from '@storefront/ops'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { secureHeaders } from 'hono/secure-headers'
import { APP_IDS } from '@storefront/region-config'
import { API_CODE } from '@storefront/api-client/contract'
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from './config'
import type { AppEnv, Deps } from './context'
import type { Storage } from './db/storage'
import { isDatabaseUnavailable } from './db/unavailable'
import { ApiError } from './errors'
import { fail, ok } from './http'
import { locale, regionHeader } from './middleware'
import { accessLog, metrics } from './observability'
import { accountRoutes } from './routes/account'
import { devRoutes } from './routes/dev'
import { formRoutes } from './routes/forms'
import { createPasswords, type PasswordCheck } from './passwords'
import { newsletterRoutes } from './routes/newsletter'
import { notifyRoutes } from './routes/notify'
import { deployedCatalogue, type CatalogueCheck } from './notify'

/** Request bodies above this are refused with 4130. */
export const BODY_LIMIT_BYTES = 32 * 1024

export interface CreateAppOptions {
  /** A migrated database (see `openStorage`). */
  storage: Storage
  /** Overrides of the defaults in `DEFAULT_SERVICE_CONFIG` (`loadConfig().service` gives them from the environment). */
  config?: Partial<ServiceConfig>
  /** The clock; tests move it to expire tokens and locks. */
  now?: () => Date
  /** Where real faults are reported before answering 5000 (default: console.error). */
  onError?: (error: unknown) => void
  /**
   * Called after an e-mail is committed to the outbox (`MailDelivery.kick` of src/mail-delivery.ts).
   * Must return at once: the request does not wait for the send. Default: nothing (outbox only).
   */
  onMailQueued?: () => void
  /** Where each request's access line goes (none in tests). */
  log?: Logger
  /**
   * What notify-me reads as the catalogue (default: the deployed one, region-config's). Tests start the
   * service on another, as a later deploy would ship it (src/notify.ts).
   */
  catalogue?: CatalogueCheck
  /** How a password is checked against its hash, inside the hashing budget (default: password-hash.ts). */
  checkPassword?: PasswordCheck
}

/**
 * The account service as a Hono app: every route under `/api/cn`, `/api/us` and `/api/eu`,
 * `GET /health`, and the development outbox under `/api/dev`.
 */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  return createService(options).app
}

/** The app and what its routes are given, for the work beside requests (the notify-me sweep, src/notify.ts). */
export function createService(options: CreateAppOptions): { app: Hono<AppEnv>; deps: Deps } {
  const config: ServiceConfig = { ...DEFAULT_SERVICE_CONFIG, ...options.config }
  const deps: Deps = {
    db: options.storage,
    config,
    now: options.now ?? (() => new Date()),
    cache: new Map(),
    passwords: createPasswords(config, options.checkPassword),
    catalogue: options.catalogue ?? deployedCatalogue,
    onError: options.onError ?? ((error) => console.error('[account-api]', error)),
    mailQueued: () => {
      metrics.mailsQueued.inc()
      // A delivery hook that throws must not turn a queued e-mail into a failed request.
      try {
        options.onMailQueued?.()
      } catch (error) {
        deps.onError(error)
      }
    },
  }
  const production = config.nodeEnv === 'production'

  const app = new Hono<AppEnv>()
  if (options.log) app.use(accessLog(options.log))
  app.use(locale)
  app.use(async (c, next) => {
    await next()
    // Tokens and profiles must never be cached by a browser or proxy.
    c.header('Cache-Control', 'no-store')
  })
  app.use(
    secureHeaders({
      // JSON needs nothing; the outbox page sets its own policy (overwrite: false keeps it).
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      referrerPolicy: 'no-referrer',
      xFrameOptions: 'DENY',
      strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains' : false,
      // A JSON API uses no powerful feature (same list as the storefront's).
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
      overwrite: false,
    }),
  )
  if (config.corsOrigins.length) {
    app.use(
      '/api/*',
      cors({
        origin: config.corsOrigins,
        allowMethods: ['GET', 'POST'],
        allowHeaders: ['content-type', 'apptoken', 'reftoken', 'region', 'accept-language'],
        maxAge: 600,
      }),
    )
  }
  app.use(bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => fail(c, API_CODE.BODY_TOO_LARGE) }))
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const response = fail(c, API_CODE.METHOD_NOT_ALLOWED)
        response.headers.set('Allow', methods.join(', '))
        return response
      },
    }),
  )

  // Liveness: this process answers. Whether the database does is /ready's question (docs/deployment.md).
  const health = (c: Context<AppEnv>) => ok(c, { status: 'ok' })
  app.get('/health', health)
  app.get('/api/health', health)

  const api = new Hono<AppEnv>()
  api.use(regionHeader)
  api.get('/health', health)
  api.route('/', accountRoutes(deps))
  api.route('/', formRoutes(deps))
  api.route('/', newsletterRoutes(deps))
  api.route('/', notifyRoutes(deps))
  for (const set of APP_IDS) app.route(`/api/${set}`, api)

  if (!production || config.outboxPublic) app.route('/api/dev', devRoutes(deps))

  app.notFound((c) => fail(c, API_CODE.NOT_FOUND))
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error)
    if (error instanceof HTTPException && error.status === 413) return fail(c, API_CODE.BODY_TOO_LARGE)
    deps.onError(error)
    // The database out of reach or too slow: "try again", and the service recovers with it.
    if (isDatabaseUnavailable(error)) return fail(c, API_CODE.SERVICE_UNAVAILABLE)
    return fail(c, API_CODE.SERVER_ERROR)
  })
  return { app, deps }
}
