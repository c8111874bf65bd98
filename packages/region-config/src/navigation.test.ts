import { describe, expect, it } from 'vitest'
import { NAVIGATION } from './navigation'
import { REGION_IDS } from './regions'

describe('navigation (docs/rules/regions.md#navigation-and-footer)', () => {
  it('leads the Products menu and its first entry to the catalogue page in every region', () => {
    for (const region of REGION_IDS) {
      const products = NAVIGATION[region].navs[0]!
      expect(products.identify, region).toBe('products')
      expect(products.link, region).toBe('products')
      expect(products.children?.[0], region).toEqual({ link: 'products', identify: 'all-products' })
    }
  })

  it('never names an entry like its parent menu or a footer link like its column', () => {
    for (const region of REGION_IDS) {
      for (const nav of NAVIGATION[region].navs)
        for (const child of nav.children ?? [])
          expect(child.identify, `${region} ${nav.identify}`).not.toBe(nav.identify)
      for (const column of NAVIGATION[region].footerNavs)
        for (const link of column.links)
          expect(link.identify ?? link.link, `${region} ${column.title}`).not.toBe(column.title)
    }
  })

  it('puts only legal pages under the us "Legal" column, and the account under Support', () => {
    const columns = Object.fromEntries(NAVIGATION.us.footerNavs.map((c) => [c.title, c.links.map((l) => l.link)]))
    expect(columns.legal).toEqual(['privacy-policy', 'terms-use', 'cookies-policy'])
    expect(columns['privacy-policy']).toBeUndefined()
    expect(columns.support).toContain('account')
  })
})
