import { catalogueOf } from './catalogue'
import type { LabelKey } from './nav-keys'
import { IMPRINT_SLUGS, PAGES } from './pages'
import { PRODUCT_BASE } from './products'
import type { RegionId } from './regions'
import type { FooterNav, Nav, RegionConfig } from './schema'

/** A region's menus: the header's `navs`, the footer's columns, and cn's staged text banner. */
export type RegionNavigation = Pick<RegionConfig, 'navs' | 'footerNavs' | 'textBanner'>

/** An entry named by its key (content's `nav.<key>`), linking to the page of that slug. */
function leaf(key: LabelKey, hidden?: Nav['hidden']): Nav {
  return { link: key, identify: key, ...(hidden ? { hidden } : {}) }
}

/** The Products menu: every product the region has a page for, tagged HOT/NEW from the catalogue. */
function productsMenu(region: RegionId): Nav {
  const children: Nav[] = []
  for (const p of catalogueOf(region)) {
    if (p.key === 'miniRobot' || p.link === 'mini-robot' || p.key === 'eliteOptimusPrimeAiBase') continue
    children.push({
      label: PRODUCT_BASE[p.key].name,
      link: p.link,
      identify: p.key,
      ...(p.tag ? { tag: { color: 'red' as const, label: p.tag } } : {}),
    })
  }
  children.push(leaf('mini-robot'))
  // The menu and its first entry lead to the catalogue page, every robot of the region.
  return { ...leaf('products'), children: [{ link: 'products', identify: 'all-products' }, ...children] }
}

function footer(columns: [LabelKey, LabelKey[]][]): FooterNav[] {
  return columns.map(([title, links]) => ({
    title,
    // A link never repeats its column's title: the support page under "Support" is the help centre.
    links: links.map((link) => (link === title ? { link, identify: HELP_CENTER[link] ?? link } : { link })),
  }))
}

/** The label of an overview page listed under a title of its own name ("Support › Help Center"). */
const HELP_CENTER: Partial<Record<LabelKey, LabelKey>> = { support: 'help-center' }

/** A menu of pages under `key`, which links to the first of them; none is labelled like its parent. */
function group(key: LabelKey, children: LabelKey[]): Nav {
  return {
    ...leaf(key),
    link: children[0]!,
    children: children.map((c) => (c === key ? { ...leaf(c), identify: HELP_CENTER[c] ?? c } : leaf(c))),
  }
}

/**
 * The footer's legal column: privacy, cookies and terms, and the imprint where the region has one
 * (docs/rules/legal.md). Derived from the route table, so a region's imprint page is linked once it exists.
 */
function legalColumn(region: RegionId): [LabelKey, LabelKey[]] {
  const imprint = IMPRINT_SLUGS.filter((slug) => PAGES.some((p) => p.slug === slug && p.regions.includes(region)))
  return ['legal', ['privacy-policy', 'cookies-policy', 'terms-use', ...imprint]]
}

const intlSupport: LabelKey[] = ['manuals', 'download-center', 'product-registration', 'return-manufacturer']

/** uk, eu, fr and de share one set of menus (docs/rules/regions.md#navigation-and-footer). */
const europe = (region: 'uk' | 'eu' | 'fr' | 'de'): RegionNavigation => ({
  navs: [
    productsMenu(region),
    group('support', intlSupport),
    leaf('where-to-buy'),
    group('company', ['about-us', 'news']),
  ],
  footerNavs: footer([
    ['support', [...intlSupport, 'where-to-buy']],
    ['company', ['about-us', 'news', 'choose-your-region']],
    legalColumn(region),
  ]),
})

/** Each region's menus; a page slug in them must be a page of the region (`nav-check.ts`). */
export const NAVIGATION: Record<RegionId, RegionNavigation> = {
  cn: {
    navs: [
      productsMenu('cn'),
      group('support', ['manuals', 'download-center', 'after-sale-service']),
      group('company', ['about-us', 'news']),
    ],
    footerNavs: footer([
      ['support', ['manuals', 'download-center', 'after-sale-service']],
      ['company', ['about-us', 'news', 'choose-your-region']],
      legalColumn('cn'),
    ]),
    textBanner: {
      // Its words are content's (TEXT_BANNER_WORDS), docs/rules/banners.md#text-banner.
      link: 'flagship-megatron',
      bg: '#b3121d',
      stages: [
        { stage: 1, link: 'flagship-megatron' },
        { stage: 2, link: 'flagship-megatron' },
        { stage: 3, link: 'flagship-megatron' },
        { stage: 4, link: 'flagship-megatron' },
      ],
    },
  },
  us: {
    navs: [
      productsMenu('us'),
      leaf('mini-robot', { header: true }),
      group('support', ['support', 'manuals', 'faq', 'technical-support', 'download-center', ...intlSupport.slice(2)]),
      leaf('where-to-buy'),
      group('company', ['about-us', 'news', 'apply-wholesale-account']),
    ],
    footerNavs: footer([
      [
        'support',
        ['support', 'faq', 'manuals', 'technical-support', 'product-registration', 'return-manufacturer', 'account'],
      ],
      ['company', ['about-us', 'news', 'where-to-buy', 'apply-wholesale-account', 'choose-your-region']],
      ['legal', ['privacy-policy', 'terms-use', 'cookies-policy']],
    ]),
  },
  uk: europe('uk'),
  eu: europe('eu'),
  fr: europe('fr'),
  de: europe('de'),
  jp: {
    navs: [
      productsMenu('jp'),
      group('support', ['download-center', 'warranty-information']),
      group('company', ['about-us', 'news']),
    ],
    footerNavs: footer([
      ['support', ['download-center', 'warranty-information']],
      ['company', ['about-us', 'news', 'choose-your-region']],
      legalColumn('jp'),
    ]),
  },
  kr: {
    navs: [
      productsMenu('kr'),
      group('support', ['manuals', 'download-center']),
      group('company', ['about-us', 'news']),
    ],
    footerNavs: footer([
      ['support', ['manuals', 'download-center']],
      ['company', ['about-us', 'news', 'choose-your-region']],
      legalColumn('kr'),
    ]),
  },
}
