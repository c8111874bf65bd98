import type { Locale, MediaSet, RegionFacts, RegionId } from './regions'

/**
 * A page language that is no region's own: zh-HK, the language of the one Hong Kong/Macao page, which cn serves
 * (docs/rules/regions.md#locales-and-fallback). Its readers read the region's facts in their own script: the same
 * company, numbers and channels, written in Traditional Chinese (docs/translating.md#traditional-chinese).
 */
export interface PageLanguageFacts {
  /** The region whose shop the language's pages belong to. */
  region: RegionId
  /** The region's legal entity as the language writes it; what it leaves out (e-mail, links) is the region's. */
  legalEntity: Pick<RegionFacts['legalEntity'], 'name' | 'address' | 'register' | 'representative' | 'icp'> & {
    publicSecurity?: { text: string }
  }
  /** The region's social-media channels, named as the language names them. */
  media: MediaSet
}

export const PAGE_LANGUAGES = {
  'zh-HK': {
    region: 'cn',
    legalEntity: {
      name: '深圳市機形科技有限公司',
      address: '廣東省深圳市南山區粵海街道科技南十二路 18 號 9 樓',
      register: '統一社會信用代碼 91440300MA5GX8R21K',
      representative: '陳思遠',
      // Mainland records keep their numbers; their words are written as the reader writes them.
      icp: '粵ICP備2021088888號-1',
      publicSecurity: { text: '粵公網安備44030502008888號' },
    },
    media: 'cn-hant',
  },
} as const satisfies Partial<Record<Locale, PageLanguageFacts>>

export type PageOnlyLanguage = keyof typeof PAGE_LANGUAGES

export const isPageOnlyLanguage = (language: string): language is PageOnlyLanguage =>
  Object.hasOwn(PAGE_LANGUAGES, language)
