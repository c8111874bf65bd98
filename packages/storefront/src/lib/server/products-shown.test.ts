import { describe, expect, it } from 'vitest'
import { catalogueOf, resolvePath, type FlatRoute } from '@storefront/region-config'
import type { PageContent } from '@storefront/content'
import { productsOfThePage, wholeCatalogue } from './products-shown'

const catalogue = catalogueOf('us')
const routeOf = (path: string): FlatRoute => {
  const resolution = resolvePath(path, Date.parse('2026-11-22T12:00:00+08:00'))
  if (resolution.kind !== 'page') throw new Error(`${path} is no page`)
  return resolution.route
}
const listing = (...keys: string[]) => ({ hero: {}, sections: [{ kind: 'products', keys }] }) as unknown as PageContent

describe('the robots a page shows', () => {
  it("a product page: its own robot and those its copy lists, in the catalogue's order", () => {
    const route = routeOf('/us/flagship-megatron')
    expect(productsOfThePage(route, null, catalogue).map((p) => p.key)).toEqual([route.meta.product])
    const shown = productsOfThePage(route, listing('aiBase', 'miniRobot'), catalogue).map((p) => p.key)
    expect(new Set(shown)).toEqual(new Set([route.meta.product, 'aiBase', 'miniRobot']))
    expect(shown).toEqual(catalogue.map((p) => p.key).filter((key) => shown.includes(key)))
  })

  it('a page presenting robots (their link): each of them, so the page can offer them', () => {
    for (const [region, path] of [
      ['us', '/us/elite-optimus-prime'],
      ['kr', '/kr/mini-robot'],
      ['cn', '/mini-robot'],
    ] as const) {
      const route = routeOf(path)
      const presented = catalogueOf(region).filter((p) => p.link === route.meta.slug)
      expect(presented.length, path).toBeGreaterThan(0)
      const shown = productsOfThePage(route, null, catalogueOf(region))
      for (const p of presented) expect(shown, `${path} ${p.key}`).toContain(p)
    }
  })

  it('a page without copy or product: none; a form or the not-found page: every one', () => {
    expect(productsOfThePage(routeOf('/us/login'), null, catalogue)).toEqual([])
    expect(wholeCatalogue(null, null, catalogue)).toBe(catalogue)
  })
})
