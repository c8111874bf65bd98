import { describe, expect, it } from 'vitest'
import { hasPage, REGION_IDS } from '@storefront/region-config'
import { consentLinksOf, privacyNoticeOf } from './privacy-notice'

const t = (key: string) => `[${key}]`

describe('privacy lines and consent links (docs/rules/legal.md#forms)', () => {
  it.each(REGION_IDS)('%s: every e-mail form links a privacy policy the region serves', (region) => {
    for (const use of ['newsletter', 'account', 'form', 'notify'] as const) {
      const notice = privacyNoticeOf(region, use, t)
      expect(notice.text).toBe(`[privacy.${use}]`)
      expect(notice.link.label).toBe('[nav.privacy-policy]')
      expect(hasPage(region, notice.link.href.split('/').pop()!)).toBe(true)
    }
  })

  it('links the region’s own pages: cn has no prefix, de its own', () => {
    expect(privacyNoticeOf('cn', 'newsletter', t).link.href).toBe('/privacy-policy')
    expect(consentLinksOf('de', t)).toEqual([
      { label: '[nav.privacy-policy]', href: '/de/privacy-policy' },
      { label: '[nav.cookies-policy]', href: '/de/cookies-policy' },
    ])
  })
})
