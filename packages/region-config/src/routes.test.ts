import { describe, expect, it } from 'vitest'
import { catalogueOf } from './catalogue'
import { ACCOUNT_SCREENS, PAGES } from './pages'
import { pathOf, REGION_IDS, REGION_LOCALE, type RegionId } from './regions'
import { resolvePath } from './resolve'
import {
  buildRouteRecords,
  flattenRoutes,
  hasPage,
  nameFromPath,
  pathIn,
  routeByPath,
  routeQuery,
  ROUTES,
  RouteTableError,
  regionsWithPage,
  type RouteRecord,
} from './routes'

const ALL: readonly RegionId[] = REGION_IDS
/** The columns of the content table: the regions the site launched with (a later region follows the rules alone). */
const TABLE_REGIONS: readonly RegionId[] = ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp', 'kr']
const US_ONLY: RegionId[] = ['us']

/**
 * The content table (docs/rules/routing.md#content-table) with its cn and Hong Kong/Macao rules, written out
 * independently of pages.ts: slug → regions that serve it.
 */
const CONTENT_TABLE: Record<string, readonly RegionId[]> = {
  '': ALL, // home
  'choose-your-region': ALL,
  'mini-robot': ALL,
  'toy-story-buzz-lightyear': ['us', 'uk', 'eu', 'fr', 'de', 'cn'],
  'flagship-bumblebee': ['us', 'uk', 'eu', 'fr', 'de', 'cn', 'jp'],
  'elite-optimus-prime': US_ONLY,
  'grimlock-g1-flagship': US_ONLY,
  'bumblebee-g1-performance': US_ONLY,
  'flagship-megatron': ['us', 'uk', 'eu', 'fr', 'de', 'cn'],
  'ai-base': US_ONLY,
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': ['us', 'cn'],
  'k1-pro-interstellar-scout': ['us', 'cn'],
  'buzz-lightyear-space-ranger-alpha': US_ONLY,
  'flagship-optimus-prime': US_ONLY,
  'black-friday': ['us', 'uk', 'eu', 'fr', 'de'],
  'christmas-sale': ['us', 'uk', 'eu', 'fr', 'de'],
  'where-to-buy': ['us', 'uk', 'eu', 'fr', 'jp', 'de'],
  manuals: ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'cn'],
  support: US_ONLY,
  faq: US_ONLY,
  account: US_ONLY,
  // Beyond the spec's table (decisions.md "Beyond the spec"): legal pages everywhere, the imprint in de and fr.
  'cookies-policy': ALL,
  'privacy-policy': ALL,
  'terms-use': ALL,
  impressum: ['de'],
  'mentions-legales': ['fr'],
  'technical-support': US_ONLY,
  'product-registration': ['us', 'uk', 'eu', 'fr', 'de'],
  'return-manufacturer': ['us', 'uk', 'eu', 'fr', 'de'],
  'apply-wholesale-account': US_ONLY,
  'after-sale-service': ['cn'],
  'warranty-information': ['jp'],
}
/** Navigation-only pages, whose regions are ours to choose: every region has them here. */
/** Pages beyond the spec's table served in every region: navigation-only pages and the catalogue. */
const NAV_ONLY_EVERYWHERE = ['download-center', 'about-us', 'news', 'products']

/** An instant inside every campaign window, so windows do not hide served pages. */
const inWindow = (slug: string): number =>
  slug === 'christmas-sale' ? Date.parse('2026-12-15T00:00:00+08:00') : Date.parse('2026-11-20T00:00:00+08:00')

const cells = Object.entries(CONTENT_TABLE).flatMap(([slug, regions]) =>
  TABLE_REGIONS.map((region) => [slug === '' ? '(home)' : slug, region, regions.includes(region)] as const),
)

/** The Hong Kong/Macao page, its privacy notice and newsletter screen: served by cn in Traditional Chinese, outside the
 * content table. */
const HONG_KONG_PAGES = ROUTES.filter((r) => r.component && r.path.startsWith('/where-to-buy/hongkong-macao'))

describe('content table (docs/rules/routing.md#content-table): every slug × every region', () => {
  it.each(cells)('%s in %s: served=%s', (label, region, served) => {
    const slug = label === '(home)' ? '' : label
    expect(hasPage(region, slug)).toBe(served)
    const resolution = resolvePath(pathOf(region, slug), inWindow(slug))
    if (served) {
      expect(resolution.kind).toBe('page')
      if (resolution.kind === 'page') {
        expect(resolution.region).toBe(region)
        expect(resolution.route.meta).toMatchObject({ region, slug, language: REGION_LOCALE[region] })
      }
    } else {
      expect(resolution).toEqual({ kind: 'not-found', region })
    }
  })

  it('has no page outside the table, the navigation-only pages and the account screens', () => {
    const known = new Set([...Object.keys(CONTENT_TABLE), ...NAV_ONLY_EVERYWHERE])
    expect(PAGES.map((p) => p.slug).filter((s) => !known.has(s))).toEqual([])
    for (const route of ROUTES.filter((r) => r.component)) {
      const ok =
        known.has(route.meta.slug) ||
        (ACCOUNT_SCREENS as readonly string[]).includes(route.meta.slug) ||
        HONG_KONG_PAGES.includes(route)
      expect(ok, route.path).toBe(true)
    }
  })

  it.each(NAV_ONLY_EVERYWHERE)('navigation-only page %s is served in every region', (slug) => {
    expect(regionsWithPage(slug)).toEqual(ALL)
  })

  it('regionsWithPage agrees with the table', () => {
    for (const [slug, regions] of Object.entries(CONTENT_TABLE)) {
      const served = regionsWithPage(slug).filter((r) => TABLE_REGIONS.includes(r))
      expect(new Set(served), slug).toEqual(new Set(regions.filter((r) => TABLE_REGIONS.includes(r))))
    }
  })

  it('serves a product page exactly where the catalogue sells the product and presents it there', () => {
    for (const page of PAGES.filter((p) => p.type === 'product')) {
      const sellers = ALL.filter((r) => catalogueOf(r).some((p) => p.key === page.product && p.link === page.slug))
      expect(new Set(regionsWithPage(page.slug)), page.slug).toEqual(new Set(sellers))
    }
  })

  it('omits the Buzz Lightyear and Megatron flagships for kr and jp', () => {
    for (const region of ['kr', 'jp'] as const) {
      expect(hasPage(region, 'toy-story-buzz-lightyear')).toBe(false)
      expect(hasPage(region, 'flagship-megatron')).toBe(false)
    }
  })

  it('us, uk and eu share the choose-your-region bundle, as later English regions do; the others have theirs', () => {
    for (const region of ALL) {
      const route = routeByPath(pathOf(region, 'choose-your-region'))!
      const english = TABLE_REGIONS.includes(region)
        ? ['us', 'uk', 'eu'].includes(region)
        : REGION_LOCALE[region].startsWith('en-')
      expect(route.meta.bundle ?? route.meta.slug, region).toBe(english ? 'intl' : 'choose-your-region')
    }
  })

  it('serves the account screens in every region, noindex but for login, with the profile page on us only', () => {
    for (const region of ALL) {
      for (const screen of ACCOUNT_SCREENS) {
        const route = routeByPath(pathOf(region, screen))
        expect(route, `${region}/${screen}`).toBeDefined()
        expect(route!.meta).toMatchObject({ region, screen, noindex: screen !== 'login', slug: screen })
        expect(route!.component).toBe('account')
      }
    }
  })

  it('gives each region of the table exactly its pages', () => {
    for (const region of TABLE_REGIONS) {
      const pages = ROUTES.filter((r) => r.component && r.meta.region === region)
      expect(pages.length).toBe(
        Object.values(CONTENT_TABLE).filter((rs) => rs.includes(region)).length +
          NAV_ONLY_EVERYWHERE.length +
          ACCOUNT_SCREENS.length +
          (region === 'cn' ? HONG_KONG_PAGES.length : 0),
      )
    }
  })

  it('every route has a unique name and path, and can be looked up by its path', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length)
    for (const r of ROUTES) {
      expect(routeByPath(r.path)).toBe(r)
    }
  })

  it('every route has a scroll anchor (docs/rules/routing.md#scroll-anchors)', () => {
    for (const r of ROUTES.filter((r) => r.component))
      expect(r.meta.anchor, r.path).toMatch(/^(banner|header|app-menu|section-banner)$/)
  })
})

describe('cn root routes, Hong Kong/Macao (routing.md#cn-root-routes, #where-to-buy-and-hong-kong-macao)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')

  it.each([
    '/',
    '/choose-your-region',
    '/mini-robot',
    '/flagship-bumblebee',
    '/manuals',
    '/flagship-megatron',
    '/toy-story-buzz-lightyear',
  ])('%s is a cn page without prefix', (path) => {
    const r = resolvePath(path, now)
    expect(r.kind).toBe('page')
    if (r.kind === 'page') expect(r.route.meta.region).toBe('cn')
  })

  it('/new-release redirects 301 to /mini-robot', () => {
    expect(resolvePath('/new-release', now)).toEqual({
      kind: 'redirect',
      region: 'cn',
      location: '/mini-robot',
      status: 301,
      reason: 'alias',
    })
    expect(resolvePath('/mini-robot', now).kind).toBe('page')
  })

  it('/where-to-buy/hongkong-macao is a cn-app page in zh-HK', () => {
    const r = resolvePath('/where-to-buy/hongkong-macao', now)
    expect(r.kind).toBe('page')
    if (r.kind !== 'page') return
    expect(r.region).toBe('cn')
    expect(r.route.component).toBe('where-to-buy')
    expect(r.route.meta).toMatchObject({ region: 'cn', language: 'zh-HK', bundle: 'hongkong-macao' })
  })

  it("a Hong Kong reader's pages are the language's own where it has them, else cn's", () => {
    expect(pathIn('cn', 'zh-HK', 'privacy-policy')).toBe('/where-to-buy/hongkong-macao/privacy-policy')
    expect(pathIn('cn', 'zh-HK', 'newsletter')).toBe('/where-to-buy/hongkong-macao/newsletter')
    expect(pathIn('cn', 'zh-HK', 'login')).toBe('/login')
    expect(routeByPath(pathIn('cn', 'zh-HK', 'login'))?.meta.language).toBe('zh-CN')
    expect(pathIn('cn', 'zh-CN', 'newsletter')).toBe('/newsletter')
    expect(pathIn('us', 'en-US', 'newsletter')).toBe('/us/newsletter')
  })

  it("the Hong Kong/Macao newsletter screen opens its mails' links in zh-HK, unindexed", () => {
    const r = resolvePath('/where-to-buy/hongkong-macao/newsletter', now)
    expect(r.kind).toBe('page')
    if (r.kind !== 'page') return
    expect(r.route.component).toBe('account')
    expect(r.route.meta).toMatchObject({ region: 'cn', screen: 'newsletter', language: 'zh-HK', noindex: true })
    expect(r.route.query).toEqual(['confirm', 'unsubscribe'])
  })

  it('cn has no /where-to-buy itself, and other regions have no hongkong-macao page', () => {
    expect(resolvePath('/where-to-buy', now)).toEqual({ kind: 'not-found', region: 'cn' })
    expect(resolvePath('/us/where-to-buy/hongkong-macao', now)).toEqual({ kind: 'not-found', region: 'us' })
  })

  it.each(['/hk', '/hk/', '/HK', '/hk/anything', '/hk/where-to-buy/hongkong-macao', '/hk/a/b/c'])(
    '%s redirects to the Hong Kong/Macao page',
    (path) => {
      expect(resolvePath(path, now)).toEqual({
        kind: 'redirect',
        region: 'cn',
        location: '/where-to-buy/hongkong-macao',
        status: 301,
        reason: 'alias',
      })
    },
  )

  it('every other region redirects nothing to /new-release', () => {
    for (const region of ALL.filter((r) => r !== 'cn'))
      expect(resolvePath(`/${region}/new-release`, now)).toEqual({ kind: 'not-found', region })
  })
})

describe('flattenRoutes (route record validation)', () => {
  it('derives a missing name from the path', () => {
    expect(nameFromPath('/us/flagship-bumblebee')).toBe('us-flagship-bumblebee')
    expect(nameFromPath('/')).toBe('home')
    expect(nameFromPath('//a//b/')).toBe('a-b')
    const [a, b] = flattenRoutes([
      { path: '/us/faq', component: 'faq', meta: { region: 'us' } },
      { name: 'explicit', path: '/us/news', component: 'article', meta: { region: 'us' } },
    ])
    expect(a!.name).toBe('us-faq')
    expect(b!.name).toBe('explicit')
  })

  it('rejects a record with none of component, redirect or children', () => {
    expect(() => flattenRoutes([{ path: '/x' }])).toThrow(RouteTableError)
    expect(() => flattenRoutes([{ path: '/x', children: [] }])).toThrow(/none of component, redirect or children/)
    expect(() =>
      flattenRoutes([{ path: '/x', component: 'home', children: [{ path: 'y', meta: { slug: 'y' } }] }]),
    ).toThrow(RouteTableError)
  })

  it('accepts a record with only a redirect or only children', () => {
    expect(flattenRoutes([{ path: '/old', redirect: '/new' }])).toEqual([
      { name: 'old', path: '/old', redirect: '/new', meta: { region: 'cn', slug: '', language: 'zh-CN' } },
    ])
    const flat = flattenRoutes([
      { path: '/us', meta: { region: 'us' }, children: [{ path: 'a', component: 'article' }] },
    ])
    expect(flat.map((r) => r.path)).toEqual(['/us/a'])
  })

  it('rejects a duplicate name', () => {
    const records: RouteRecord[] = [
      { name: 'same', path: '/a', component: 'article' },
      { name: 'same', path: '/b', component: 'article' },
    ]
    expect(() => flattenRoutes(records)).toThrow(RouteTableError)
    expect(() => flattenRoutes(records)).toThrow(/Duplicate route name "same"/)
  })

  it('rejects a derived name that collides with an explicit one', () => {
    expect(() =>
      flattenRoutes([
        { name: 'us-faq', path: '/us/help', component: 'article' },
        { path: '/us/faq', component: 'faq' },
      ]),
    ).toThrow(/Duplicate route name "us-faq"/)
  })

  it('rejects a duplicate path, also when a child path repeats a top-level one', () => {
    expect(() =>
      flattenRoutes([
        { name: 'a', path: '/us/faq', component: 'faq' },
        { name: 'b', path: '/us/faq', component: 'article' },
      ]),
    ).toThrow(/Duplicate route path "\/us\/faq"/)
    expect(() =>
      flattenRoutes([
        { name: 'a', path: '/us/faq', component: 'faq' },
        { name: 'group', path: '/us', children: [{ name: 'b', path: 'faq', component: 'faq' }] },
      ]),
    ).toThrow(RouteTableError)
  })

  it('rejects the real table with one record duplicated', () => {
    const records = buildRouteRecords()
    expect(() => flattenRoutes([...records, { ...records[5]!, name: 'copy' }])).toThrow(/Duplicate route path/)
  })

  it('joins child paths onto the parent and keeps absolute child paths', () => {
    const flat = flattenRoutes([
      {
        path: '/us/',
        meta: { region: 'us' },
        children: [
          { path: 'login', component: 'account' },
          { path: '/elsewhere', component: 'article' },
          { path: 'group', children: [{ path: 'deep', component: 'article' }] },
        ],
      },
    ])
    expect(flat.map((r) => r.path)).toEqual(['/us/login', '/elsewhere', '/us/group/deep'])
  })

  it('children inherit the parent meta and can override it', () => {
    const flat = flattenRoutes([
      {
        path: '/fr',
        component: 'home',
        meta: { region: 'fr', slug: '', anchor: 'banner', noindex: true },
        children: [
          { path: 'a', component: 'article', meta: { slug: 'a' } },
          { path: 'b', component: 'article', meta: { slug: 'b', anchor: 'header', noindex: false, language: 'en-GB' } },
        ],
      },
    ])
    expect(flat[0]!.meta).toEqual({ region: 'fr', slug: '', anchor: 'banner', noindex: true, language: 'fr-FR' })
    expect(flat[1]!.meta).toEqual({ region: 'fr', slug: 'a', anchor: 'banner', noindex: true, language: 'fr-FR' })
    expect(flat[2]!.meta).toEqual({ region: 'fr', slug: 'b', anchor: 'header', noindex: false, language: 'en-GB' })
  })

  it('children inherit start and end, and can narrow them', () => {
    const flat = flattenRoutes([
      {
        path: '/us/sale',
        start: '2026-01-01T00:00:00Z',
        end: '2026-02-01T00:00:00Z',
        meta: { region: 'us' },
        children: [
          { path: 'a', component: 'campaign' },
          { path: 'b', component: 'campaign', end: '2026-01-15T00:00:00Z' },
          { path: 'c', children: [{ path: 'd', component: 'campaign', start: '2026-01-10T00:00:00Z' }] },
        ],
      },
    ])
    expect(flat.map((r) => [r.path, r.start, r.end])).toEqual([
      ['/us/sale/a', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'],
      ['/us/sale/b', '2026-01-01T00:00:00Z', '2026-01-15T00:00:00Z'],
      ['/us/sale/c/d', '2026-01-10T00:00:00Z', '2026-02-01T00:00:00Z'],
    ])
  })

  it('leaves start and end off a record without a window', () => {
    const [r] = flattenRoutes([{ path: '/x', component: 'article' }])
    expect(r).not.toHaveProperty('start')
    expect(r).not.toHaveProperty('end')
  })

  it('puts the campaign windows of the content table on the routes', () => {
    for (const region of ['us', 'uk', 'eu', 'fr', 'de'] as const) {
      expect(routeByPath(pathOf(region, 'black-friday'))).toMatchObject({
        start: '2026-11-16T00:00:00+08:00',
        end: '2026-12-02T00:00:00+08:00',
      })
      expect(routeByPath(pathOf(region, 'christmas-sale'))).toMatchObject({
        start: '2026-12-08T00:00:00+08:00',
        end: '2026-12-27T00:00:00+08:00',
      })
    }
  })

  it('validates the shipped table without throwing', () => {
    expect(() => flattenRoutes(buildRouteRecords())).not.toThrow()
    expect(REGION_IDS.every((r) => routeByPath(pathOf(r, '')))).toBe(true)
  })
})

describe('query parameters a route reads', () => {
  it('declares them on the account screens (tokens and fromPath) and the catalogue (its filter and sort) only', () => {
    expect(routeByPath('/us/reset-password')?.query).toEqual(['fromPath', 'token'])
    expect(routeByPath('/login')?.query).toEqual(['fromPath'])
    expect(routeByPath('/de/products')?.query).toEqual(['availability', 'sort'])
    for (const route of ROUTES.filter((r) => r.component !== 'account' && r.component !== 'catalogue'))
      expect(route.query).toBeUndefined()
  })

  it('keeps the declared parameters in declaration order and drops tracking and unknown ones', () => {
    const route = routeByPath('/us/verify-email')!
    const search = new URLSearchParams('utm_source=news&token=abc&gclid=x&fromPath=%2Fus%2Ffaq&token=second')
    expect(routeQuery(route, search)).toBe('?fromPath=%2Fus%2Ffaq&token=abc')
    expect(routeQuery(route, new URLSearchParams('gclid=1&utm_campaign=launch'))).toBe('')
    expect(routeQuery(routeByPath('/us/flagship-megatron')!, new URLSearchParams('token=1&fbclid=2'))).toBe('')
  })
})
