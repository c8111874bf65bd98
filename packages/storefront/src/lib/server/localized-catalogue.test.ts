import { describe, expect, it, vi } from 'vitest'
import { catalogueOf } from '@storefront/region-config'
import { localizeProducts } from '@storefront/content'
import { localizedCatalogue } from './localized-catalogue'

describe('localizedCatalogue', () => {
  const t = vi.fn((_key: string, { name }: { name: string }) => `${name} (photo)`)
  const i18n = { t }

  it('is the localized catalogue of the region in that language', () => {
    expect(localizedCatalogue('cn', 'zh-CN', i18n)).toEqual(localizeProducts(catalogueOf('cn'), 'zh-CN', t))
    expect(localizedCatalogue('cn', 'zh-CN', i18n).find((p) => p.key === 'flagshipMegatron')?.name).toBe('威震天旗舰版')
  })

  it('localizes each region, language and translator once', () => {
    const calls = t.mock.calls.length
    const first = localizedCatalogue('cn', 'zh-CN', i18n)
    expect(localizedCatalogue('cn', 'zh-CN', i18n)).toBe(first)
    expect(t.mock.calls.length).toBe(calls)
    const other = { t: (_key: string, { name }: { name: string }) => `${name}!` }
    expect(localizedCatalogue('cn', 'zh-CN', other)).not.toBe(first)
    expect(localizedCatalogue('cn', 'zh-CN', other)[0]?.alt).toMatch(/!$/)
    expect(localizedCatalogue('us', 'en-US', i18n)[0]?.alt).toMatch(/\(photo\)$/)
  })
})
