import { catalogueOf } from './catalogue'
import { CAMPAIGN_PAGES } from './campaign-pages'
import type { ProductKey } from './products'
import { pathOf, REGION_IDS, REGION_LOCALE, type RegionId } from './regions'

/**
 * Page types. A slug (a row of `PAGES`) names its type; the storefront serves each type with one Vike page, a folder
 * of `packages/storefront/pages/` with its `+route.ts`, `+onBeforeRender.ts` (its data) and `+Page.tsx`:
 * - `product`, `campaign`, `choose-region`, `form`, `account`: a folder each, named after the type
 *   (`choose-region/`), serving every slug of that type (every product page is a `product`);
 * - `home`, `mini-robot`, `where-to-buy`, `manuals`, `faq`, `article`: one folder, `content/`, since each is a hero
 *   and content sections only.
 * A new slug of an existing type is data only (its row here, its copy in content); a new type is a new folder, or a
 * new member of `content/`'s set when it is sections only (docs/architecture.md#pages).
 */
export const PAGE_TYPES = [
  'home',
  'catalogue',
  'product',
  'mini-robot',
  'campaign',
  'choose-region',
  'where-to-buy',
  'manuals',
  'faq',
  'article',
  'form',
  'account',
] as const
export type PageType = (typeof PAGE_TYPES)[number]

export type ScrollAnchor = 'banner' | 'header' | 'app-menu' | 'section-banner'

export interface PageDef {
  /** URL slug after the region prefix; '' is home. */
  slug: string
  type: PageType
  regions: readonly RegionId[]
  /** Which content bundle a region reads, when regions share one (choose-your-region). */
  bundleOf?: Partial<Record<RegionId, string>>
  product?: ProductKey
  anchor?: ScrollAnchor
  /** ISO instants of a time-windowed page (campaigns). */
  start?: string
  end?: string
  /** Form kind for `form` pages. */
  form?: 'product-registration' | 'return-manufacturer' | 'apply-wholesale-account'
  /** Account screens are not indexed. */
  noindex?: boolean
  /**
   * Query parameters the page reads (server render and client alike). Every other parameter
   * (`utm_*`, `gclid`, anything unknown) stays in the browser's `location` only: the server renders
   * and caches the page without it. None by default.
   */
  query?: readonly string[]
}

const ALL: readonly RegionId[] = REGION_IDS
/** The English regions read one region chooser, `intl` (docs/rules/routing.md#content-table). */
const ENGLISH_CHOOSER: Partial<Record<RegionId, string>> = Object.fromEntries(
  REGION_IDS.filter((region) => REGION_LOCALE[region].startsWith('en-')).map((region) => [region, 'intl']),
)

/** The imprint pages the law asks for: Impressum (de, §5 DDG), mentions légales (fr, LCEN art. 6). */
export const IMPRINT_SLUGS = ['impressum', 'mentions-legales'] as const
/** A product's page is served where the catalogue sells it (docs/rules/routing.md#content-table). */
const sellersOf = (product: ProductKey): readonly RegionId[] =>
  REGION_IDS.filter((region) => catalogueOf(region).some((p) => p.key === product))
/** The regions whose catalogue presents a product on the page `slug` (sold everywhere, its own page in some). */
const presentersOf = (slug: string): readonly RegionId[] =>
  REGION_IDS.filter((region) => catalogueOf(region).some((p) => p.link === slug))
const EU_SET: readonly RegionId[] = ['uk', 'eu', 'fr', 'de']
const NOT_KR_JP_CN: readonly RegionId[] = ['us', 'uk', 'eu', 'fr', 'de']

/** The content table (docs/rules/routing.md#content-table), one row per slug. */
export const PAGES: readonly PageDef[] = [
  { slug: '', type: 'home', regions: ALL, anchor: 'banner' },
  {
    slug: 'choose-your-region',
    type: 'choose-region',
    regions: ALL,
    anchor: 'header',
    bundleOf: ENGLISH_CHOOSER,
  },
  // Every robot the region sells, filterable by availability and sorted by price (docs/rules/routing.md#content-table).
  { slug: 'products', type: 'catalogue', regions: ALL, anchor: 'header', query: ['availability', 'sort'] },
  { slug: 'mini-robot', type: 'mini-robot', regions: ALL, anchor: 'banner' },
  {
    slug: 'toy-story-buzz-lightyear',
    type: 'product',
    product: 'toyStoryBuzzLightyear',
    regions: sellersOf('toyStoryBuzzLightyear'),
    anchor: 'banner',
  },
  {
    slug: 'flagship-bumblebee',
    type: 'product',
    product: 'flagshipBumblebee',
    regions: sellersOf('flagshipBumblebee'),
    anchor: 'banner',
  },
  {
    slug: 'elite-optimus-prime',
    type: 'product',
    product: 'eliteOptimusPrime',
    regions: sellersOf('eliteOptimusPrime'),
    anchor: 'banner',
  },
  {
    slug: 'grimlock-g1-flagship',
    type: 'product',
    product: 'grimlockG1Flagship',
    regions: sellersOf('grimlockG1Flagship'),
    anchor: 'banner',
  },
  {
    slug: 'bumblebee-g1-performance',
    type: 'product',
    product: 'bumblebeeG1Performance',
    regions: sellersOf('bumblebeeG1Performance'),
    anchor: 'banner',
  },
  {
    slug: 'flagship-megatron',
    type: 'product',
    product: 'flagshipMegatron',
    regions: sellersOf('flagshipMegatron'),
    anchor: 'banner',
  },
  { slug: 'ai-base', type: 'product', product: 'aiBase', regions: sellersOf('aiBase'), anchor: 'banner' },
  {
    slug: 'optimus-prime-rise-of-the-beasts-signature-limited-edition',
    type: 'product',
    product: 'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
    regions: sellersOf('optimusPrimeRiseOfTheBeastsSignatureLimitedEdition'),
    anchor: 'banner',
  },
  {
    slug: 'k1-pro-interstellar-scout',
    type: 'product',
    product: 'interstellarScoutK1pro',
    regions: presentersOf('k1-pro-interstellar-scout'),
    anchor: 'banner',
  },
  {
    slug: 'buzz-lightyear-space-ranger-alpha',
    type: 'product',
    product: 'buzzLightyearSpaceRangerAlpha',
    regions: sellersOf('buzzLightyearSpaceRangerAlpha'),
    anchor: 'banner',
  },
  {
    slug: 'flagship-optimus-prime',
    type: 'product',
    product: 'flagshipOptimusPrime',
    regions: sellersOf('flagshipOptimusPrime'),
    anchor: 'banner',
  },
  ...CAMPAIGN_PAGES,
  // jp has the bundle, so it is served; the jp navigation does not link it
  // (docs/rules/routing.md#where-to-buy-and-hong-kong-macao).
  { slug: 'where-to-buy', type: 'where-to-buy', regions: ['us', 'uk', 'eu', 'fr', 'jp', 'de'], anchor: 'header' },
  { slug: 'manuals', type: 'manuals', regions: ['us', ...EU_SET, 'kr', 'cn'], anchor: 'header' },
  { slug: 'support', type: 'article', regions: ['us'], anchor: 'header' },
  { slug: 'faq', type: 'faq', regions: ['us'], anchor: 'header' },
  // Legal pages in every region, written for its legal entity; the imprint where the law asks for one
  // (docs/rules/legal.md).
  { slug: 'cookies-policy', type: 'article', regions: ALL, anchor: 'header' },
  { slug: 'privacy-policy', type: 'article', regions: ALL, anchor: 'header' },
  { slug: 'terms-use', type: 'article', regions: ALL, anchor: 'header' },
  { slug: 'impressum', type: 'article', regions: ['de'], anchor: 'header' },
  { slug: 'mentions-legales', type: 'article', regions: ['fr'], anchor: 'header' },
  { slug: 'technical-support', type: 'article', regions: ['us'], anchor: 'header' },
  { slug: 'product-registration', type: 'form', form: 'product-registration', regions: NOT_KR_JP_CN, anchor: 'header' },
  { slug: 'return-manufacturer', type: 'form', form: 'return-manufacturer', regions: NOT_KR_JP_CN, anchor: 'header' },
  { slug: 'apply-wholesale-account', type: 'form', form: 'apply-wholesale-account', regions: ['us'], anchor: 'header' },
  // Navigation-only pages (docs/rules/routing.md#content-table); their regions are ours to choose.
  { slug: 'download-center', type: 'article', regions: ALL, anchor: 'header' },
  { slug: 'about-us', type: 'article', regions: ALL, anchor: 'header' },
  { slug: 'news', type: 'article', regions: ALL, anchor: 'header' },
  { slug: 'after-sale-service', type: 'article', regions: ['cn'], anchor: 'header' },
  { slug: 'warranty-information', type: 'article', regions: ['jp'], anchor: 'header' },
  // The profile page is `account` (us in the content table); sign-in screens are in ACCOUNT_SCREENS.
  { slug: 'account', type: 'account', regions: ['us'], anchor: 'app-menu', noindex: true },
]

/** Account screens of docs/rules/accounts.md#screens, served in every region (children of one noindex parent). */
export const ACCOUNT_SCREENS = [
  'login',
  'register',
  'verify-email',
  'set-password',
  'forgot-password',
  'secure-link-sent',
  'reset-password',
  'reset-success',
  'verify-success',
  'verify-failed',
  // The newsletter's confirm (`?confirm=`) and unsubscribe (`?unsubscribe=`) links from its mails.
  'newsletter',
  // Notify me's confirm and unsubscribe links, the same way (docs/rules/notify.md#mail-links).
  'notify',
] as const
export type AccountScreen = (typeof ACCOUNT_SCREENS)[number]

/**
 * The query parameters each account screen reads: `fromPath` (where to go after signing in) is
 * carried from screen to screen, `token` is a verification or reset link's (docs/rules/accounts.md#screens).
 */
export const ACCOUNT_SCREEN_QUERY: Readonly<Record<AccountScreen, readonly string[]>> = {
  login: ['fromPath'],
  register: ['fromPath'],
  'verify-email': ['fromPath', 'token'],
  'set-password': ['fromPath'],
  'forgot-password': ['fromPath'],
  'secure-link-sent': ['fromPath'],
  'reset-password': ['fromPath', 'token'],
  'reset-success': ['fromPath'],
  'verify-success': ['fromPath', 'token'],
  'verify-failed': ['fromPath'],
  newsletter: ['confirm', 'unsubscribe'],
  notify: ['confirm', 'unsubscribe'],
}

/**
 * Account screens search engines may index: the sign-in page is where a shopper looking for
 * "<brand> login" should land. The rest (codes, reset links, results) stay noindex.
 */
export const INDEXABLE_ACCOUNT_SCREENS: readonly AccountScreen[] = ['login']

/** The id of the part of a shared page that offers one product (a mini robot on the mini-robot page). */
export const offerAnchorOf = (key: ProductKey): string => `offer-${key}`

/**
 * Where a product's card leads in a region: its own page, or the part of the page presenting it that offers it
 * (docs/rules/prices.md#products).
 */
export function productPathOf(region: RegionId, product: { key: ProductKey; link: string }): string {
  const own = PAGES.some((page) => page.slug === product.link && page.product === product.key)
  return `${pathOf(region, product.link)}${own ? '' : `#${offerAnchorOf(product.key)}`}`
}
