import { describe, expect, it } from 'vitest'
import { REGION_IDS, type RegionId } from '@storefront/region-config'
import { hrefOf, regionHref } from './links'

const origins = Object.fromEntries(
  REGION_IDS.map((r) => [
    r,
    r === 'cn'
      ? 'https://www.example.cn'
      : ['us', 'jp', 'kr'].includes(r)
        ? 'https://us.example.com'
        : 'https://eu.example.com',
  ]),
) as Record<RegionId, string>

describe('hrefOf', () => {
  it('prefixes slugs with the region (none for cn)', () => {
    expect(hrefOf('us', 'faq')).toBe('/us/faq')
    expect(hrefOf('cn', 'manuals')).toBe('/manuals')
    expect(hrefOf('cn', '')).toBe('/')
    expect(hrefOf('de', '')).toBe('/de')
  })

  it('passes absolute http(s) URLs through', () => {
    expect(hrefOf('us', 'https://shop.example.com/a')).toBe('https://shop.example.com/a')
    expect(hrefOf('fr', 'http://legacy.example.com')).toBe('http://legacy.example.com')
  })
})

describe('regionHref', () => {
  it('stays relative inside the current app', () => {
    expect(regionHref('jp', 'where-to-buy', 'us', origins)).toEqual({ href: '/jp/where-to-buy', external: false })
    expect(regionHref('de', '', 'eu', origins)).toEqual({ href: '/de', external: false })
    expect(regionHref('cn', '', 'cn', origins)).toEqual({ href: '/', external: false })
  })

  it("uses the sister origin for another app's region", () => {
    expect(regionHref('uk', 'choose-your-region', 'us', origins)).toEqual({
      href: 'https://eu.example.com/uk/choose-your-region',
      external: true,
    })
    expect(regionHref('cn', '', 'eu', origins)).toEqual({ href: 'https://www.example.cn/', external: true })
    expect(regionHref('kr', 'manuals', 'cn', origins)).toEqual({
      href: 'https://us.example.com/kr/manuals',
      external: true,
    })
  })
})
