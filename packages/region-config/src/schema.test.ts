import { describe, expect, it } from 'vitest'
import { catalogueOf } from './catalogue'
import { REGION_DATA } from './region-data'
import { REGION_IDS } from './regions'
import { FooterNavSchema, NavSchema, ProductSchema, RegionConfigSchema, TagSchema, TextBannerSchema } from './schema'
import { REGION_CONFIGS } from './index'

const clone = <T>(v: T): T => structuredClone(v)
const us = () => clone(REGION_DATA.us)
const megatronUk = () => clone(catalogueOf('uk').find((p) => p.key === 'flagshipMegatron')!)

describe('the schemas accept the shipped data', () => {
  it.each(REGION_IDS)('region %s parses', (id) => {
    const result = RegionConfigSchema.safeParse(REGION_DATA[id])
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
  })

  it.each(REGION_IDS)('every product of %s parses', (id) => {
    expect(catalogueOf(id).length).toBeGreaterThan(0)
    for (const p of catalogueOf(id)) {
      const result = ProductSchema.safeParse(p)
      expect(result.success, `${id}.${p.key}: ${JSON.stringify(result.error?.issues)}`).toBe(true)
    }
  })

  it('validates once at import and exposes the parsed regions', () => {
    expect(Object.keys(REGION_CONFIGS)).toEqual([...REGION_IDS])
    for (const id of REGION_IDS) expect(REGION_CONFIGS[id]).toEqual(REGION_DATA[id])
  })
})

describe('RegionConfigSchema rejects bad data', () => {
  const rejects = (data: unknown, path: string) => {
    const result = RegionConfigSchema.safeParse(data)
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path)
  }

  it.each([
    'id',
    'locale',
    'currency',
    'paymentMethods',
    'installment',
    'shop',
    'media',
    'company',
    'footerNavs',
    'navs',
    'launch',
    'consentRequired',
    'newsletterDoubleOptIn',
    'newsletterConsentTick',
  ] as const)('a missing %s', (field) => {
    const data: Record<string, unknown> = us()
    delete data[field]
    rejects(data, field)
  })

  it('an unknown region, locale or currency', () => {
    rejects({ ...us(), id: 'hk' }, 'id')
    rejects({ ...us(), locale: 'en-CA' }, 'locale')
    rejects({ ...us(), currency: 'CAD' }, 'currency')
  })

  it('a shop or media URL that is not https', () => {
    rejects({ ...us(), shop: 'not a url' }, 'shop')
    rejects({ ...us(), shop: 'http://shop.example.com' }, 'shop')
    const data = us()
    data.media[0]!.url = 'javascript:alert(1)'
    rejects(data, 'media.0.url')
  })

  it('a nav link that is neither a slug nor an https URL', () => {
    const data = us()
    data.navs[0]!.link = '/us/absolute'
    rejects(data, 'navs.0.link')
    const data2 = us()
    data2.navs[0]!.children![0]!.link = 'http://insecure.example.com'
    rejects(data2, 'navs.0.children.0.link')
    const data3 = us()
    data3.footerNavs[0]!.links[0]!.link = 'Has Spaces'
    rejects(data3, 'footerNavs.0.links.0.link')
  })

  it('a launch list with a bad ISO instant or the wrong length', () => {
    const data = us()
    data.launch[2] = '2025-09-22 19:30'
    rejects(data, 'launch.2')
    const data2 = us()
    data2.launch[0] = '2025-09-18T19:30:00' // no offset: not an instant
    rejects(data2, 'launch.0')
    rejects({ ...us(), launch: us().launch.slice(0, 4) }, 'launch')
  })

  it('empty texts and empty lists', () => {
    rejects({ ...us(), company: { ...us().company, name: '   ' } }, 'company.name')
    rejects({ ...us(), navs: [] }, 'navs')
    rejects({ ...us(), footerNavs: [] }, 'footerNavs')
    rejects({ ...us(), media: [] }, 'media')
  })

  it('a bad region chooser entry and a negative instalment count', () => {
    rejects({ ...us(), region: { iso: 'us', label: 'x', link: '/us' } }, 'region.iso')
    rejects({ ...us(), installment: { count: -1, interestFree: false } }, 'installment.count')
    rejects({ ...us(), installment: { count: 12, interestFree: false } }, 'installment.apr')
  })
})

describe('nav, tag, footer and banner schemas', () => {
  it('accept only red HOT/NEW tags', () => {
    expect(TagSchema.safeParse({ color: 'red', label: 'HOT' }).success).toBe(true)
    expect(TagSchema.safeParse({ color: 'red', label: 'NEW' }).success).toBe(true)
    expect(TagSchema.safeParse({ color: 'blue', label: 'HOT' }).success).toBe(false)
    expect(TagSchema.safeParse({ color: 'red', label: 'SALE' }).success).toBe(false)
    expect(
      NavSchema.safeParse({ label: 'A', link: 'a', identify: 'a', tag: { color: 'red', label: 'COOL' } }).success,
    ).toBe(false)
  })

  it('requires link and identify on a nav; a label only names a product', () => {
    expect(NavSchema.safeParse({ label: 'A', link: 'a', identify: 'a' }).success).toBe(true)
    expect(NavSchema.safeParse({ label: 'A', link: 'a' }).success).toBe(false)
    expect(NavSchema.safeParse({ link: 'a', identify: 'a' }).success).toBe(true)
    expect(NavSchema.safeParse({ label: '', link: 'a', identify: 'a' }).success).toBe(false)
    expect(NavSchema.safeParse({ label: 'A', identify: 'a' }).success).toBe(false)
  })

  it('requires at least one link in a footer column', () => {
    expect(FooterNavSchema.safeParse({ title: 'support', links: [] }).success).toBe(false)
  })

  it('requires exactly four banner stages, numbered 1-4, and a hex colour', () => {
    const banner = clone(REGION_DATA.cn.textBanner!)
    expect(TextBannerSchema.safeParse(banner).success).toBe(true)
    expect(TextBannerSchema.safeParse({ ...banner, stages: banner.stages.slice(1) }).success).toBe(false)
    expect(TextBannerSchema.safeParse({ ...banner, bg: 'red' }).success).toBe(false)
    const bad = clone(banner)
    bad.stages[0]!.stage = 5
    expect(TextBannerSchema.safeParse(bad).success).toBe(false)
  })
})

describe('ProductSchema rejects bad data', () => {
  const rejects = (data: unknown, path: string) => {
    const result = ProductSchema.safeParse(data)
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path)
  }

  it.each(['key', 'name', 'link', 'buy', 'alt', 'price', 'isPreSale', 'stock'] as const)('a missing %s', (field) => {
    const data: Record<string, unknown> = megatronUk()
    delete data[field]
    rejects(data, field)
  })

  it('an unknown product key', () => {
    rejects({ ...megatronUk(), key: 'flagshipStarscream' }, 'key')
  })

  it('a buy link that is not an https URL (empty is allowed)', () => {
    rejects({ ...megatronUk(), buy: 'shop.example.com/megatron' }, 'buy')
    rejects({ ...megatronUk(), buy: 'http://shop.example.com/megatron' }, 'buy')
    expect(ProductSchema.safeParse({ ...megatronUk(), buy: '' }).success).toBe(true)
  })

  it('a wrong tag', () => {
    rejects({ ...megatronUk(), tag: 'SALE' }, 'tag')
    rejects({ ...megatronUk(), tag: 'hot' }, 'tag')
  })

  it('a promo start that is not an ISO instant', () => {
    rejects({ ...megatronUk(), activityTime: { startTime: '22/09/2025 08:00' } }, 'activityTime.startTime')
    rejects({ ...megatronUk(), activityTime: { startTime: '2025-09-22' } }, 'activityTime.startTime')
    rejects({ ...megatronUk(), activityTime: { startTime: '2025-13-22T08:00:00+08:00' } }, 'activityTime.startTime')
    expect(
      ProductSchema.safeParse({ ...megatronUk(), activityTime: { startTime: '2025-09-22T00:00:00Z' } }).success,
    ).toBe(true)
  })

  it('a non-positive price, negative or fractional stock, non-boolean isPreSale', () => {
    rejects({ ...megatronUk(), price: 0 }, 'price')
    rejects({ ...megatronUk(), price: '1299' }, 'price')
    rejects({ ...megatronUk(), activityPrice: -1 }, 'activityPrice')
    rejects({ ...megatronUk(), stock: -1 }, 'stock')
    rejects({ ...megatronUk(), stock: 1.5 }, 'stock')
    rejects({ ...megatronUk(), isPreSale: 'yes' }, 'isPreSale')
  })
})
