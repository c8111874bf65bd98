import { describe, expect, it } from 'vitest'
import { regionConfig, type Nav } from '@storefront/region-config'
import { footerColumnsOf, headerItemsOf, navLabelOf } from './nav-items'

const navs: Nav[] = [
  { label: 'Products', link: 'flagship-bumblebee', identify: 'products' },
  { label: 'Support', footerLabel: 'Help centre', link: 'support', identify: 'support' },
  { label: 'News', link: 'news', identify: 'news', hidden: { footer: true } },
  { label: 'About', link: 'about-us', identify: 'about-us', hidden: { header: true } },
]
const footerNavs = [{ title: 'Company', links: [{ label: 'Terms', link: 'terms-use' }] }]

describe('footer columns', () => {
  it('lists the navigation under footerLabel where given, leaves hidden.footer out, then the footer navs', () => {
    expect(footerColumnsOf('us', 'en-US', navs, footerNavs, 'Explore')).toEqual([
      {
        title: 'Explore',
        links: [
          { label: 'Products', href: '/us/flagship-bumblebee' },
          { label: 'Help centre', href: '/us/support' },
          { label: 'About', href: '/us/about-us' },
        ],
      },
      { title: 'Company', links: [{ label: 'Terms', href: '/us/terms-use' }] },
    ])
  })

  it('leaves out an entry the footer navs already link, once per page', () => {
    const linked = [{ title: 'Company', links: [{ label: 'Help', link: 'support' }] }]
    const labels = footerColumnsOf('us', 'en-US', navs, linked, 'Explore')[0]!.links.map((l) => l.label)
    expect(labels).toEqual(['Products', 'About'])
  })

  it('has no navigation column when every entry is hidden in the footer', () => {
    const hidden = navs.map((n) => ({ ...n, hidden: { footer: true } }))
    expect(footerColumnsOf('cn', 'zh-CN', hidden, footerNavs, '探索').map((c) => c.title)).toEqual(['Company'])
  })

  it('names a product entry in the page language, and cn’s configured navigation in Chinese', () => {
    expect(navLabelOf({ label: 'Flagship Megatron', identify: 'flagshipMegatron' }, 'zh-CN')).toBe('威震天旗舰版')
    expect(navLabelOf({ label: 'Flagship Megatron', identify: 'flagshipMegatron' }, 'fr-FR')).toBe('Flagship Megatron')
    const cn = regionConfig('cn')
    const labels = footerColumnsOf('cn', 'zh-CN', cn.navs, cn.footerNavs, '探索')[0]!.links.map((l) => l.label)
    expect(labels.join('')).not.toMatch(/[A-Za-z]{4}/)
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
    const items = headerItemsOf('us', 'en-US', withChildren, '/us/news')
    expect(items.map((i) => i.label)).toEqual(['Support', 'Products', 'Support', 'News'])
    expect(items[0]!.children!.map((c) => c.href)).toEqual(['/us/manuals'])
    expect(items.find((i) => i.id === 'news')).toMatchObject({ current: true })
  })

  it('names cn’s product entries in Chinese', () => {
    const cn = regionConfig('cn')
    const products = headerItemsOf('cn', 'zh-CN', cn.navs, '/').flatMap((i) => i.children ?? [])
    expect(products.map((p) => p.label)).toContain('威震天旗舰版')
    expect(products.map((p) => p.label).join('')).not.toMatch(/Flagship|Megatron/)
  })
})
