import { productNameIn } from '@storefront/content/product-names'
import {
  acceptLanguageOf,
  catalogueOf,
  PAGES,
  pathOf,
  PRODUCT_BASE,
  REGION_LOCALE,
  regionPrefix,
  routeByPath,
  type ProductKey,
  type RegionId,
} from '@storefront/region-config'
import { API_CODE } from '@storefront/api-client/contract'
import type { Deps } from './context'
import { ApiError } from './errors'
import { resolveLang, type ServiceLocale } from './i18n'
import { mailboxAllowance } from './limits'
import { notifyMail, type NotifyLinks, type NotifyWhat } from './mails'
import { metrics } from './observability'
import { queueMail } from './outbox'
import { signId } from './service-secrets'

/**
 * Notify me (docs/rules/notify.md): the conditions a request waits for, and the sweep that mails each
 * confirmed request exactly once when its condition holds at the service's clock.
 */

/** A product in a region as the deployed catalogue shows it: `available` in stock and not pre-sale. */
export type Availability = 'available' | 'waiting'

/**
 * What the service's catalogue says of `key` in `region` at `now`; undefined when the region does not list it.
 * Injectable (createApp's `catalogue`), so a test can start the service on "a new deploy" whose catalogue has
 * the robot in stock.
 */
export type CatalogueCheck = (region: RegionId, key: ProductKey, now: Date) => Availability | undefined

/** The catalogue this build was deployed with (region-config): stock above 0 and not pre-sale can be bought. */
export const deployedCatalogue: CatalogueCheck = (region, key) => {
  const product = catalogueOf(region).find((p) => p.key === key)
  if (!product) return undefined
  return product.stock > 0 && !product.isPreSale ? 'available' : 'waiting'
}

/**
 * Tests only (TEST_CATALOGUE_IN_STOCK, refused in production): the deployed catalogue with the listed
 * `region:productKey` pairs in stock and not pre-sale, as the next deploy's catalogue would show them.
 */
export const catalogueWithInStock =
  (inStock: readonly string[], base: CatalogueCheck = deployedCatalogue): CatalogueCheck =>
  (region, key, now) => {
    const listed = base(region, key, now)
    return listed && inStock.includes(`${region}:${key}`) ? 'available' : listed
  }

/**
 * The page at `path` if it is one of `region`'s pages, with its start (epoch ms; undefined: live since it
 * exists). Paths as the storefront serves them: `/us/christmas-sale`, cn without prefix.
 */
export function pageOf(region: RegionId, path: string): { start: number | undefined } | undefined {
  const route = routeByPath(path)
  if (!route?.component || route.meta.region !== region) return undefined
  return { start: route.start ? Date.parse(route.start) : undefined }
}

/** The language every mail of a request is written in: the region's (docs/rules/regions.md#locales-and-fallback). */
export const regionLang = (region: RegionId): ServiceLocale => resolveLang(acceptLanguageOf(region), undefined)

/** What a request waits for, as stored: `product:<key>` or `page:<path>`. */
export const subjectKey = (what: { productKey: string } | { path: string }): string =>
  'productKey' in what ? `product:${what.productKey}` : `page:${what.path}`

/** The product's name as the region's pages show it. */
export const productName = (region: RegionId, key: ProductKey): string =>
  productNameIn(REGION_LOCALE[region], { key, name: PRODUCT_BASE[key].name })

/** The storefront page of a product in a region: its product page, else the region's catalogue. */
export function productPage(baseUrl: string, region: RegionId, key: ProductKey): string {
  const page = PAGES.find((p) => p.product === key && p.regions.includes(region))
  return `${baseUrl}${pathOf(region, page?.slug ?? 'products')}`
}

/** What a confirmation or receipt names: the robot, or the page's address. */
export const subjectName = (deps: Deps, region: RegionId, row: { product_key: string | null; path: string | null }) =>
  row.product_key ? productName(region, row.product_key as ProductKey) : `${deps.config.publicBaseUrl}${row.path ?? ''}`

/**
 * How long an unconfirmed request (double opt-in regions) is kept before housekeeping deletes it
 * (docs/rules/notify.md#retention): the confirmation link's mail is long read by then, and the privacy line
 * promises the address serves this one notice only.
 */
export const NOTIFY_UNCONFIRMED_RETENTION_DAYS = 30

/**
 * The storefront's notify screen in the request's region (cn has no prefix), which POSTs the token and says
 * the outcome in the region's language: a mail's links never act by GET, which mail scanners open.
 */
export const notifyScreenLink = (
  deps: Deps,
  row: { region: RegionId },
  action: 'confirm' | 'unsubscribe',
  token: string,
): string => `${deps.config.publicBaseUrl}${regionPrefix(row.region)}/notify?${action}=${encodeURIComponent(token)}`

/**
 * The unsubscribe links of a request's mails: the storefront's screen for the reader, the service's RFC 8058
 * one-click POST for the mail client's `List-Unsubscribe`.
 */
export async function notifyLinks(
  deps: Deps,
  row: { id: string; region: RegionId; api_set: string },
): Promise<NotifyLinks> {
  const token = await signId(deps, 'notify-unsubscribe', row.id)
  return {
    unsubscribePage: notifyScreenLink(deps, row, 'unsubscribe', token),
    oneClick:
      `${deps.config.publicApiUrl}/api/${row.api_set}/account/user/notify/unsubscribe?token=` +
      encodeURIComponent(token),
  }
}

interface WaitingRow {
  id: string
  email: string
  mailbox: string
  region: RegionId
  product_key: string | null
  path: string | null
  api_set: string
  lang: ServiceLocale
}

/** Whether what a request waits for holds at `now`: the robot can be bought, or the page's start has passed. */
function due(deps: Deps, row: Pick<WaitingRow, 'region' | 'product_key' | 'path'>, now: Date): boolean {
  if (row.product_key) return deps.catalogue(row.region, row.product_key as ProductKey, now) === 'available'
  const page = row.path ? pageOf(row.region, row.path) : undefined
  return page !== undefined && (page.start === undefined || now.getTime() >= page.start)
}

const BATCH = 100

/**
 * Mail every confirmed, unnotified request whose condition holds now. Each request is marked and its mail
 * queued in ONE transaction, by a conditional `UPDATE … WHERE notified_at IS NULL RETURNING`: of two
 * instances sweeping at once, or a sweep cut short by a restart, exactly one commits the mark with the mail
 * (PostgreSQL re-checks the condition after the other's commit, and finds it false). Delivery then claims
 * the outbox row once (mail-delivery.ts). A notification counts against its mailbox's mail allowance like
 * every mail; one over it stays unmarked for a later sweep (docs/rules/notify.md#exactly-one-mail). Returns how
 * many notifications this call queued.
 */
export async function sweepNotifications(deps: Deps): Promise<number> {
  const now = deps.now()
  const { rows: subjects } = await deps.db.query<{
    region: RegionId
    subject: string
    product_key: string | null
    path: string | null
  }>(
    `SELECT DISTINCT region, subject, product_key, path FROM notify_requests
     WHERE confirmed_at IS NOT NULL AND notified_at IS NULL`,
  )
  let queued = 0
  for (const subject of subjects) {
    if (!due(deps, subject, now)) continue
    for (;;) {
      const { rows } = await deps.db.query<WaitingRow>(
        `SELECT id, email, mailbox, region, product_key, path, api_set, lang FROM notify_requests
         WHERE region = $1 AND subject = $2 AND confirmed_at IS NOT NULL AND notified_at IS NULL
         ORDER BY created_at, id LIMIT $3`,
        [subject.region, subject.subject, BATCH],
      )
      for (const row of rows) if (await notifyOne(deps, row, now)) queued += 1
      if (rows.length < BATCH) break
    }
  }
  return queued
}

async function notifyOne(deps: Deps, row: WaitingRow, now: Date): Promise<boolean> {
  // Signed before the transaction: the service secret is read on the pool, which must not wait for it.
  const links = await notifyLinks(deps, row)
  const what: NotifyWhat = row.product_key
    ? {
        kind: 'product',
        name: productName(row.region, row.product_key as ProductKey),
        link: productPage(deps.config.publicBaseUrl, row.region, row.product_key as ProductKey),
      }
    : { kind: 'page', link: `${deps.config.publicBaseUrl}${row.path ?? ''}` }
  const marked = await deps.db
    .transaction(async (tx) => {
      const { rows } = await tx.query(
        'UPDATE notify_requests SET notified_at = $2 WHERE id = $1 AND notified_at IS NULL RETURNING id',
        [row.id, now],
      )
      if (rows.length !== 1) return false
      // Counted in this transaction: a mailbox over its allowance rolls the mark back, and nothing is counted.
      await mailboxAllowance(deps, row.mailbox, tx)
      const outboxId = await queueMail(deps, notifyMail(row.lang, row.email, what, links), tx)
      // Housekeeping deletes the request once this row is delivered (docs/rules/notify.md#retention).
      await tx.query('UPDATE notify_requests SET outbox_id = $2 WHERE id = $1', [row.id, outboxId])
      return true
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.code === API_CODE.TOO_MANY_REQUESTS) return false
      throw error
    })
  if (marked) {
    metrics.notifyMails.inc({ kind: 'notification' })
    deps.mailQueued()
  }
  return marked
}
