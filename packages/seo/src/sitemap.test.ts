import { describe, expect, it } from 'vitest'
import {
  APP_IDS,
  REGION_APP,
  REGION_CONFIGS,
  ROUTES,
  routeByPath,
  type AppId,
  type FlatRoute,
} from '@storefront/region-config'
import { alternatesFor, isIndexable } from './alternates'
import { escapeXml } from './escape'
import { buildHead } from './head'
import { PRODUCTION_APP_ORIGINS, PRODUCTION_ORIGINS as O, singleOrigin } from './origins'
import { defaultDisallow, robotsTxt, sitemapEntries, sitemapXml } from './sitemap'

const NOW = Date.parse('2026-03-01T00:00:00Z')
const BLACK_FRIDAY_OPEN = Date.parse('2026-11-20T00:00:00+08:00')

interface ParsedUrl {
  loc: string
  links: { hreflang: string; href: string }[]
}
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** A strict reader of the sitemap shape we emit: fails on anything unexpected. */
function parseSitemap(xml: string): ParsedUrl[] {
  const lines = xml.split('\n')
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>')
  expect(lines[1]).toBe(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  )
  expect(lines.at(-2)).toBe('</urlset>')
  expect(lines.at(-1)).toBe('')
  const out: ParsedUrl[] = []
  let current: ParsedUrl | null = null
  for (const line of lines.slice(2, -2)) {
    let m: RegExpMatchArray | null
    if (line === '  <url>') current = { loc: '', links: [] }
    else if ((m = line.match(/^ {4}<loc>([^<>]+)<\/loc>$/))) current!.loc = unescape(m[1]!)
    else if ((m = line.match(/^ {4}<xhtml:link rel="alternate" hreflang="([^"<>]+)" href="([^"<>]+)"\/>$/)))
      current!.links.push({ hreflang: unescape(m[1]!), href: unescape(m[2]!) })
    else if (line === '  </url>') {
      out.push(current!)
      current = null
    } else throw new Error(`unexpected sitemap line: ${line}`)
  }
  return out
}

/** The route a sitemap URL names, checking it sits on its region's host. */
function routeOfUrl(url: string): FlatRoute | undefined {
  const u = new URL(url)
  const r = routeByPath(u.pathname)
  return r && O[r.meta.region] === u.origin && !u.search && !u.hash ? r : undefined
}

describe('sitemapXml', () => {
  const perApp = Object.fromEntries(
    APP_IDS.map((app) => [app, parseSitemap(sitemapXml({ origins: O, app, now: NOW }))]),
  ) as Record<AppId, ParsedUrl[]>
  const all = parseSitemap(sitemapXml({ origins: O, now: NOW }))

  it('lists each indexable page exactly once, on the app that serves its region', () => {
    const union = APP_IDS.flatMap((app) => perApp[app].map((u) => u.loc))
    expect(new Set(union).size).toBe(union.length)
    expect(union.sort()).toEqual(all.map((u) => u.loc).sort())
    const expected = ROUTES.filter((r) => isIndexable(r, NOW)).map((r) => `${O[r.meta.region]}${r.path}`)
    expect(all.map((u) => u.loc)).toEqual(expected)
    for (const app of APP_IDS) {
      for (const u of perApp[app]) {
        const r = routeOfUrl(u.loc)!
        expect(REGION_APP[r.meta.region]).toBe(app)
        expect(u.loc.startsWith(`${PRODUCTION_APP_ORIGINS[app]}/`)).toBe(true)
      }
    }
    expect(perApp.cn.map((u) => u.loc)).toContain(`${O.cn}/where-to-buy/hongkong-macao`)
    expect(perApp.us.map((u) => u.loc)).toContain(`${O.kr}/kr/manuals`)
  })

  it('has only locs that are indexable pages of the route table', () => {
    for (const u of all) {
      const r = routeOfUrl(u.loc)
      expect(r, u.loc).toBeDefined()
      expect(r!.component && !r!.redirect && !r!.meta.noindex).toBeTruthy()
    }
    const locs = all.map((u) => u.loc)
    expect(locs).not.toContain(`${O.us}/us/register`)
    expect(locs).toContain(`${O.us}/us/login`)
    expect(locs).not.toContain(`${O.us}/us/account`)
    expect(locs).not.toContain(`${O.cn}/new-release`)
    expect(locs.some((l) => l.includes('black-friday'))).toBe(false)
  })

  it('is reciprocal: every alternate of every url lists that url back, with the same x-default', () => {
    for (const sitemap of [all, APP_IDS.flatMap((app) => perApp[app])]) {
      const byLoc = new Map(sitemap.map((u) => [u.loc, u]))
      for (const u of sitemap) {
        const self = u.links.filter((l) => l.href === u.loc && l.hreflang !== 'x-default')
        expect(self, u.loc).toHaveLength(1)
        const xDefault = u.links.filter((l) => l.hreflang === 'x-default')
        expect(xDefault, u.loc).toHaveLength(1)
        for (const a of u.links) {
          const back = byLoc.get(a.href)
          expect(back, `${u.loc} → ${a.href}`).toBeDefined()
          expect(back!.links, `${a.href} lists ${u.loc}`).toContainEqual(self[0])
          expect(back!.links).toEqual(u.links)
        }
      }
    }
  })

  it('matches the alternates the page head carries', () => {
    for (const entry of sitemapEntries({ origins: O, now: NOW })) {
      const r = entry.route
      const head = buildHead({
        route: r,
        origins: O,
        siteName: 'S',
        title: 'T',
        description: 'D',
        logo: `${O[r.meta.region]}/logo.svg`,
        region: REGION_CONFIGS[r.meta.region],
        now: NOW,
      })
      expect(
        head.links.filter((l) => l.rel === 'alternate').map((l) => ({ hreflang: l.hreflang, href: l.href })),
      ).toEqual(entry.alternates)
      expect(head.links[0]!.href).toBe(entry.loc)
    }
  })

  it('lists campaign pages only inside their window', () => {
    const open = parseSitemap(sitemapXml({ origins: O, app: 'eu', now: BLACK_FRIDAY_OPEN }))
    const bf = open.find((u) => u.loc === `${O.de}/de/black-friday`)!
    expect(bf.links.map((l) => l.hreflang)).toEqual(['en-US', 'en-GB', 'en', 'fr-FR', 'de-DE', 'x-default'])
    expect(bf.links.at(-1)!.href).toBe(`${O.us}/us/black-friday`)
    const after = parseSitemap(sitemapXml({ origins: O, app: 'eu', now: Date.parse('2026-12-02T00:00:00+08:00') }))
    expect(after.some((u) => u.loc.includes('black-friday'))).toBe(false)
  })

  it('escapes XML and works with one local origin', () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001\ud800`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;')
    expect(escapeXml('機形 😀')).toBe('機形 😀')
    const odd: FlatRoute = { ...routeByPath('/us/faq')!, name: 'odd', path: '/us/faq&<x>' }
    const xml = sitemapXml({ routes: [odd], origins: singleOrigin('http://localhost:3000'), now: NOW })
    expect(xml).toContain('<loc>http://localhost:3000/us/faq&amp;&lt;x&gt;</loc>')
    expect(xml).not.toContain('&<')
    const local = parseSitemap(sitemapXml({ origins: singleOrigin('http://localhost:3000'), now: NOW }))
    expect(
      local.every(
        (u) =>
          u.loc.startsWith('http://localhost:3000/') &&
          u.links.every((l) => l.href.startsWith('http://localhost:3000/')),
      ),
    ).toBe(true)
    expect(local).toHaveLength(all.length)
  })

  it('agrees with alternatesFor for every entry', () => {
    for (const e of sitemapEntries({ origins: O, app: 'us', now: NOW }))
      expect(e.alternates).toEqual(alternatesFor(e.route, O, NOW))
  })
})

describe('robotsTxt', () => {
  it('points at the sitemap, disallows the API, leaves noindex pages crawlable (their noindex does the work)', () => {
    const txt = robotsTxt({ origin: 'https://www.mechaform-robotics.cn/' })
    const lines = txt.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Disallow: /api/')
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toEqual(['Disallow: /api/'])
    expect(lines).toContain('Allow: /')
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain('Sitemap: https://www.mechaform-robotics.cn/sitemap.xml')
    expect(txt.endsWith('\n')).toBe(true)
  })

  it('never blocks an indexable page', () => {
    const prefixes = defaultDisallow()
    for (const r of ROUTES.filter((x) => isIndexable(x))) {
      for (const p of prefixes) expect(r.path.startsWith(p), `${p} blocks ${r.path}`).toBe(false)
    }
    for (const r of ROUTES.filter((x) => x.component && x.meta.noindex))
      for (const p of prefixes) expect(r.path.startsWith(p), `${p} hides the noindex of ${r.path}`).toBe(false)
  })

  it('accepts custom sitemaps and rules', () => {
    const txt = robotsTxt({
      origin: 'http://localhost:3000',
      sitemapPaths: ['/sitemap.xml', 'https://cdn.test/sitemap-2.xml'],
      disallow: ['/api/'],
    })
    expect(txt).toBe(
      'User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: http://localhost:3000/sitemap.xml\nSitemap: https://cdn.test/sitemap-2.xml\n',
    )
  })

  it('rejects line breaks and bad origins', () => {
    expect(() => robotsTxt({ origin: 'https://x.test', disallow: ['/a\nDisallow: /'] })).toThrow(TypeError)
    expect(() => robotsTxt({ origin: 'https://x.test', sitemapPaths: ['/s.xml\r\nAllow: /'] })).toThrow(TypeError)
    expect(() => robotsTxt({ origin: 'https://x.test/path' })).toThrow(TypeError)
  })
})
