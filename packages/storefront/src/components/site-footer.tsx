import { Footer, FooterRecords } from '@storefront/ui'
import { footerWordsOf } from '../lib/shared/nav-items'
import { privacyNoticeOf } from '../lib/shared/privacy-notice'
import { usePage, useT } from '../lib/shared/use-page'
import { Island } from '../islands/island'
import NewsletterIsland from '../islands/newsletter-island'
import CookieSettingsIsland from '../features/consent/cookie-settings-island'
import { apiContextOf } from '../islands/server-props'

/** Footer navs, newsletter, media links, company address, copyright, ICP line and cookie settings: server HTML with
 * two islands. */
export function SiteFooter() {
  const page = usePage()
  const { config, region, language } = page
  const t = useT()
  const words = footerWordsOf(config, language, t)
  return (
    <Footer
      columns={words.columns}
      media={config.media}
      newsletter={
        <Island
          name="newsletter"
          component={NewsletterIsland}
          props={{
            texts: words.newsletter,
            emailLabel: t('footer.newsletterEmail'),
            sendingLabel: t('form.sending'),
            notice: privacyNoticeOf(region, 'newsletter', t, language),
            consentTick: config.newsletterConsentTick,
            api: apiContextOf(page, t),
          }}
        />
      }
      company={config.company}
      copyright={t('footer.copyright', { year: new Date(page.now).getUTCFullYear(), company: config.company.name })}
      {...(config.icp ? { icp: config.icp } : {})}
      records={<FooterRecords config={config} t={t} />}
      legalActions={
        config.consentRequired ? (
          <Island
            name="cookies"
            as="span"
            component={CookieSettingsIsland}
            props={{ label: t('footer.cookieSettings') }}
          />
        ) : null
      }
      labels={{
        footerNav: t('a11y.footerNav'),
        followUs: t('footer.followUs'),
        // The language's colon (docs/translating.md#typography: no component writes one of its own).
        address: t('format.labelled', { label: t('footer.address'), value: '' }),
        newTab: t('a11y.newTab'),
        socialLinks: t('a11y.socialLinks'),
      }}
    />
  )
}
