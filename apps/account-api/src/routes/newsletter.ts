import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  formatDate,
  REGION_TIME_ZONE,
  regionConfig,
  pathIn,
  regionConfigIn,
  type RegionId,
} from '@storefront/region-config'
import { API_CODE, type SubscribeInput } from '@storefront/api-client/contract'
import { altchaField, requireHuman } from '../altcha'
import type { AppEnv, Deps } from '../context'
import type { ServiceLocale } from '../i18n'
import { ApiError, invalidField } from '../errors'
import { ok, readJson } from '../http'
import { clientIp, mailAllowance } from '../limits'
import { mailboxOf } from '../mailbox'
import { confirmSubscriptionMail, subscribeMail, type NewsletterLinks } from '../mails'
import { ipRateLimit } from '../middleware'
import { queueMail } from '../outbox'
import { signId, verifySignedId } from '../service-secrets'
import { accepting, email, region } from '../validation'

const linkToken = z.string().trim().min(1, { error: 'required' }).max(512)

const Schemas = {
  subscribe: accepting<SubscribeInput>()(
    z.object({ email, region: region.optional(), optIn: z.boolean().optional(), altcha: altchaField }),
  ),
  token: z.object({ token: linkToken }),
}

interface SubscriptionRow {
  id: string
  email: string
  region: RegionId
  api_set: string
  confirmed_at: Date | null
}

/**
 * The newsletter: subscribe (double opt-in where the region's config says so), confirm, and
 * unsubscribe from the storefront page or in one click from the mail client (RFC 8058).
 * Links carry `id.signature` (src/service-secrets.ts): nothing secret is stored.
 */
export function newsletterRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const limited = ipRateLimit(deps)

  /** The storefront's newsletter screen in the subscription's region and the language of its mails: the language's
   * own screen where it has one (zh-HK's, in the script of its mails), else the region's (cn has no prefix). */
  const page = (row: SubscriptionRow, lang: ServiceLocale, action: 'confirm' | 'unsubscribe', token: string) =>
    `${deps.config.publicBaseUrl}${pathIn(row.region, lang, 'newsletter')}?${action}=${encodeURIComponent(token)}`

  async function linksOf(row: SubscriptionRow, lang: ServiceLocale): Promise<NewsletterLinks> {
    const token = await signId(deps, 'unsubscribe', row.id)
    return {
      unsubscribePage: page(row, lang, 'unsubscribe', token),
      oneClick:
        `${deps.config.publicApiUrl}/api/${row.api_set}/newsletter/unsubscribe` + `?token=${encodeURIComponent(token)}`,
    }
  }

  async function unsubscribe(token: string): Promise<void> {
    const id = await verifySignedId(deps, 'unsubscribe', token)
    if (!id) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    // Gone already (a second click, or unsubscribed before): the same answer.
    await deps.db.query('DELETE FROM subscriptions WHERE id = $1', [id])
  }

  routes.post('/account/user/subscribe/create', limited, async (c: Context<AppEnv>) => {
    const body = await readJson(c, Schemas.subscribe)
    const target: RegionId = body.region ?? c.get('region')
    // A refusal is honoured (docs/rules/newsletter.md#consent): where the form shows the marketing tick, only a
    // ticked sign-up subscribes; where it shows none the sign-up is the request, unless it says `optIn: false`.
    if (!(body.optIn ?? !regionConfig(target).newsletterConsentTick)) throw invalidField('optIn', 'required')
    await requireHuman(deps, body.altcha)
    await mailAllowance(deps, body.email, clientIp(c, deps.config.trustProxy))
    const doubleOptIn = regionConfig(target).newsletterDoubleOptIn
    const now = deps.now()
    const mailbox = mailboxOf(body.email)
    // One subscription per mailbox and region (docs/rules/newsletter.md#one-mailbox); the address first typed is
    // the one mailed.
    const inserted = await deps.db.query(
      `INSERT INTO subscriptions (id, email, mailbox, region, api_set, opt_in, created_at, confirmed_at) ` +
        `VALUES ($1, $2, $3, $4, $5, true, $6, $7)
       ON CONFLICT (mailbox, region) DO NOTHING RETURNING id`,
      [randomUUID(), body.email, mailbox, target, c.get('apiSet') ?? 'cn', now, doubleOptIn ? null : now],
    )
    const { rows } = await deps.db.query<SubscriptionRow>(
      'SELECT id, email, region, api_set, confirmed_at FROM subscriptions WHERE mailbox = $1 AND region = $2',
      [mailbox, target],
    )
    const row = rows[0]
    // New, or still waiting for its confirmation: mail. Already subscribed: nothing to send.
    const lang = c.get('lang')
    if (row && !row.confirmed_at) {
      const confirm = page(row, lang, 'confirm', await signId(deps, 'confirm', row.id))
      await queueMail(deps, confirmSubscriptionMail(lang, row.email, confirm, await linksOf(row, lang)))
    } else if (row && inserted.rows.length === 1) {
      const consent = {
        sender: regionConfigIn(target, lang).company.name,
        date: formatDate(now.getTime(), lang, REGION_TIME_ZONE[target]),
      }
      await queueMail(deps, subscribeMail(lang, row.email, await linksOf(row, lang), consent))
    }
    // The same answer whether or not the address was subscribed before.
    return ok(c, { created: true, confirmationRequired: doubleOptIn })
  })

  routes.post('/account/user/subscribe/confirm', limited, async (c) => {
    const { token } = await readJson(c, Schemas.token)
    const id = await verifySignedId(deps, 'confirm', token)
    if (!id) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    const { rowCount } = await deps.db.query(
      'UPDATE subscriptions SET confirmed_at = COALESCE(confirmed_at, $2) WHERE id = $1',
      [id, deps.now()],
    )
    // Unsubscribed since: the link no longer subscribes anyone.
    if (rowCount !== 1) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    return ok(c, { confirmed: true })
  })

  // From the storefront's unsubscribe page (JSON, like every call).
  routes.post('/account/user/subscribe/unsubscribe', limited, async (c) => {
    const { token } = await readJson(c, Schemas.token)
    await unsubscribe(token)
    return ok(c, { unsubscribed: true })
  })

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
  // List-Unsubscribe URL, token in the query; no JSON, no cookie, no page.
  routes.post('/newsletter/unsubscribe', limited, async (c) => {
    await unsubscribe(c.req.query('token') ?? '')
    return ok(c, { unsubscribed: true })
  })

  return routes
}
