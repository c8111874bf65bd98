import { z } from 'zod'
import { CURRENCIES } from './currency'
import { LOCALES, PAYMENT_METHODS, REGION_IDS } from './regions'
import { LABEL_KEYS } from './nav-keys'
import { PRODUCT_KEYS } from './products'
import { CAMPAIGN_SLUGS } from './campaigns'

const isoInstant = z.iso.datetime({ offset: true })
/** A page slug ('' = home) or an absolute https URL for outbound links. */
const link = z.string().regex(/^(|[a-z0-9-]+(\/[a-z0-9-]+)*|https:\/\/\S+)$/, 'a page slug or an https URL')
const text = z.string().trim().min(1)

export const ProductSchema = z.object({
  key: z.enum(PRODUCT_KEYS),
  name: text,
  link,
  /** External shop URL; empty when the region sells it elsewhere only. */
  buy: z.union([z.url({ protocol: /^https$/ }), z.literal('')]),
  /** Seller named in the Product offer and on the buy button's context. */
  retailer: text,
  alt: text,
  image: text,
  price: z.number().positive(),
  activityPrice: z.number().positive().optional(),
  activityTime: z.object({ startTime: isoInstant }).optional(),
  isPreSale: z.boolean(),
  stock: z.number().int().nonnegative(),
  tag: z.enum(['HOT', 'NEW']).optional(),
  /**
   * The list price since each instant, oldest first; the last is `price`. What a struck reference price is
   * computed from (docs/rules/prices.md#reference-prices).
   */
  priceHistory: z
    .array(z.object({ from: isoInstant, price: z.number().positive() }))
    .min(1)
    .optional(),
  /** Campaign deal prices, each inside its campaign's window [start, end) (docs/rules/prices.md#campaign-deals). */
  deals: z
    .array(
      z.object({ campaign: z.enum(CAMPAIGN_SLUGS), price: z.number().positive(), start: isoInstant, end: isoInstant }),
    )
    .optional(),
})
export type Product = z.infer<typeof ProductSchema>

export const TagSchema = z.object({ color: z.enum(['red']), label: z.enum(['HOT', 'NEW']) })

const navLeaf = z.object({
  /** A product's name; entries without one are named by content's `nav.<identify>`. */
  label: text.optional(),
  footerLabel: text.optional(),
  link,
  identify: text,
  tag: TagSchema.optional(),
  hidden: z.object({ header: z.boolean(), footer: z.boolean() }).partial().optional(),
})
export const NavSchema = navLeaf.extend({ children: z.array(navLeaf).optional() })
export type Nav = z.infer<typeof NavSchema>

/** A footer column: its title and unlabelled links are named by content's `nav.<key>` messages. */
export const FooterNavSchema = z.object({
  title: z.enum(LABEL_KEYS),
  /** A link is named by `label`, else by content's `nav.<identify>`, else by `nav.<link>`. */
  links: z.array(z.object({ label: text.optional(), identify: z.enum(LABEL_KEYS).optional(), link })).min(1),
})
export type FooterNav = z.infer<typeof FooterNavSchema>

export const TextBannerSchema = z.object({
  link,
  bg: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Stages 1-4, each shown while current; their words are content's (docs/rules/banners.md#text-banner). */
  stages: z.array(z.object({ stage: z.number().int().min(1).max(4), link: link.optional() })).length(4),
})
export type TextBanner = z.infer<typeof TextBannerSchema>

export const RegionConfigSchema = z.object({
  id: z.enum(REGION_IDS),
  locale: z.enum(LOCALES),
  currency: z.enum(CURRENCIES),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Number of instalments offered at checkout (us 12, uk Klarna 3), 0 when none. */
  installment: z
    .object({
      count: z.number().int().nonnegative(),
      provider: z.string().optional(),
      interestFree: z.boolean(),
      /** The fixed annual percentage rate, in per cent, of an offer that is not interest free. */
      apr: z.number().positive().optional(),
    })
    // A payment amount without its rate is an incomplete credit advertisement (docs/rules/prices.md#financing).
    .refine((i) => i.count === 0 || i.interestFree || i.apr !== undefined, {
      message: 'an instalment offer that is not interest free names its APR',
      path: ['apr'],
    }),
  /** Every offered price says it includes VAT and what delivery costs (de, PAngV): the cost, 0 when free. */
  priceNotice: z.object({ shipping: z.number().nonnegative() }).optional(),
  home: z.string().startsWith('/'),
  shop: z.url({ protocol: /^https$/ }),
  account: z.string().startsWith('/'),
  region: z.object({ iso: z.string().regex(/^[A-Z]{2,5}$/), link: z.string().startsWith('/') }),
  media: z.array(z.object({ name: text, url: z.url({ protocol: /^https$/ }) })).min(1),
  /** The legal entity that sells in the region: footer, legal pages and imprint (docs/rules/legal.md). */
  company: z.object({
    name: text,
    address: text,
    email: z.email(),
    register: text,
    vatId: text.optional(),
    representative: text,
    phone: text.optional(),
    shareCapital: z.number().positive().optional(),
    businessCheck: z.url({ protocol: /^https$/ }).optional(),
  }),
  /** What may be struck beside a reduced price (docs/rules/prices.md#reference-prices). */
  referencePrice: z.discriminatedUnion('method', [
    z.object({
      method: z.literal('lowest-before'),
      days: z.number().int().positive(),
      label: z.enum(['lowestBefore', 'was']),
    }),
    z.object({ method: z.literal('held-before'), days: z.number().int().positive(), label: z.literal('was') }),
    z.object({ method: z.literal('majority-before'), days: z.number().int().positive(), label: z.literal('usual') }),
    z.object({ method: z.literal('none') }),
  ]),
  /** Mainland China ICP licence line (cn only). */
  icp: text.optional(),
  /** cn: the public-security record beside the ICP number (公网安备), linked to its record. */
  publicSecurity: z.object({ text, href: z.url({ protocol: /^https$/ }) }).optional(),
  footerNavs: z.array(FooterNavSchema).min(1),
  textBanner: TextBannerSchema.optional(),
  navs: z.array(NavSchema).min(1),
  /** Five launch instants; stages 1-4 run between consecutive ones (docs/rules/time.md#launch-stages). */
  launch: z.array(isoInstant).length(5),
  consentRequired: z.boolean(),
  /**
   * Newsletter double opt-in: a subscription counts only once the address confirms it by e-mail
   * (uk, eu, fr, de, where the law expects it; the account service reads this flag).
   */
  newsletterDoubleOptIn: z.boolean(),
  /**
   * The newsletter form shows the marketing tick, and only a ticked sign-up subscribes; without it (us, as the
   * spec's form) the sign-up is the request itself (docs/rules/newsletter.md#consent).
   */
  newsletterConsentTick: z.boolean(),
})
export type RegionConfig = z.infer<typeof RegionConfigSchema>
