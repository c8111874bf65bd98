import { REGION_LOCALE, type Locale, type RegionId } from '@storefront/region-config'
import type { PrivacyNoticeProps } from '@storefront/ui'
import { hrefIn, hrefOf } from './links'
import type { Translate } from './translate'

/** The forms that collect an e-mail address, each with its `privacy.<use>` line (docs/rules/legal.md#forms). */
export type EmailUse = 'newsletter' | 'account' | 'form' | 'notify'

/**
 * The line under a form that collects an e-mail address: what it is for, linked to the region's privacy policy in
 * the page's language (the Hong Kong/Macao page links its Traditional copy).
 */
export const privacyNoticeOf = (
  region: RegionId,
  use: EmailUse,
  t: Translate,
  language: Locale = REGION_LOCALE[region],
): PrivacyNoticeProps => ({
  text: t(`privacy.${use}`),
  link: { label: t('nav.privacy-policy'), href: hrefIn(region, language, 'privacy-policy') },
})

/** The consent banner's links: the privacy and cookie policies its choice is explained in. */
export const consentLinksOf = (region: RegionId, t: Translate): { label: string; href: string }[] =>
  (['privacy-policy', 'cookies-policy'] as const).map((slug) => ({
    label: t(`nav.${slug}`),
    href: hrefOf(region, slug),
  }))
