/**
 * What a story needs to show a component the way a region's storefront shows it: the region's
 * config and catalogue (@storefront/region-config), its message bundle (@storefront/content), and
 * helpers that format prices and links like the storefront does. Storybook's preview loads one kit
 * per story for the region chosen in the toolbar; stories read it from `context.loaded.kit`.
 */
import {
  REGION_CURRENCY,
  REGION_IDS,
  REGION_LOCALE,
  catalogueOf,
  formatPrice,
  pathOf,
  regionConfig,
  type Locale,
  type Product,
  type RegionConfig,
  type RegionId,
} from '@storefront/region-config'
import {
  createI18nInstance,
  loadPageContent,
  loadResources,
  localizeProducts,
  productNameIn,
  type PageContent,
} from '@storefront/content'
import type { NewsletterFormProps } from '../components/newsletter-form/newsletter-form'
import { pseudoKit } from './pseudo-kit'

export interface RegionKit {
  region: RegionId
  locale: Locale
  config: RegionConfig
  catalogue: readonly Product[]
  /** Translates a key of the region's `common` bundle (zh-CN fallback, '' when missing, like the storefront). */
  t: (key: string, values?: Record<string, unknown>) => string
  /** The same over the `account` bundle (the account screens' copy). */
  tAccount: (key: string, values?: Record<string, unknown>) => string
  /** The footer newsletter's texts (the bundle's `newsletter` messages). */
  newsletter: NewsletterFormProps['texts']
  /** A navigation entry's name: a product's own, else its `nav.<identify>` message. */
  navLabel: (nav: { label?: string | undefined; identify: string }) => string
  /** A price in the region's currency and locale. */
  price: (amount: number) => string
  /** A navigation or content link (page slug or https URL) as an href in the region. */
  href: (link: string) => string
  /** A page bundle's copy in the region's language (shared `en` copy where the locale has none); null when the
   * region has no such page. */
  page: (bundle: string) => Promise<PageContent | null>
  /** The instant stories render at: inside launch stage 2 and after the Megatron promo start. */
  now: number
}

/** A fixed story clock (launch stage 2, the day before the Megatron promo), so screenshots and tests never change
 * with the date. */
export const STORY_NOW = Date.parse('2025-09-21T12:00:00+08:00')

export const REGION_TOOLBAR_ITEMS = REGION_IDS.map((id) => ({
  value: id,
  title: `${id} · ${REGION_LOCALE[id]} · ${REGION_CURRENCY[id]}`,
}))

const kits = new Map<RegionId, Promise<RegionKit>>()

/** Loads (once per region) the kit for a region; unknown ids fall back to the default region cn. */
export function loadRegionKit(id: string): Promise<RegionKit> {
  const region: RegionId = (REGION_IDS as readonly string[]).includes(id) ? (id as RegionId) : 'cn'
  let kit = kits.get(region)
  if (!kit) {
    kit = (async () => {
      const config = regionConfig(region)
      const locale = REGION_LOCALE[region]
      const i18n = createI18nInstance(locale, await loadResources(locale, ['common', 'api', 'account']))
      return {
        region,
        locale,
        config,
        catalogue: localizeProducts(catalogueOf(region), locale, i18n.t),
        t: (key, values) => String(i18n.t(key, values ?? {})),
        newsletter: i18n.t('newsletter', { returnObjects: true }) as NewsletterFormProps['texts'],
        // As the storefront's navLabelOf: a product entry takes the product's name in the language.
        navLabel: (nav) =>
          nav.label === undefined
            ? String(i18n.t(`nav.${nav.identify}`))
            : productNameIn(locale, { key: nav.identify, name: nav.label }),
        tAccount: (key, values) => String(i18n.t(key, { ...values, ns: 'account' })),
        price: (amount) => formatPrice(amount, config.currency, locale),
        href: (link) => (/^https?:\/\//.test(link) ? link : pathOf(region, link)),
        page: (bundle) => loadPageContent(locale, bundle),
        now: STORY_NOW,
      }
    })()
    kits.set(region, kit)
  }
  return kit
}

/** The kit of the story's region in the words the Text toolbar picks (the region's, or the pseudo-locale), for the
 * preview's loader and for story loaders (Storybook runs loaders in parallel, so they cannot read `loaded.kit`). */
export async function kitFor(context: { globals: Record<string, unknown> }): Promise<RegionKit> {
  const kit = await loadRegionKit(String(context.globals.region ?? 'us'))
  return context.globals.text === 'pseudo' ? pseudoKit(kit) : kit
}

/** The kit a preview loader put into a story's context. */
export function kitOf(context: { loaded: Record<string, unknown> }): RegionKit {
  const kit = context.loaded.kit as RegionKit | undefined
  if (!kit) throw new Error('No region kit: stories need the Storybook preview loader of apps/storybook')
  return kit
}

// The side-by-side story helper, for apps/storybook's check that every component has one.
export { SIDE_BY_SIDE, SIDE_BY_SIDE_REGIONS, sideBySide } from './side-by-side'
