import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  formatDate,
  PRODUCT_KEYS,
  REGION_TIME_ZONE,
  regionConfig,
  regionConfigIn,
  type ProductKey,
  type RegionId,
} from '@storefront/region-config'
import { API_CODE, type NotifyInput } from '@storefront/api-client/contract'
import { altchaField, requireHuman } from '../altcha'
import type { AppEnv, Deps } from '../context'
import { ApiError, invalidField } from '../errors'
import { ok, readJson, readQuery } from '../http'
import { clientIp, mailAllowance } from '../limits'
import { mailboxOf } from '../mailbox'
import { notifyConfirmMail, notifyReceiptMail } from '../mails'
import { ipRateLimit } from '../middleware'
import { notifyLinks, notifyScreenLink, pageOf, regionLang, subjectKey, subjectName } from '../notify'
import { metrics } from '../observability'
import { queueMail } from '../outbox'
import { signId, verifySignedId } from '../service-secrets'
import { accepting, email, region, text } from '../validation'

const Schemas = {
  create: accepting<NotifyInput>()(
    z
      .object({
        email,
        // Like the newsletter's: the body's region, else the `region` header's (docs/rules/notify.md#request).
        region: region.optional(),
        productKey: text(100).optional(),
        // A storefront path: `/us/christmas-sale`, cn's without prefix.
        path: text(300).optional(),
        altcha: altchaField,
      })
      .superRefine((body, ctx) => {
        if (body.productKey === undefined && body.path === undefined)
          ctx.addIssue({ code: 'custom', path: ['productKey'], message: 'required' })
        else if (body.productKey !== undefined && body.path !== undefined)
          ctx.addIssue({ code: 'custom', path: ['path'], message: 'invalidValue' })
      }),
  ),
  token: z.object({ token: z.string().trim().min(1, { error: 'required' }).max(512) }),
}

interface RequestRow {
  id: string
  email: string
  region: RegionId
  product_key: string | null
  path: string | null
  api_set: string
  confirmed_at: Date | null
}

type Result = 'created' | 'repeat' | 'already_available' | 'already_live' | 'unknown'

/**
 * Notify me (docs/rules/notify.md): a shopper leaves an address on a sold-out or pre-order product page, or on
 * a page that has not started yet, and gets one mail when the robot can be bought in the region or the page
 * goes live (the sweep, src/notify.ts). Double opt-in and the consent record as the newsletter's
 * (routes/newsletter.ts); a repeat answers as the first request did. Links carry `id.signature`.
 */
export function notifyRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const limited = ipRateLimit(deps)
  const count = (target: RegionId, result: Result) => metrics.notifyRequests.inc({ region: target, result })

  /** What the request waits for, checked against the service's catalogue, routes and clock. */
  function check(body: { region: RegionId; productKey?: string | undefined; path?: string | undefined }) {
    const now = deps.now()
    if (body.productKey !== undefined) {
      const key = body.productKey
      const state = (PRODUCT_KEYS as readonly string[]).includes(key)
        ? deps.catalogue(body.region, key as ProductKey, now)
        : undefined
      if (!state) {
        count(body.region, 'unknown')
        throw invalidField('productKey', 'invalidValue')
      }
      if (state === 'available') {
        count(body.region, 'already_available')
        throw new ApiError(API_CODE.ALREADY_AVAILABLE)
      }
      return { productKey: key }
    }
    const path = body.path ?? ''
    const page = pageOf(body.region, path)
    if (!page) {
      count(body.region, 'unknown')
      throw invalidField('path', 'invalidValue')
    }
    if (page.start === undefined || page.start <= now.getTime()) {
      count(body.region, 'already_live')
      throw new ApiError(API_CODE.ALREADY_LIVE)
    }
    return { path }
  }

  routes.post('/account/user/notify/create', limited, async (c: Context<AppEnv>) => {
    const input = await readJson(c, Schemas.create)
    const body = { ...input, region: input.region ?? c.get('region') }
    const what = check(body)
    await requireHuman(deps, body.altcha)
    await mailAllowance(deps, body.email, clientIp(c, deps.config.trustProxy))
    const target = body.region
    const doubleOptIn = regionConfig(target).newsletterDoubleOptIn
    const lang = regionLang(target)
    const now = deps.now()
    const mailbox = mailboxOf(body.email)
    // One request per mailbox, region and subject, like subscriptions (docs/rules/newsletter.md#one-mailbox).
    const inserted = await deps.db.query(
      `INSERT INTO notify_requests
         (id, email, mailbox, region, subject, product_key, path, api_set, lang, created_at, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (mailbox, region, subject) DO NOTHING RETURNING id`,
      [
        randomUUID(),
        body.email,
        mailbox,
        target,
        subjectKey(what),
        'productKey' in what ? what.productKey : null,
        'path' in what ? what.path : null,
        c.get('apiSet') ?? 'cn',
        lang,
        now,
        doubleOptIn ? null : now,
      ],
    )
    const { rows } = await deps.db.query<RequestRow>(
      `SELECT id, email, region, product_key, path, api_set, confirmed_at FROM notify_requests
       WHERE mailbox = $1 AND region = $2 AND subject = $3`,
      [mailbox, target, subjectKey(what)],
    )
    const row = rows[0]
    const name = row ? subjectName(deps, target, row) : ''
    // New, or still waiting for its confirmation: mail the link. Confirmed (or notified) before: nothing.
    if (row && !row.confirmed_at) {
      const confirm = notifyScreenLink(deps, row, 'confirm', await signId(deps, 'notify-confirm', row.id))
      await queueMail(deps, notifyConfirmMail(lang, row.email, name, confirm, await notifyLinks(deps, row)))
      metrics.notifyMails.inc({ kind: 'confirmation' })
    } else if (row && inserted.rows.length === 1) {
      const consent = {
        sender: regionConfigIn(target, lang).company.name,
        date: formatDate(now.getTime(), lang, REGION_TIME_ZONE[target]),
      }
      await queueMail(deps, notifyReceiptMail(lang, row.email, name, consent, await notifyLinks(deps, row)))
      metrics.notifyMails.inc({ kind: 'receipt' })
    }
    count(target, inserted.rows.length === 1 ? 'created' : 'repeat')
    // The same answer for a first request and a repeat (no enumeration of who asked).
    return ok(c, { created: true, confirmationRequired: doubleOptIn })
  })

  // The storefront's notify screen POSTs the token of a confirmation link. Only a POST confirms: mail scanners
  // open (GET) every link of a mail, and would confirm a double opt-in nobody asked for.
  routes.post('/account/user/notify/confirm', limited, async (c) => {
    const id = await verifySignedId(deps, 'notify-confirm', (await readJson(c, Schemas.token)).token)
    if (!id) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    const { rowCount } = await deps.db.query(
      'UPDATE notify_requests SET confirmed_at = COALESCE(confirmed_at, $2) WHERE id = $1',
      [id, deps.now()],
    )
    // Unsubscribed, or deleted unconfirmed by housekeeping, since: the link no longer confirms anything.
    if (rowCount !== 1) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    return ok(c, { confirmed: true })
  })

  // Unsubscribe: the storefront's screen POSTs `{ token }` (JSON); the mail client's RFC 8058 one-click POSTs
  // to the List-Unsubscribe URL, token in the query and a form body that is not read. The same answer the
  // second time, and for a request housekeeping deleted.
  routes.post('/account/user/notify/unsubscribe', limited, async (c) => {
    const token = c.req.query('token') ?? (await readJson(c, Schemas.token)).token
    const id = await verifySignedId(deps, 'notify-unsubscribe', token)
    if (!id) throw new ApiError(API_CODE.VERIFICATION_FAILED)
    await deps.db.query('DELETE FROM notify_requests WHERE id = $1', [id])
    return ok(c, { unsubscribed: true })
  })

  // Links of mails sent before they pointed at the storefront: a GET acts on nothing, it sends the reader to the
  // screen of the request's region (the API set's region when the request is gone), which asks the service by
  // POST.
  for (const action of ['confirm', 'unsubscribe'] as const) {
    routes.get(`/account/user/notify/${action}`, limited, async (c) => {
      const { token } = readQuery(c, Schemas.token)
      const id = await verifySignedId(deps, `notify-${action}`, token)
      const { rows } = id
        ? await deps.db.query<{ region: RegionId }>('SELECT region FROM notify_requests WHERE id = $1', [id])
        : { rows: [] }
      return c.redirect(notifyScreenLink(deps, { region: rows[0]?.region ?? c.get('region') }, action, token), 303)
    })
  }

  return routes
}
