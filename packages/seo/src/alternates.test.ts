import { describe, expect, it } from 'vitest'
import {
  REGION_HREFLANG,
  REGION_IDS,
  ROUTES,
  pathOf,
  regionsWithPage,
  routeByPath,
  type FlatRoute,
} from '@storefront/region-config'
import { alternatesFor, clusterOf, hreflangOf, isIndexable } from './alternates'
import { PRODUCTION_ORIGINS as O, singleOrigin } from './origins'

const NOW = Date.parse('2026-03-01T00:00:00Z')
const BLACK_FRIDAY_OPEN = Date.parse('2026-11-20T00:00:00+08:00')
const route = (path: string): FlatRoute => {
  const r = routeByPath(path)
  if (!r) throw new Error(`no route ${path}`)
  return r
}
const CN = 'https://www.mechaform-robotics.cn'
const US = 'https://us.mechaform-robotics.com'
const EU = 'https://eu.mechaform-robotics.com'

describe('alternatesFor', () => {
  it('lists every region of a page present everywhere, on each region’s own host, x-default → cn', () => {
    const alts = alternatesFor(route('/us/mini-robot'), O, NOW)
    // One per region of the registry, in its order, then x-default.
    expect(alts).toEqual([
      ...REGION_IDS.map((r) => ({ hreflang: REGION_HREFLANG[r], href: `${O[r]}${pathOf(r, 'mini-robot')}` })),
      { hreflang: 'x-default', href: `${CN}/mini-robot` },
    ])
    expect(alts.slice(0, 8)).toEqual([
      { hreflang: 'zh-CN', href: `${CN}/mini-robot` },
      { hreflang: 'en-US', href: `${US}/us/mini-robot` },
      { hreflang: 'en-GB', href: `${EU}/uk/mini-robot` },
      { hreflang: 'en', href: `${EU}/eu/mini-robot` },
      { hreflang: 'fr-FR', href: `${EU}/fr/mini-robot` },
      { hreflang: 'de-DE', href: `${EU}/de/mini-robot` },
      { hreflang: 'ja-JP', href: `${US}/jp/mini-robot` },
      { hreflang: 'ko-KR', href: `${US}/kr/mini-robot` },
    ])
  })

  it('gives home pages their region homes (cn home is /)', () => {
    const alts = alternatesFor(route('/'), O, NOW)
    expect(alts[0]).toEqual({ hreflang: 'zh-CN', href: `${CN}/` })
    expect(alts).toContainEqual({ hreflang: 'en-US', href: `${US}/us` })
    expect(alts.at(-1)).toEqual({ hreflang: 'x-default', href: `${CN}/` })
  })

  it('gives a us-only page only itself plus x-default (itself)', () => {
    for (const path of ['/us/faq', '/us/grimlock-g1-flagship', '/us/ai-base']) {
      expect(alternatesFor(route(path), O, NOW)).toEqual([
        { hreflang: 'en-US', href: `${US}${path}` },
        { hreflang: 'x-default', href: `${US}${path}` },
      ])
    }
  })

  it('points x-default of a cn+us page to cn', () => {
    const expected = [
      { hreflang: 'zh-CN', href: `${CN}/k1-pro-interstellar-scout` },
      { hreflang: 'en-US', href: `${US}/us/k1-pro-interstellar-scout` },
      { hreflang: 'x-default', href: `${CN}/k1-pro-interstellar-scout` },
    ]
    expect(alternatesFor(route('/us/k1-pro-interstellar-scout'), O, NOW)).toEqual(expected)
    expect(alternatesFor(route('/k1-pro-interstellar-scout'), O, NOW)).toEqual(expected)
  })

  it('points x-default of a us + eu-set page without cn to us', () => {
    const alts = alternatesFor(route('/fr/product-registration'), O, NOW)
    expect(alts.map((a) => a.hreflang)).toEqual(['en-US', 'en-GB', 'en', 'fr-FR', 'de-DE', 'x-default'])
    expect(alts.at(-1)).toEqual({ hreflang: 'x-default', href: `${US}/us/product-registration` })
  })

  it('points x-default to eu when neither cn nor us has the page, else to the first version', () => {
    const euOnly = ROUTES.filter((r) => r.meta.slug === 'product-registration' && r.meta.region !== 'us')
    expect(
      alternatesFor(
        euOnly.find((r) => r.meta.region === 'de')!,
        O,
        NOW,
        euOnly,
      ).at(-1),
    ).toEqual({
      hreflang: 'x-default',
      href: `${EU}/eu/product-registration`,
    })
    // A jp-only page: x-default is itself.
    expect(alternatesFor(route('/jp/warranty-information'), O, NOW)).toEqual([
      { hreflang: 'ja-JP', href: `${US}/jp/warranty-information` },
      { hreflang: 'x-default', href: `${US}/jp/warranty-information` },
    ])
    // jp + kr: every version names the same x-default (the first in region order).
    const asia = ROUTES.filter((r) => r.meta.slug === 'news' && (r.meta.region === 'jp' || r.meta.region === 'kr'))
    for (const r of asia) expect(alternatesFor(r, O, NOW, asia).at(-1)?.href).toBe(`${US}/jp/news`)
  })

  it('makes the Hong Kong/Macao page its own zh-HK cluster', () => {
    const hk = route('/where-to-buy/hongkong-macao')
    expect(hreflangOf(hk)).toBe('zh-HK')
    expect(alternatesFor(hk, O, NOW)).toEqual([
      { hreflang: 'zh-HK', href: `${CN}/where-to-buy/hongkong-macao` },
      { hreflang: 'x-default', href: `${CN}/where-to-buy/hongkong-macao` },
    ])
    // …and no where-to-buy page of another region names it.
    for (const r of ROUTES.filter((x) => x.meta.slug === 'where-to-buy')) {
      expect(alternatesFor(r, O, NOW).map((a) => a.href)).not.toContain(`${CN}/where-to-buy/hongkong-macao`)
    }
  })

  it('gives account screens but login, the account page and redirects no alternates', () => {
    for (const path of ['/register', '/us/register', '/kr/reset-password', '/us/account', '/new-release']) {
      expect(alternatesFor(route(path), O, NOW)).toEqual([])
    }
    for (const r of ROUTES.filter((x) => x.meta.noindex)) expect(alternatesFor(r, O)).toEqual([])
  })

  it('links the sign-in page of every region (the one indexable account screen)', () => {
    const hrefs = alternatesFor(route('/de/login'), O, NOW).map((a) => a.href)
    expect(hrefs).toEqual(
      expect.arrayContaining([`${CN}/login`, `${O.us}/us/login`, `${O.de}/de/login`, `${O.kr}/kr/login`]),
    )
  })

  it('leaves campaign versions outside their time window out', () => {
    const bf = route('/uk/black-friday')
    expect(alternatesFor(bf, O, NOW)).toEqual([])
    expect(alternatesFor(bf, O, Date.parse('2026-12-02T00:00:00+08:00'))).toEqual([])
    expect(alternatesFor(bf, O, BLACK_FRIDAY_OPEN).map((a) => a.hreflang)).toEqual([
      'en-US',
      'en-GB',
      'en',
      'fr-FR',
      'de-DE',
      'x-default',
    ])
    // With now omitted, windows are ignored.
    expect(alternatesFor(bf, O)).toHaveLength(6)
    // One version closing early drops out of the others' alternates.
    const table = ROUTES.map((r) => (r.path === '/de/black-friday' ? { ...r, end: '2026-11-18T00:00:00+08:00' } : r))
    const alts = alternatesFor(bf, O, BLACK_FRIDAY_OPEN, table)
    expect(alts.map((a) => a.hreflang)).toEqual(['en-US', 'en-GB', 'en', 'fr-FR', 'x-default'])
  })

  it('uses hreflang values from docs/rules/seo.md#hreflang (eu → en) and hosts from the origins map', () => {
    expect(REGION_HREFLANG.eu).toBe('en')
    const local = singleOrigin('http://localhost:3000')
    expect(alternatesFor(route('/eu/flagship-bumblebee'), local, NOW)).toContainEqual({
      hreflang: 'en',
      href: 'http://localhost:3000/eu/flagship-bumblebee',
    })
  })

  describe('over the whole route table', () => {
    const indexable = ROUTES.filter((r) => isIndexable(r))

    it('agrees with regionsWithPage for every page (the HK page aside)', () => {
      for (const r of indexable) {
        if (r.meta.language === 'zh-HK') continue
        const regions = clusterOf(r).map((m) => m.meta.region)
        expect(regions, r.path).toEqual(regionsWithPage(r.meta.slug))
      }
    })

    it('is the same set from every member of a cluster, with unique hreflangs and absolute query-free URLs', () => {
      for (const now of [NOW, BLACK_FRIDAY_OPEN]) {
        for (const r of indexable.filter((x) => isIndexable(x, now))) {
          const alts = alternatesFor(r, O, now)
          expect(alts.length, r.path).toBeGreaterThanOrEqual(2)
          expect(new Set(alts.map((a) => a.hreflang)).size, r.path).toBe(alts.length)
          expect(alts.filter((a) => a.hreflang === 'x-default')).toHaveLength(1)
          expect(alts.map((a) => a.href)).toContain(`${O[r.meta.region]}${r.path}`)
          for (const a of alts) {
            expect(a.href).toMatch(/^https:\/\/[^/?#]+\/[^?#]*$/)
            const member = ROUTES.find((x) => `${O[x.meta.region]}${x.path}` === a.href)!
            expect(member, a.href).toBeDefined()
            expect(alternatesFor(member, O, now), `${r.path} → ${a.href}`).toEqual(alts)
          }
        }
      }
    })
  })
})
