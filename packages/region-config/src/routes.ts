import {
  ACCOUNT_SCREEN_QUERY,
  ACCOUNT_SCREENS,
  INDEXABLE_ACCOUNT_SCREENS,
  PAGES,
  type AccountScreen,
  type PageType,
  type ScrollAnchor,
} from './pages'
import type { ProductKey } from './products'
import { pathOf, REGION_IDS, REGION_LOCALE, type Locale, type RegionId } from './regions'

/** Metadata a route carries; children inherit their parent's and may override it. */
export interface RouteMeta {
  region?: RegionId
  /** Page slug after the region prefix ('' = home), also the content bundle's name. */
  slug?: string
  /** Content bundle when it is not the slug (regions sharing one bundle). */
  bundle?: string
  language?: Locale
  product?: ProductKey
  anchor?: ScrollAnchor
  form?: 'product-registration' | 'return-manufacturer' | 'apply-wholesale-account'
  screen?: AccountScreen
  noindex?: boolean
}

/** A route record (docs/rules/routing.md#route-records): name, path, meta and one of component, redirect, children. */
export interface RouteRecord {
  name?: string
  path: string
  meta?: RouteMeta
  component?: PageType
  redirect?: string
  children?: RouteRecord[]
  start?: string
  end?: string
  /** Query parameters the page reads; the rest of a URL's query never reaches the server render (pages.ts). */
  query?: readonly string[]
}

/** A record after flattening: absolute path, derived name, inherited meta. */
export interface FlatRoute {
  name: string
  path: string
  meta: RouteMeta & { region: RegionId; slug: string; language: Locale }
  component?: PageType
  redirect?: string
  start?: string
  end?: string
  /** Present when the page reads query parameters (RouteRecord.query). */
  query?: readonly string[]
}

export class RouteTableError extends Error {
  override name = 'RouteTableError'
}

/** '/us/flagship-bumblebee' → 'us-flagship-bumblebee'; '/' → 'home'. */
export const nameFromPath = (path: string): string => path.replace(/^\/+|\/+$/g, '').replace(/\/+/g, '-') || 'home'

const joinPath = (parent: string, child: string): string =>
  child.startsWith('/') ? child : `${parent.replace(/\/+$/, '')}/${child}`.replace(/\/{2,}/g, '/')

/**
 * Flattens and validates records: a record with none of component, redirect or children,
 * a duplicate name or a duplicate path throws (docs/rules/routing.md#route-records: "throws in development").
 */
export function flattenRoutes(records: readonly RouteRecord[]): FlatRoute[] {
  const out: FlatRoute[] = []
  const names = new Set<string>()
  const paths = new Set<string>()
  const visit = (
    record: RouteRecord,
    parentPath: string,
    parentMeta: RouteMeta,
    parentWindow: { start?: string | undefined; end?: string | undefined },
  ) => {
    const path = parentPath ? joinPath(parentPath, record.path) : record.path
    if (!record.component && !record.redirect && !record.children?.length) {
      throw new RouteTableError(`Route ${path} has none of component, redirect or children`)
    }
    const meta = { ...parentMeta, ...record.meta }
    const start = record.start ?? parentWindow.start
    const end = record.end ?? parentWindow.end
    if (record.component || record.redirect) {
      const name = record.name ?? nameFromPath(path)
      if (names.has(name)) throw new RouteTableError(`Duplicate route name "${name}"`)
      if (paths.has(path)) throw new RouteTableError(`Duplicate route path "${path}"`)
      names.add(name)
      paths.add(path)
      const region = meta.region ?? 'cn'
      out.push({
        name,
        path,
        meta: { ...meta, region, slug: meta.slug ?? '', language: meta.language ?? REGION_LOCALE[region] },
        ...(record.component ? { component: record.component } : {}),
        ...(record.redirect ? { redirect: record.redirect } : {}),
        ...(start ? { start } : {}),
        ...(end ? { end } : {}),
        ...(record.query?.length ? { query: record.query } : {}),
      })
    }
    for (const child of record.children ?? []) visit(child, path, meta, { start, end })
  }
  for (const record of records) visit(record, '', {}, {})
  return out
}

/** The route records of the whole site, generated from the content table (pages.ts). */
export function buildRouteRecords(): RouteRecord[] {
  const records: RouteRecord[] = []
  for (const page of PAGES) {
    for (const region of page.regions) {
      records.push({
        path: pathOf(region, page.slug),
        component: page.type,
        meta: {
          region,
          slug: page.slug,
          ...(page.bundleOf?.[region] ? { bundle: page.bundleOf[region] } : {}),
          ...(page.product ? { product: page.product } : {}),
          ...(page.anchor ? { anchor: page.anchor } : {}),
          ...(page.form ? { form: page.form } : {}),
          ...(page.noindex ? { noindex: true } : {}),
        },
        ...(page.start ? { start: page.start } : {}),
        ...(page.end ? { end: page.end } : {}),
        ...(page.query?.length ? { query: page.query } : {}),
      })
    }
  }
  for (const region of REGION_IDS) {
    records.push({
      name: `${region}-account-screens`,
      path: pathOf(region, ''),
      meta: { region, noindex: true, anchor: 'app-menu' },
      children: ACCOUNT_SCREENS.map((screen) => ({
        path: screen,
        component: 'account',
        meta: { slug: screen, screen, ...(INDEXABLE_ACCOUNT_SCREENS.includes(screen) ? { noindex: false } : {}) },
        query: ACCOUNT_SCREEN_QUERY[screen],
      })),
    })
  }
  // cn-only additions (docs/rules/routing.md#cn-root-routes) and the Hong Kong/Macao page
  // (docs/rules/routing.md#where-to-buy-and-hong-kong-macao).
  records.push(
    { path: '/new-release', redirect: '/mini-robot', meta: { region: 'cn' } },
    {
      path: '/where-to-buy/hongkong-macao',
      component: 'where-to-buy',
      meta: {
        region: 'cn',
        slug: 'where-to-buy/hongkong-macao',
        bundle: 'hongkong-macao',
        language: 'zh-HK',
        anchor: 'header',
      },
    },
    // Its privacy notice, linked under its forms: the cn company's policy as its readers read it
    // (docs/translating.md#traditional-chinese).
    {
      path: '/where-to-buy/hongkong-macao/privacy-policy',
      component: 'article',
      meta: {
        region: 'cn',
        slug: 'where-to-buy/hongkong-macao/privacy-policy',
        bundle: 'privacy-policy',
        language: 'zh-HK',
        anchor: 'header',
      },
    },
    // The newsletter mails' confirm and unsubscribe links for its subscribers, in the script of their mails.
    {
      path: '/where-to-buy/hongkong-macao/newsletter',
      component: 'account',
      meta: {
        region: 'cn',
        slug: 'where-to-buy/hongkong-macao/newsletter',
        screen: 'newsletter',
        language: 'zh-HK',
        anchor: 'app-menu',
        noindex: true,
      },
      query: ACCOUNT_SCREEN_QUERY.newsletter,
    },
  )
  return records
}

export const ROUTES: readonly FlatRoute[] = flattenRoutes(buildRouteRecords())
const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]))

export const routeByPath = (path: string): FlatRoute | undefined => BY_PATH.get(path)

/**
 * The part of a URL's query a route reads, in a stable form: its declared parameters in declaration
 * order (first value each), '' when none is present. Tracking and unknown parameters are dropped.
 */
export function routeQuery(route: Pick<FlatRoute, 'query'>, search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of route.query ?? []) {
    const value = search.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/** A region's pages that a language other than the region's has of its own, by region, language and content
 * bundle or account screen. */
const OWN_PAGES = new Map(
  ROUTES.filter((r) => r.component && r.meta.language !== REGION_LOCALE[r.meta.region]).flatMap((r) => {
    const page = r.meta.bundle ?? r.meta.screen
    return page ? [[`${r.meta.region} ${r.meta.language} ${page}`, r.path] as const] : []
  }),
)

/**
 * The path of a region's page (its slug, or its content bundle or account screen) as readers of `language` have it:
 * the language's own copy where it has one (zh-HK's privacy notice and newsletter screen,
 * docs/translating.md#traditional-chinese), else the region's page.
 */
export const pathIn = (region: RegionId, language: Locale, slug: string): string =>
  OWN_PAGES.get(`${region} ${language} ${slug}`) ?? pathOf(region, slug)

/** Whether a region has a page with this slug. */
export const hasPage = (region: RegionId, slug: string): boolean => {
  const route = BY_PATH.get(pathOf(region, slug))
  return !!route?.component && route.meta.region === region
}

/** Every region that has the page with this slug (for alternates and the region chooser). */
export const regionsWithPage = (slug: string): RegionId[] => REGION_IDS.filter((r) => hasPage(r, slug))
