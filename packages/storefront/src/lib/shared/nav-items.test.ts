import { beforeAll, describe, expect, it } from 'vitest'
import {
  REGION_IDS,
  navsAt,
  regionConfig,
  runningCampaignsOf,
  type FooterNav,
  type Nav,
} from '@storefront/region-config'
import { createI18nInstance, loadResources } from '@storefront/content'
import { regionLabelOf } from '@storefront/content/region-words'
import {
  footerColumnsOf,
  footerWordsOf,
  headerItemsOf,
  headerWordsOf,
  navLabelOf,
  newsletterTextsOf,
} from './nav-items'
import type { Translate } from './translate'

const t: Record<'en' | 'zh', Translate> = { en: () => '', zh: () => '' }
beforeAll(async () => {
  t.en = createI18nInstance('en-US', await loadResources('en-US')).t as Translate
  t.zh = createI18nInstance('zh-CN', await loadResources('zh-CN')).t as Translate
})

const navs: Nav[] = [
  { label: 'Products', link: 'flagship-bumblebee', identify: 'products' },
  { label: 'Support', footerLabel: 'Help centre', link: 'support', identify: 'support' },
  { label: 'News', link: 'news', identify: 'news', hidden: { footer: true } },
  { label: 'About', link: 'about-us', identify: 'about-us', hidden: { header: true } },
]
const footerNavs: FooterNav[] = [{ title: 'company', links: [{ link: 'terms-use' }] }]

describe('footer columns', () => {
  it('lists the navigation under footerLabel where given, leaves hidden.footer out, then the footer navs', () => {
    expect(footerColumnsOf('us', 'en-US', navs, footerNavs, t.en)).toEqual([
      {
        title: 'Explore',
        links: [
          { label: 'Products', href: '/us/flagship-bumblebee' },
          { label: 'Help centre', href: '/us/support' },
          { label: 'About', href: '/us/about-us' },
        ],
      },
      { title: 'Company', links: [{ label: 'Terms of Use', href: '/us/terms-use' }] },
    ])
  })

  it('leaves out an entry the footer navs already link, once per page', () => {
    const linked: FooterNav[] = [{ title: 'company', links: [{ label: 'Help', link: 'support' }] }]
    const labels = footerColumnsOf('us', 'en-US', navs, linked, t.en)[0]!.links.map((l) => l.label)
    expect(labels).toEqual(['Products', 'About'])
  })

  it('has no navigation column when every entry is hidden in the footer', () => {
    const hidden = navs.map((n) => ({ ...n, hidden: { footer: true } }))
    expect(footerColumnsOf('cn', 'zh-CN', hidden, footerNavs, t.zh).map((c) => c.title)).toEqual(['公司'])
  })

  it('names a product entry in the page language, and cn’s configured navigation in Chinese', () => {
    expect(navLabelOf({ label: 'Flagship Megatron', identify: 'flagshipMegatron' }, 'zh-CN', t.zh)).toBe('威震天旗舰版')
    expect(navLabelOf({ label: 'Flagship Megatron', identify: 'flagshipMegatron' }, 'fr-FR', t.en)).toBe(
      'Flagship Megatron',
    )
    const cn = regionConfig('cn')
    const columns = footerColumnsOf('cn', 'zh-CN', cn.navs, cn.footerNavs, t.zh)
    expect(columns[0]!.title).toBe('探索')
    const labels = columns.flatMap((c) => [c.title, ...c.links.map((l) => l.label)])
    expect(labels.every(Boolean)).toBe(true)
    // "Cookie" is the loanword Chinese legal pages use (Cookie 政策); nothing else is Latin.
    expect(labels.join('').replaceAll('Cookie', '')).not.toMatch(/[A-Za-z]{4}/)
  })

  it('names an entry without a label by its `nav` message', () => {
    expect(navLabelOf({ identify: 'where-to-buy' }, 'en-US', t.en)).toBe('Where to Buy')
    expect(navLabelOf({ identify: 'where-to-buy' }, 'zh-CN', t.zh)).toBe('购买渠道')
  })
})

describe('newsletter texts', () => {
  it("are the page language's `newsletter` messages, none empty", () => {
    const texts = newsletterTextsOf(t.en)
    expect(texts.invalid).toBe('Incorrect email address format')
    expect(Object.values(texts).every(Boolean)).toBe(true)
  })
})

describe('footer words', () => {
  it("are the region's footer columns and newsletter texts in its language, made once per region and language", () => {
    const us = regionConfig('us')
    const words = footerWordsOf(us, 'en-US', t.en)
    expect(words.columns).toEqual(footerColumnsOf('us', 'en-US', us.navs, us.footerNavs, t.en))
    expect(words.newsletter).toEqual(newsletterTextsOf(t.en))
    expect(footerWordsOf(us, 'en-US', t.en)).toBe(words)
    const cn = footerWordsOf(regionConfig('cn'), 'zh-CN', t.zh)
    expect(cn).not.toBe(words)
    expect(cn.columns).toEqual(
      footerColumnsOf('cn', 'zh-CN', regionConfig('cn').navs, regionConfig('cn').footerNavs, t.zh),
    )
  })

  it('tell a double opt-in region that the mailed link must be opened', () => {
    const doubleOptIn = REGION_IDS.map(regionConfig).find((config) => config.newsletterDoubleOptIn)!
    const words = footerWordsOf(doubleOptIn, 'en-US', t.en)
    expect(words.newsletter.success).toBe(t.en('footer.newsletterConfirm'))
    expect(words.newsletter.success).not.toBe(newsletterTextsOf(t.en).success)
  })
})

describe('header items', () => {
  it('leaves hidden.header entries out, at the top and in sub-menus, and keeps hidden.footer ones', () => {
    const withChildren: Nav[] = [
      {
        label: 'Support',
        link: 'support',
        identify: 'support',
        children: [
          { label: 'FAQ', link: 'faq', identify: 'faq', hidden: { header: true } },
          { label: 'Manuals', link: 'manuals', identify: 'manuals' },
        ],
      },
      ...navs,
    ]
    const items = headerItemsOf('us', 'en-US', withChildren, t.en)
    expect(items.map((i) => i.label)).toEqual(['Support', 'Products', 'Support', 'News'])
    expect(items[0]!.children!.map((c) => c.href)).toEqual(['/us/manuals'])
    // Marked where the header renders, per page (markCurrent): the items serve every page.
    expect(items.flatMap((i) => [i, ...(i.children ?? [])]).some((i) => 'current' in i)).toBe(false)
  })

  it('names cn’s product entries in Chinese', () => {
    const cn = regionConfig('cn')
    const products = headerItemsOf('cn', 'zh-CN', cn.navs, t.zh).flatMap((i) => i.children ?? [])
    expect(products.map((p) => p.label)).toContain('威震天旗舰版')
    expect(products.map((p) => p.label).join('')).not.toMatch(/Flagship|Megatron/)
  })
})

describe('header words', () => {
  const us = regionConfig('us')
  // Noon of each day from 2025 to 2028: one instant with a campaign running in the us menu and one without.
  const days = Array.from({ length: 4 * 366 }, (_, day) => Date.UTC(2025, 0, 1, 12) + day * 86_400_000)
  const during = days.find((now) => runningCampaignsOf('us', now).length > 0)!
  const outside = days.find((now) => runningCampaignsOf('us', now).length === 0)!

  it("are the region's brand, links, menu and labels in its language, the running campaigns in the menu", () => {
    expect(during).toBeDefined()
    for (const now of [during, outside]) {
      expect(headerWordsOf(us, 'en-US', now, t.en)).toEqual({
        brand: t.en('brand.name'),
        homeHref: us.home,
        items: headerItemsOf('us', 'en-US', navsAt(us.navs, 'us', now), t.en),
        regionLabel: regionLabelOf('us', 'en-US'),
        regionHref: us.region.link,
        labels: {
          mainNav: t.en('a11y.mainNav'),
          openMenu: t.en('a11y.openMenu'),
          closeMenu: t.en('a11y.closeMenu'),
          home: t.en('a11y.home'),
        },
      })
    }
    const campaigns = runningCampaignsOf('us', during)
    const menu = headerWordsOf(us, 'en-US', during, t.en).items[0]!.children!.map((item) => item.id)
    expect(menu).toEqual(expect.arrayContaining(campaigns))
    expect(headerWordsOf(us, 'en-US', outside, t.en).items[0]!.children!.map((item) => item.id)).not.toEqual(
      expect.arrayContaining(campaigns),
    )
  })

  it('are made once per region, language and running campaigns, with tags of their own', () => {
    const words = headerWordsOf(us, 'en-US', during, t.en)
    expect(headerWordsOf(us, 'en-US', during + 1000, t.en)).toBe(words)
    expect(headerWordsOf(us, 'en-US', outside, t.en)).not.toBe(words)
    expect(headerWordsOf(regionConfig('cn'), 'zh-CN', during, t.zh)).not.toBe(words)
    // What they were made from stays the config's: the tags are copies.
    const tagged = words.items.flatMap((item) => [item, ...(item.children ?? [])]).filter((item) => item.tag)
    expect(tagged.length).toBeGreaterThan(0)
    const configTags = us.navs
      .flatMap((nav) => [nav, ...(nav.children ?? [])])
      .flatMap((nav) => (nav.tag ? [nav.tag] : []))
    expect(configTags.length).toBeGreaterThan(0)
    for (const item of tagged) expect(configTags).not.toContain(item.tag)
    expect(configTags).toContainEqual(tagged[0]!.tag)
  })
})
