import { LOCALES } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { commonResourcesOf } from './common-messages'
import { loadResources } from './i18n'

describe('commonResourcesOf', () => {
  it('holds the same common messages the loader gives, language and fallback, for every language', async () => {
    for (const language of [...LOCALES, 'zh-HK']) {
      // A region's locale left out here would give the malformed-URL page zh-CN's words.
      expect(Object.keys(commonResourcesOf(language)[language]!.common as object).length, language).toBeGreaterThan(0)
      const loaded = await loadResources(language, ['common'])
      expect(commonResourcesOf(language), language).toEqual(loaded)
    }
  })
})
