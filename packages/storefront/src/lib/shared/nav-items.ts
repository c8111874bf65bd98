import {
  navsAt,
  runningCampaignsOf,
  type FooterNav,
  type Locale,
  type Nav,
  type RegionConfig,
  type RegionId,
} from '@storefront/region-config'
import { productNameIn } from '@storefront/content'
import { regionLabelOf } from '@storefront/content/region-words'
import {
  footerColumnsOf as footerColumnsOfNavs,
  type HeaderNavItem,
  type HeaderProps,
  type NewsletterFormProps,
} from '@storefront/ui'
import { hrefIn, hrefOf } from './links'
import type { Translate } from './translate'

export interface LinkColumn {
  title: string
  links: { label: string; href: string }[]
}

/**
 * A navigation item's label in the page's language: a product entry takes the product's name there, any
 * other its `nav.<identify>` message.
 */
export const navLabelOf = (nav: Pick<Nav, 'label' | 'identify'>, language: Locale, t: Translate): string =>
  nav.label === undefined ? t(`nav.${nav.identify}`) : productNameIn(language, { key: nav.identify, name: nav.label })

/** The footer's link columns in the region and language (the ui's footerColumnsOf, which the stories build with). */
export const footerColumnsOf = (
  region: RegionId,
  language: Locale,
  navs: readonly Nav[],
  footerNavs: readonly FooterNav[],
  t: Translate,
): LinkColumn[] =>
  footerColumnsOfNavs(navs, footerNavs, {
    navLabel: (nav) => navLabelOf(nav, language, t),
    // The language's own copy of a page where it has one (the Hong Kong/Macao privacy notice).
    href: (link) => hrefIn(region, language, link),
    t,
  })

/**
 * The header's navigation (docs/rules/regions.md#navigation-and-footer): the region's navs and their children that are
 * not `hidden.header`, named in the page's language. The current page's entry is marked where the header renders
 * (`markCurrent` in the header island), so the same items serve every page of a region and language.
 */
export function headerItemsOf(region: RegionId, language: Locale, navs: readonly Nav[], t: Translate): HeaderNavItem[] {
  return navs
    .filter((nav) => !nav.hidden?.header)
    .map((nav) => ({
      id: nav.identify,
      label: navLabelOf(nav, language, t),
      href: hrefOf(region, nav.link),
      // A copy: the header's words are shared between pages (headerWordsOf), the config's own tag is not theirs.
      ...(nav.tag ? { tag: { ...nav.tag } } : {}),
      ...(nav.children ? { children: headerItemsOf(region, language, nav.children, t) } : {}),
    }))
}

/** The header's words and menu for a region and language: what `Header` takes but the account slot. */
export type HeaderWords = Omit<HeaderProps, 'actions'>

const headerWordsBy = new WeakMap<RegionConfig, WeakMap<Translate, Map<string, HeaderWords>>>()

/**
 * The header's brand, links, menu and labels at `now`. They follow from the region's config, the page's language and
 * the campaigns running at `now` (a running campaign joins the menu), so they are made once per region, language and
 * set of running campaigns.
 */
export function headerWordsOf(config: RegionConfig, language: Locale, now: number, t: Translate): HeaderWords {
  let byTranslator = headerWordsBy.get(config)
  if (!byTranslator) headerWordsBy.set(config, (byTranslator = new WeakMap()))
  let byCampaigns = byTranslator.get(t)
  if (!byCampaigns) byTranslator.set(t, (byCampaigns = new Map()))
  const running = runningCampaignsOf(config.id, now).join(',')
  let words = byCampaigns.get(running)
  if (!words) {
    words = {
      brand: t('brand.name'),
      homeHref: config.home,
      items: headerItemsOf(config.id, language, navsAt(config.navs, config.id, now), t),
      regionLabel: regionLabelOf(config.id, language),
      regionHref: config.region.link,
      labels: {
        mainNav: t('a11y.mainNav'),
        openMenu: t('a11y.openMenu'),
        closeMenu: t('a11y.closeMenu'),
        home: t('a11y.home'),
      },
    }
    byCampaigns.set(running, words)
  }
  return words
}

const NEWSLETTER_TEXTS = [
  'title',
  'description',
  'placeholder',
  'button',
  'optIn',
  'optInRequired',
  'success',
  'invalid',
  'already',
] as const

/** The footer newsletter's texts: the `newsletter` messages of the page's language. */
export const newsletterTextsOf = (t: Translate): NewsletterFormProps['texts'] =>
  Object.fromEntries(NEWSLETTER_TEXTS.map((key) => [key, t(`newsletter.${key}`)])) as NewsletterFormProps['texts']

export interface FooterWords {
  columns: LinkColumn[]
  newsletter: NewsletterFormProps['texts']
}

const footerWordsBy = new WeakMap<RegionConfig, WeakMap<Translate, FooterWords>>()

/**
 * The footer's link columns (footerColumnsOf) and newsletter texts (newsletterTextsOf; double opt-in regions say the
 * mailed link must be opened: the service answers alike for new and known addresses, so there is no "already
 * subscribed" to show). Both follow from the region's config and the page's language alone, and a server translator
 * is fixed per language (translate.tsx): made once per region and language, where every page built them anew, and
 * kept.
 */
export function footerWordsOf(config: RegionConfig, language: Locale, t: Translate): FooterWords {
  let byTranslator = footerWordsBy.get(config)
  if (!byTranslator) footerWordsBy.set(config, (byTranslator = new WeakMap()))
  let words = byTranslator.get(t)
  if (!words) {
    words = {
      columns: footerColumnsOf(config.id, language, config.navs, config.footerNavs, t),
      newsletter: {
        ...newsletterTextsOf(t),
        ...(config.newsletterDoubleOptIn ? { success: t('footer.newsletterConfirm') } : {}),
      },
    }
    byTranslator.set(t, words)
  }
  return words
}
