import { describe, expect, it } from 'vitest'
import {
  acceptLanguageOf,
  APP_IDS,
  DEFAULT_REGION,
  FALLBACK_LOCALE,
  isRegionId,
  LOCALES,
  pathOf,
  REGION_APP,
  REGION_HREFLANG,
  REGION_IDS,
  REGION_LOCALE,
  regionPrefix,
  regionsOfApp,
  shopSetOf,
  REGION_TIME_ZONE,
  REGIONS,
} from './regions'

describe('regions and locales (docs/rules/regions.md#locales-and-fallback)', () => {
  it('lists the launch regions first, in order, cn first and default', () => {
    const launch = ['cn', 'us', 'uk', 'eu', 'fr', 'de', 'jp', 'kr']
    expect(REGION_IDS.slice(0, launch.length)).toEqual(launch)
    expect(new Set(REGION_IDS).size).toBe(REGION_IDS.length)
    expect(DEFAULT_REGION).toBe('cn')
  })

  it.each([
    ['cn', 'zh-CN'],
    ['us', 'en-US'],
    ['uk', 'en-GB'],
    ['eu', 'en-EU'],
    ['fr', 'fr-FR'],
    ['de', 'de-DE'],
    ['kr', 'ko-KR'],
    ['jp', 'ja-JP'],
  ] as const)('%s speaks %s', (region, locale) => {
    expect(REGION_LOCALE[region]).toBe(locale)
  })

  it('lists one locale per region and falls back to zh-CN', () => {
    expect(new Set(LOCALES)).toEqual(new Set(Object.values(REGION_LOCALE)))
    expect(LOCALES).toHaveLength(REGION_IDS.length)
    expect(FALLBACK_LOCALE).toBe('zh-CN')
  })

  it('uses plain en as hreflang for eu only (docs/rules/seo.md#hreflang)', () => {
    for (const r of REGION_IDS) expect(REGION_HREFLANG[r]).toBe(r === 'eu' ? 'en' : REGION_LOCALE[r])
  })

  it('recognises region ids exactly (lower case only)', () => {
    for (const r of REGION_IDS) expect(isRegionId(r)).toBe(true)
    for (const v of ['US', 'hk', 'xx', '', 'cn ', 'usa']) expect(isRegionId(v)).toBe(false)
  })
})

describe('the REGIONS table', () => {
  it('is where every per-region table comes from', () => {
    for (const id of REGION_IDS) {
      expect(REGION_LOCALE[id]).toBe(REGIONS[id].locale)
      expect(REGION_HREFLANG[id]).toBe(REGIONS[id].hreflang)
      expect(REGION_APP[id]).toBe(REGIONS[id].app)
      expect(REGION_TIME_ZONE[id]).toBe(REGIONS[id].timeZone)
    }
    expect([...LOCALES]).toEqual(REGION_IDS.map((id) => REGIONS[id].locale))
  })

  it("reads each region's dates in a real IANA time zone", () => {
    for (const id of REGION_IDS)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: REGION_TIME_ZONE[id] })).not.toThrow()
  })
})

describe('apps (docs/architecture.md#apps-and-hosts)', () => {
  it('maps every region to the app that serves it', () => {
    expect(REGION_APP).toMatchObject({ cn: 'cn', us: 'us', jp: 'us', kr: 'us', uk: 'eu', eu: 'eu', fr: 'eu', de: 'eu' })
    for (const id of REGION_IDS) expect(APP_IDS, id).toContain(REGION_APP[id])
  })

  it('partitions the regions over the three apps', () => {
    expect([...APP_IDS]).toEqual(['cn', 'us', 'eu'])
    for (const app of APP_IDS) expect(regionsOfApp(app)).toEqual(REGION_IDS.filter((r) => REGION_APP[r] === app))
    expect(regionsOfApp('cn')).toEqual(['cn'])
    expect(regionsOfApp('us')).toEqual(expect.arrayContaining(['us', 'jp', 'kr']))
    expect(APP_IDS.flatMap(regionsOfApp).sort()).toEqual([...REGION_IDS].sort())
  })

  it('the us and eu apps serve exactly the shop sets', () => {
    expect(regionsOfApp('eu')).toEqual(['uk', 'eu', 'fr', 'de'])
  })
})

describe('shop sets (docs/rules/regions.md#shop-sets)', () => {
  it('us, kr, jp map to us; uk, eu, fr, de to eu; cn to cn', () => {
    for (const region of REGION_IDS) expect(shopSetOf(region), region).toBe(REGION_APP[region])
    expect(['us', 'kr', 'jp'].map(shopSetOf)).toEqual(['us', 'us', 'us'])
    expect(['uk', 'eu', 'fr', 'de'].map(shopSetOf)).toEqual(['eu', 'eu', 'eu', 'eu'])
  })

  it('anything else maps to us', () => {
    for (const value of ['hk', 'US', 'ca', '', 'toString', '__proto__', null, undefined]) {
      expect(shopSetOf(value), String(value)).toBe('us')
    }
  })
})

describe('paths', () => {
  it('cn has no prefix; the others are /<region>', () => {
    expect(regionPrefix('cn')).toBe('')
    for (const r of REGION_IDS.filter((r) => r !== 'cn')) expect(regionPrefix(r)).toBe(`/${r}`)
  })

  it('home is the prefix alone, pages are prefix + slug', () => {
    expect(pathOf('cn', '')).toBe('/')
    expect(pathOf('us', '')).toBe('/us')
    expect(pathOf('cn', 'mini-robot')).toBe('/mini-robot')
    expect(pathOf('de', 'manuals')).toBe('/de/manuals')
  })

  it(
    'sends Accept-Language en for English regions and the region otherwise ' +
      '(docs/rules/accounts.md#request-headers)',
    () => {
      expect(REGION_IDS.slice(0, 8).map(acceptLanguageOf)).toEqual(['cn', 'en', 'en', 'en', 'fr', 'de', 'jp', 'kr'])
      for (const id of REGION_IDS) expect(acceptLanguageOf(id)).toBe(REGION_LOCALE[id].startsWith('en-') ? 'en' : id)
    },
  )
})

describe('one company in its shop languages (docs/rules/legal.md#legal-entity)', () => {
  it('fr and de name the Netherlands in their language; every other fact is the same as in eu', () => {
    const eu = REGIONS.eu.legalEntity
    for (const [region, country] of [
      ['fr', 'Pays-Bas'],
      ['de', 'Niederlande'],
    ] as const) {
      const entity = REGIONS[region].legalEntity
      expect(entity.address.endsWith(`, ${country}`), region).toBe(true)
      expect(entity.address.replace(country, 'Netherlands'), region).toBe(eu.address)
      expect({ ...entity, address: eu.address }, region).toEqual(eu)
    }
  })
})
