import { REGION_APP, ROUTES, type AppId, type FlatRoute } from '@storefront/region-config'
import { alternatesFor, isIndexable, type Alternate } from './alternates'
import { escapeXml } from './escape'
import { canonicalUrl } from './head'
import { normalizeOrigin, type Origins } from './origins'

export interface SitemapInput {
  /** Route table (defaults to the site's). */
  routes?: readonly FlatRoute[] | undefined
  origins: Origins
  /** Only pages this app serves (REGION_APP of the route's region); all pages when omitted. */
  app?: AppId | undefined
  /** Server clock, epoch ms: campaign pages appear only inside their window. */
  now: number
}

export interface SitemapEntry {
  route: FlatRoute
  /** Canonical URL of the page. */
  loc: string
  /** hreflang alternates including x-default (same as the page's head links). */
  alternates: Alternate[]
}

/**
 * The pages a sitemap lists: every indexable page (component, not noindex, not a redirect,
 * inside its time window at `now`) served by `app`, in route-table order, with its alternates.
 */
export function sitemapEntries({ routes = ROUTES, origins, app, now }: SitemapInput): SitemapEntry[] {
  return routes
    .filter((r) => isIndexable(r, now) && (app === undefined || REGION_APP[r.meta.region] === app))
    .map((route) => ({
      route,
      loc: canonicalUrl(route, origins),
      alternates: alternatesFor(route, origins, now, routes),
    }))
}

/**
 * `/sitemap.xml` of one app (or of the whole site): a sitemaps.org urlset whose `<url>`s carry
 * `<xhtml:link rel="alternate" hreflang href>` for every alternate, x-default included.
 */
export function sitemapXml(input: SitemapInput): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const entry of sitemapEntries(input)) {
    lines.push('  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`)
    for (const a of entry.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
    }
    lines.push('  </url>')
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}

/**
 * Paths robots.txt disallows by default: the API prefix only. Noindex pages (account screens) stay
 * crawlable: a crawler that may not fetch a page never reads its `noindex` and may index its URL from links
 * (docs/rules/seo.md#sitemap-and-robots).
 */
export function defaultDisallow(): string[] {
  return ['/api/']
}

export interface RobotsInput {
  /** Public origin of the host the file is served on. */
  origin: string
  /** Sitemap paths (or absolute URLs) on that origin; default `['/sitemap.xml']`. */
  sitemapPaths?: readonly string[] | undefined
  /** Path prefixes to disallow; default defaultDisallow() (the API). */
  disallow?: readonly string[] | undefined
}

const line = (value: string, what: string): string => {
  if (/[\r\n]/.test(value))
    throw new TypeError(`robots.txt ${what} must not contain a line break: ${JSON.stringify(value)}`)
  return value
}

/** `/robots.txt` of one host: allow everything except `disallow`, and name the sitemap(s). */
export function robotsTxt({
  origin,
  sitemapPaths = ['/sitemap.xml'],
  disallow = defaultDisallow(),
}: RobotsInput): string {
  const base = normalizeOrigin(origin)
  const out = ['User-agent: *']
  for (const path of disallow) out.push(`Disallow: ${line(path, 'path')}`)
  out.push('Allow: /', '')
  for (const path of sitemapPaths) out.push(`Sitemap: ${new URL(line(path, 'sitemap path'), `${base}/`).href}`)
  out.push('')
  return out.join('\n')
}
