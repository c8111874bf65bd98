import { describe, expect, it } from 'vitest'
import { ACCOUNT_SCREENS, LOCALES } from '@storefront/region-config'
import { loadResources } from '@storefront/content'
import { accountMetaOf } from './titles'

describe('account screens carry a description and keywords (docs/rules/seo.md#head-tags)', () => {
  it.each(LOCALES)('%s: every screen, and the profile page', async (language) => {
    const resources = await loadResources(language, ['account'])
    for (const screen of [...ACCOUNT_SCREENS, undefined]) {
      const meta = accountMetaOf(resources, language, screen)
      expect(meta.description, `${screen ?? 'account'}`).not.toBe('')
      expect(meta.description).not.toContain('{{')
      expect(meta.keywords.length, `${screen ?? 'account'}`).toBeGreaterThanOrEqual(3)
      expect(meta.keywords.every((k) => k.trim() === k && k.length > 0)).toBe(true)
    }
  })

  it('uses a screen’s own introduction when it reads alone', async () => {
    const resources = await loadResources('en-US', ['account'])
    expect(accountMetaOf(resources, 'en-US', 'login').description).toBe(
      'Welcome back. Log in to manage your account, robots and orders.',
    )
    expect(accountMetaOf(resources, 'en-US', 'verify-email').description).toMatch(/^Your Mechaform Robotics account/)
  })
})
