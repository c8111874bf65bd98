import { describe, expect, it } from 'vitest'
import { commonResourcesOf } from './common-messages'
import { loadResources } from './i18n'

describe('commonResourcesOf', () => {
  it('holds the same common messages the loader gives, language and fallback', async () => {
    for (const language of ['en-GB', 'zh-HK', 'zh-CN']) {
      const loaded = await loadResources(language, ['common'])
      expect(commonResourcesOf(language), language).toEqual(loaded)
    }
  })
})
