import { createMiddleware } from 'hono/factory'
import { APP_IDS, isRegionId, REGION_IDS, type AppId } from '@storefront/region-config'
import type { AppEnv, Deps } from './context'
import { invalidField } from './errors'
import { resolveLang } from './i18n'
import { clientIp, hitRateLimit } from './limits'
import { authenticate } from './sessions'

const SET_IN_PATH = new RegExp(`^/api/(${APP_IDS.join('|')})(?:/|$)`)

/** The API set from the path and the reply language from `Accept-Language`. Runs first. */
export const locale = createMiddleware<AppEnv>(async (c, next) => {
  const apiSet = SET_IN_PATH.exec(c.req.path)?.[1] as AppId | undefined
  c.set('apiSet', apiSet)
  c.set('lang', resolveLang(c.req.header('accept-language'), apiSet))
  c.set('region', apiSet ?? 'cn')
  await next()
})

/**
 * The `region` header (docs/rules/accounts.md#request-headers): a region of `REGIONS` when present; defaults to the
 * API set.
 */
export const regionHeader = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('region')?.trim().toLowerCase()
  if (header) {
    if (!isRegionId(header)) throw invalidField('region', 'oneOf', { options: REGION_IDS.join(', ') })
    c.set('region', header)
  }
  await next()
})

/** Per-IP allowance for unauthenticated calls (4012 with Retry-After). */
export const ipRateLimit = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ip = clientIp(c, deps.config.trustProxy)
    await hitRateLimit(deps, `ip:${ip}`, deps.config.rateLimitPerMinute, 60)
    await next()
  })

/** 4001 / 4003 unless the `apptoken` header names a live session. */
export const requireAuth = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('auth', await authenticate(deps, c.req.header('apptoken')))
    await next()
  })
