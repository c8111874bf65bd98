import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PageContext } from 'vike/types'
import { PAGE_TYPES, ROUTES, resolvePath, type PageType } from '@storefront/region-config'
import { onBeforeRoute } from '../../../pages/+onBeforeRoute'
import { VIKE_PAGE_OF, routeFor } from './route-for'

const pagesDir = path.join(import.meta.dirname, '../../../pages')
const VIKE_PAGES = [...new Set(Object.values(VIKE_PAGE_OF))]
const NOW = Date.UTC(2026, 10, 27, 12)
const pageOfType = (component: PageType) =>
  ({ resolution: { kind: 'page', region: 'us', route: { component } } }) as unknown as PageContext

describe('routeFor', () => {
  it("matches each page type on its Vike page alone (the content page's several)", () => {
    for (const type of PAGE_TYPES)
      for (const page of VIKE_PAGES) expect(routeFor(page)(pageOfType(type))).toBe(VIKE_PAGE_OF[type] === page)
    expect(routeFor('/pages/product')({ resolution: undefined } as unknown as PageContext)).toBe(false)
  })

  it('is the route of every Vike page it names, each a page directory', () => {
    for (const page of VIKE_PAGES) {
      const route = fs.readFileSync(path.join(pagesDir, page.replace('/pages/', ''), '+route.ts'), 'utf8')
      expect(route).toContain(`routeFor('${page}')`)
    }
  })

  it('names Vike pages that each compute their data and render it', () => {
    // Without its own data hook a page renders without `pageContext.storefront`: no type check or route test sees it.
    for (const page of VIKE_PAGES)
      for (const file of ['+onBeforeRender.ts', '+Page.tsx'])
        expect(fs.existsSync(path.join(pagesDir, page.replace('/pages/', ''), file)), `${page}/${file}`).toBe(true)
  })
})

describe('+onBeforeRoute', () => {
  const hook = (pathname: string) =>
    onBeforeRoute({ serverNow: NOW, urlParsed: { pathname, searchOriginal: null } } as unknown as PageContext)
      .pageContext as { pagePath: string; resolution: unknown }

  it('hands every page of the route table to exactly one Vike page, the one its type names', () => {
    const paths = ROUTES.filter((route) => route.component && !route.redirect).map((route) => route.path)
    expect(paths.length).toBeGreaterThan(100)
    for (const pathname of paths) {
      const resolution = resolvePath(pathname, NOW)
      if (resolution.kind !== 'page') continue
      const context = hook(pathname) as unknown as PageContext
      const routed = VIKE_PAGES.filter((page) => routeFor(page)(context))
      expect(routed, pathname).toEqual([VIKE_PAGE_OF[resolution.route.component!]])
    }
  })

  it("leaves an unknown path to Vike's routing (its not-found page)", () => {
    const unknown = hook('/us/no-such-page')
    expect(unknown.pagePath).toBe('/us/no-such-page')
    expect(VIKE_PAGES.filter((page) => routeFor(page)(unknown as unknown as PageContext))).toEqual([])
  })
})
