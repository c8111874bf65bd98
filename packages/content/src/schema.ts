import { z } from 'zod'
import { PRODUCT_KEYS } from '@storefront/region-config'
import type { PageContent } from './types'

const text = z.string().trim().min(1)
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'section ids are lower-case kebab-case')
/** A page slug of the same region ('' = home), optionally with a section's id (`mini-robot#range`), or an https URL. */
const link = z.union([
  z.literal(''),
  z.string().regex(/^[a-z0-9][a-z0-9/-]*(#[a-z0-9][a-z0-9-]*)?$/),
  z.url({ protocol: /^https$/ }),
])
const productKey = z.enum(PRODUCT_KEYS)

export const ContentLinkSchema = z.strictObject({ label: text, link })

const base = { id, heading: text }

export const SectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), ...base, paragraphs: z.array(text).min(1) }),
  z.strictObject({
    kind: z.literal('features'),
    ...base,
    items: z.array(z.strictObject({ title: text, body: text, image: text.exactOptional() })).min(1),
  }),
  z.strictObject({
    kind: z.literal('specs'),
    ...base,
    rows: z.array(z.strictObject({ label: text, value: text })).min(1),
  }),
  z.strictObject({ kind: z.literal('list'), ...base, items: z.array(text).min(1) }),
  z.strictObject({ kind: z.literal('faq'), ...base, items: z.array(z.strictObject({ q: text, a: text })).min(1) }),
  z.strictObject({
    kind: z.literal('retailers'),
    ...base,
    items: z
      .array(
        z.strictObject({
          name: text,
          url: z.url({ protocol: /^https$/ }),
          area: text.exactOptional(),
          note: text.exactOptional(),
        }),
      )
      .min(1),
  }),
  z.strictObject({
    kind: z.literal('downloads'),
    ...base,
    items: z
      .array(
        z.strictObject({
          title: text,
          file: z.string().regex(/^\/manuals\/[A-Za-z0-9-]+-(en|zh|fr|de|ja|ko)\.pdf$/),
          size: text.exactOptional(),
          product: productKey.exactOptional(),
        }),
      )
      .min(1),
  }),
  z.strictObject({
    kind: z.literal('products'),
    ...base,
    keys: z.array(productKey).min(1),
    note: text.exactOptional(),
  }),
  z.strictObject({ kind: z.literal('cta'), ...base, body: text, cta: ContentLinkSchema }),
  // The region's legal entity (name, address, contact, register, VAT number, representative), rendered from
  // region config so a legal page never restates it (docs/rules/legal.md).
  z.strictObject({ kind: z.literal('entity'), ...base }),
  z.strictObject({
    kind: z.literal('steps'),
    ...base,
    items: z.array(z.strictObject({ title: text, body: text })).min(1),
  }),
])

/** Mirrors `PageContent` in types.ts; every page bundle must parse with it (see pages.test.ts). */
export const PageContentSchema = z
  .strictObject({
    title: text,
    description: text,
    keywords: z.array(text).min(1),
    hero: z.strictObject({
      eyebrow: text.exactOptional(),
      heading: text,
      lead: text,
      image: text.exactOptional(),
      imageAlt: text.exactOptional(),
      cta: ContentLinkSchema.exactOptional(),
    }),
    sections: z.array(SectionSchema).min(1),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>()
    page.sections.forEach((s, i) => {
      if (seen.has(s.id))
        ctx.addIssue({ code: 'custom', message: `duplicate section id "${s.id}"`, path: ['sections', i, 'id'] })
      seen.add(s.id)
    })
  })

// Compile-time check that the schema and the hand-written page interface stay in step.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Assert<T extends true> = T
export type _SchemaMatchesPage = Assert<Equals<z.infer<typeof PageContentSchema>, PageContent>>
