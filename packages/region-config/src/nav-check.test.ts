import { describe, expect, it } from 'vitest'
import { brokenNavLinks, REGION_CONFIGS } from './index'
import { REGION_DATA } from './region-data'
import { REGION_IDS, type RegionId } from './regions'
import { hasPage } from './routes'
import type { RegionConfig } from './schema'

/** Every link of a region's navigation: header navs, their children, footer columns. */
const navLinks = (config: RegionConfig): string[] => [
  ...config.navs.flatMap((n) => [n.link, ...(n.children ?? []).map((c) => c.link)]),
  ...config.footerNavs.flatMap((f) => f.links.map((l) => l.link)),
]

describe('navigation integrity', () => {
  it.each(REGION_IDS)('every nav, child and footer link of %s leads to a page it has', (region) => {
    expect(brokenNavLinks(region, REGION_CONFIGS[region])).toEqual([])
    for (const link of navLinks(REGION_CONFIGS[region])) {
      if (!link.startsWith('https://')) expect(hasPage(region, link), `${region} → ${link}`).toBe(true)
    }
  })

  it('reports a broken top-level, child, footer and banner link, and only those', () => {
    const base = structuredClone(REGION_DATA.kr)
    const bad: RegionConfig = {
      ...base,
      navs: [
        ...base.navs,
        { label: 'Where to buy', link: 'where-to-buy', identify: 'where-to-buy' },
        {
          label: 'Shop',
          link: 'mini-robot',
          identify: 'shop',
          children: [
            { label: 'Megatron', link: 'flagship-megatron', identify: 'flagshipMegatron' },
            { label: 'Outbound', link: 'https://smartstore.naver.com/mechaform', identify: 'outbound' },
            { label: 'Home', link: '', identify: 'home' },
          ],
        },
      ],
      footerNavs: [...base.footerNavs, { title: 'privacy-policy', links: [{ label: 'FAQ', link: 'faq' }] }],
      textBanner: {
        link: 'mini-robot',
        bg: '#000000',
        stages: [
          { stage: 1, link: 'no-such-page' },
          { stage: 2 },
          { stage: 3, link: 'news' },
          { stage: 4, link: 'manuals' },
        ],
      },
    }
    expect(brokenNavLinks('kr', bad)).toEqual([
      { where: 'nav', label: 'Where to buy', link: 'where-to-buy' },
      { where: 'child', label: 'Megatron', link: 'flagship-megatron' },
      { where: 'footer', label: 'FAQ', link: 'faq' },
      { where: 'text-banner', label: 'text banner stage 1', link: 'no-such-page' },
    ])
  })

  it('judges a link by the region it is in: a us page is broken on de', () => {
    const faqNav = { navs: [{ label: 'FAQ', link: 'faq', identify: 'faq' }], footerNavs: [] }
    expect(brokenNavLinks('us', faqNav)).toEqual([])
    expect(brokenNavLinks('de', faqNav)).toEqual([{ where: 'nav', label: 'FAQ', link: 'faq' }])
  })

  it('reports a link to a page that exists nowhere', () => {
    for (const region of REGION_IDS) {
      const config = {
        ...REGION_CONFIGS[region],
        footerNavs: [{ title: 'support' as const, links: [{ label: 'Typo', link: 'manauls' }] }],
      }
      expect(brokenNavLinks(region, config)).toEqual([{ where: 'footer', label: 'Typo', link: 'manauls' }])
    }
  })
})

describe('where-to-buy in navigation (docs/rules/routing.md#where-to-buy-and-hong-kong-macao)', () => {
  it.each(['kr', 'jp', 'cn'] as RegionId[])('%s has no where-to-buy link anywhere in its navigation', (region) => {
    expect(navLinks(REGION_CONFIGS[region])).not.toContain('where-to-buy')
    expect(navLinks(REGION_CONFIGS[region]).some((l) => l.includes('where-to-buy'))).toBe(false)
  })

  it('jp serves the page but does not link it', () => {
    expect(hasPage('jp', 'where-to-buy')).toBe(true)
    expect(navLinks(REGION_CONFIGS.jp)).not.toContain('where-to-buy')
  })

  it.each(['us', 'uk', 'eu', 'fr', 'de'] as RegionId[])('%s links where-to-buy', (region) => {
    expect(navLinks(REGION_CONFIGS[region])).toContain('where-to-buy')
  })
})

describe('navigation-only pages per region', () => {
  it('cn links after-sale-service, jp warranty-information, us apply-wholesale-account', () => {
    expect(navLinks(REGION_CONFIGS.cn)).toContain('after-sale-service')
    expect(navLinks(REGION_CONFIGS.jp)).toContain('warranty-information')
    expect(navLinks(REGION_CONFIGS.us)).toContain('apply-wholesale-account')
  })

  it('us links its support pages (support, faq, technical-support, privacy-policy, terms-use, account)', () => {
    expect(navLinks(REGION_CONFIGS.us)).toEqual(
      expect.arrayContaining(['support', 'faq', 'technical-support', 'privacy-policy', 'terms-use', 'account']),
    )
  })
})
