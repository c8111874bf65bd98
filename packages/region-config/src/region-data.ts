import { REGION_CURRENCY } from './currency'
import { launchOf } from './launch'
import { NAVIGATION } from './navigation'
import { PAGE_LANGUAGES, type PageOnlyLanguage } from './page-languages'
import { pathOf, REGION_IDS, REGIONS, type RegionFacts, type RegionId } from './regions'
import type { RegionConfig } from './schema'
import { SOCIAL_MEDIA } from './social-media'

/** A region's whole configuration, put together from its row of REGIONS, its menus and its launch dates. */
function configOf(region: RegionId): RegionConfig {
  const facts = REGIONS[region]
  const { icp, publicSecurity, ...company } = facts.legalEntity as RegionFacts['legalEntity']
  const { priceNotice } = facts as RegionFacts
  return {
    id: region,
    locale: facts.locale,
    currency: REGION_CURRENCY[region],
    home: pathOf(region, ''),
    shop: facts.shop.url,
    account: pathOf(region, 'login'),
    launch: launchOf(region),
    paymentMethods: [...facts.payment.methods],
    installment: { ...facts.payment.installment },
    ...(priceNotice ? { priceNotice: { ...priceNotice } } : {}),
    region: { iso: facts.iso, link: pathOf(region, 'choose-your-region') },
    media: SOCIAL_MEDIA[facts.media].map((m) => ({ ...m })),
    company,
    referencePrice: { ...facts.referencePrice },
    ...(icp ? { icp } : {}),
    ...(publicSecurity ? { publicSecurity: { ...publicSecurity } } : {}),
    ...NAVIGATION[region],
    consentRequired: facts.consentRequired,
    newsletterDoubleOptIn: facts.newsletterDoubleOptIn,
    newsletterConsentTick: facts.newsletterConsentTick,
  }
}

/** Every region's configuration, built once (validated by `index.ts`, shared as-is by `browser.ts`). */
export const REGION_DATA: Record<RegionId, RegionConfig> = Object.fromEntries(
  REGION_IDS.map((id) => [id, configOf(id)]),
) as Record<RegionId, RegionConfig>

/**
 * The configuration a page in a language of its own (zh-HK) shows: its region's, with the company, its records and
 * the channels' names as that language writes them (page-languages.ts).
 */
function pageConfigOf(language: PageOnlyLanguage): RegionConfig {
  const { region, legalEntity, media } = PAGE_LANGUAGES[language]
  const base = REGION_DATA[region]
  const { icp, publicSecurity, ...company } = legalEntity
  return {
    ...base,
    company: { ...base.company, ...company },
    media: SOCIAL_MEDIA[media].map((m) => ({ ...m })),
    ...(base.icp ? { icp } : {}),
    ...(base.publicSecurity ? { publicSecurity: { ...base.publicSecurity, ...publicSecurity } } : {}),
  }
}

/** Each page-only language's configuration (validated by `index.ts` like the regions'). */
export const PAGE_LANGUAGE_DATA: Record<PageOnlyLanguage, RegionConfig> = Object.fromEntries(
  Object.keys(PAGE_LANGUAGES).map((language) => [language, pageConfigOf(language as PageOnlyLanguage)]),
) as Record<PageOnlyLanguage, RegionConfig>
