import { describe, expect, it } from 'vitest'
import { REGION_APP, REGION_IDS } from '@storefront/region-config'
import {
  PRODUCTION_ORIGINS,
  absoluteUrl,
  defineOrigins,
  normalizeOrigin,
  originsFromApps,
  singleOrigin,
  stripQuery,
} from './origins'

describe('origins', () => {
  it('maps every region to the host of the app that serves it', () => {
    const appHost = {
      cn: 'https://www.mechaform-robotics.cn',
      us: 'https://us.mechaform-robotics.com',
      eu: 'https://eu.mechaform-robotics.com',
    }
    // Which app serves a region is the registry's REGION_APP (pinned in region-config's tests).
    expect(PRODUCTION_ORIGINS).toEqual(Object.fromEntries(REGION_IDS.map((r) => [r, appHost[REGION_APP[r]]])))
    expect(PRODUCTION_ORIGINS).toMatchObject({ jp: appHost.us, kr: appHost.us, uk: appHost.eu, de: appHost.eu })
  })

  it('puts every region on one origin locally', () => {
    const local = singleOrigin('http://localhost:3000/')
    for (const r of REGION_IDS) expect(local[r]).toBe('http://localhost:3000')
  })

  it('normalises origins and rejects anything that is not scheme://host[:port]', () => {
    expect(normalizeOrigin('https://US.Example.COM/')).toBe('https://us.example.com')
    expect(normalizeOrigin('http://localhost:3000')).toBe('http://localhost:3000')
    expect(() => normalizeOrigin('not a url')).toThrow(TypeError)
    expect(() => normalizeOrigin('ftp://example.com')).toThrow(TypeError)
    expect(() => normalizeOrigin('https://example.com/shop')).toThrow(TypeError)
    expect(() => normalizeOrigin('https://example.com/?a=1')).toThrow(TypeError)
    expect(() => normalizeOrigin('https://user:pw@example.com')).toThrow(TypeError)
    expect(() => originsFromApps({ cn: 'https://a.cn', us: 'https://b.com', eu: 'javascript:alert(1)' })).toThrow(
      TypeError,
    )
    const byRegion = { ...PRODUCTION_ORIGINS, kr: 'https://KR.example.com' }
    expect(defineOrigins(byRegion).kr).toBe('https://kr.example.com')
  })

  it('builds absolute URLs without query string or fragment', () => {
    expect(absoluteUrl(PRODUCTION_ORIGINS, 'uk', '/uk/flagship-megatron?utm_source=x#buy')).toBe(
      'https://eu.mechaform-robotics.com/uk/flagship-megatron',
    )
    expect(absoluteUrl(PRODUCTION_ORIGINS, 'cn', '/')).toBe('https://www.mechaform-robotics.cn/')
    expect(absoluteUrl(PRODUCTION_ORIGINS, 'jp', 'jp/manuals')).toBe('https://us.mechaform-robotics.com/jp/manuals')
    expect(stripQuery('/a?b=/c')).toBe('/a')
    expect(stripQuery('/a#?')).toBe('/a')
  })
})
