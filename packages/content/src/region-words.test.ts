import { COUNTRY_ISO, REGION_CONFIGS, REGION_IDS } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { COUNTRY_LABEL, REGION_LABEL, regionLabelOf, TEXT_BANNER_WORDS, textBannerLine } from './region-words'

describe('region words', () => {
  it('name every region in its own language (docs/rules/regions.md#region-table)', () => {
    expect(Object.keys(REGION_LABEL).sort()).toEqual([...REGION_IDS].sort())
    expect(REGION_LABEL.us).toBe('United States - English')
    expect(REGION_LABEL.cn).toBe('中国大陆 - 简体中文')
    expect(REGION_LABEL.de).toBe('Deutschland - Deutsch')
  })

  it('label the Hong Kong/Macao page (cn, zh-HK) as itself, every other page by its region', () => {
    expect(regionLabelOf('cn', 'zh-HK')).toBe('香港及澳門 - 繁體中文')
    expect(regionLabelOf('cn', 'zh-CN')).toBe('中国大陆 - 简体中文')
    for (const id of REGION_IDS) expect(regionLabelOf(id, REGION_CONFIGS[id].locale)).toBe(REGION_LABEL[id])
  })

  it('label the us region by country (docs/rules/regions.md#country)', () => {
    expect(Object.keys(COUNTRY_LABEL).sort()).toEqual(Object.keys(COUNTRY_ISO).sort())
    expect(COUNTRY_LABEL).toEqual({
      us: 'United States - English',
      CA: 'Canada - English',
      other: 'Other Regions - English',
    })
  })

  // docs/rules/banners.md#text-banner: cn alone has a text banner, so its copy is cn's only, not a message.
  it('hold a text banner of four lines exactly for the regions configured with one', () => {
    for (const id of REGION_IDS) expect(!!TEXT_BANNER_WORDS[id], id).toBe(!!REGION_CONFIGS[id].textBanner)
    expect(textBannerLine('cn', 1)).toBe('威震天旗舰版 9 月 25 日 19:30 正式发布，敬请期待')
    expect(TEXT_BANNER_WORDS.cn!.stages).toHaveLength(4)
    expect(TEXT_BANNER_WORDS.cn!.stages.every((line) => line.trim().length > 0)).toBe(true)
    expect(textBannerLine('us', 1)).toBeUndefined()
  })
})
