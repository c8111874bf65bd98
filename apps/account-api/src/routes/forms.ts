import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { PRODUCT_KEYS } from '@storefront/region-config'
import { altchaField, requireHuman } from '../altcha'
import type { AppEnv, Deps } from '../context'
import { ok, readJson } from '../http'
import type { FormKey } from '../i18n'
import { formMail } from '../mails'
import { clientIp, mailAllowance } from '../limits'
import { ipRateLimit } from '../middleware'
import { queueMail } from '../outbox'
import { email, optionalText, pastDate, region, requiredText, text, webUrl } from '../validation'

const person = {
  firstName: requiredText(50),
  lastName: requiredText(50),
  email,
  country: requiredText(56),
  region: region.optional(),
  altcha: altchaField,
}
const phone = text(30)
  .regex(/^\+?[\d\s().-]{5,30}$/, { error: 'invalidFormat' })
  .optional()
const product = {
  productKey: z.enum(PRODUCT_KEYS),
  serialNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{3,63}$/, { error: 'invalidFormat' }),
  purchaseDate: pastDate,
}

/**
 * The three forms of docs/rules/accounts.md#forms (product-registration, return-manufacturer, apply-wholesale-account).
 */
export const FORMS = {
  'product-registration': {
    title: 'productRegistration',
    schema: z.object({
      ...person,
      ...product,
      orderNumber: optionalText(64),
      purchasedFrom: optionalText(100),
      optIn: z.boolean().optional(),
    }),
  },
  'return-manufacturer': {
    title: 'returnManufacturer',
    schema: z.object({
      ...person,
      ...product,
      phone,
      orderNumber: requiredText(64),
      reason: z.enum(['defective', 'damaged-in-transit', 'missing-parts', 'wrong-item', 'other']),
      message: requiredText(2000, { multiline: true }),
    }),
  },
  'wholesale-application': {
    title: 'wholesaleApplication',
    schema: z.object({
      ...person,
      phone,
      company: requiredText(100),
      website: webUrl.optional(),
      taxId: optionalText(50),
      businessType: z.enum(['retailer', 'online-store', 'distributor', 'other']),
      message: optionalText(2000, { multiline: true }),
    }),
  },
} satisfies Record<string, { title: FormKey; schema: z.ZodType<{ email: string; region?: string | undefined }> }>

export function formRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const limited = ipRateLimit(deps)
  for (const [name, form] of Object.entries(FORMS)) {
    routes.post(`/forms/${name}`, limited, async (c) => {
      const { altcha, ...body } = await readJson(c, form.schema)
      await requireHuman(deps, altcha)
      // The confirmation goes to whatever address was typed: the same allowance as every other mail.
      await mailAllowance(deps, body.email, clientIp(c, deps.config.trustProxy))
      const id = randomUUID()
      await deps.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO form_submissions (id, form, email, region, api_set, payload, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            name,
            body.email,
            body.region ?? c.get('region'),
            c.get('apiSet') ?? 'cn',
            JSON.stringify(body),
            deps.now(),
          ],
        )
        await queueMail(deps, formMail(c.get('lang'), body.email, form.title, id), tx)
      })
      deps.mailQueued() // committed now: the worker can see the row
      return ok(c, { id })
    })
  }
  return routes
}
