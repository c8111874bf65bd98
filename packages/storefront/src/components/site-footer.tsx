import { Footer } from '@storefront/ui'
import { footerColumnsOf, newsletterTextsOf } from '../lib/nav-items'
import { usePage, useT } from '../lib/use-page'
import { Island } from '../islands/island'
import NewsletterIsland from '../islands/newsletter-island'
import CookieSettingsIsland from '../islands/cookie-settings-island'
import { apiContextOf } from '../islands/server-props'

/** Footer navs, newsletter, media links, company address, copyright, ICP line and cookie settings: server HTML with
 * two islands. */
export function SiteFooter() {
  const page = usePage()
  const { config, region, language } = page
  const t = useT()
  // Double opt-in regions: the subscription counts once the mailed link is opened; say so. The service
  // answers alike for new and known addresses, so there is no "already subscribed" to show.
  const texts = {
    ...newsletterTextsOf(t),
    ...(config.newsletterDoubleOptIn ? { success: t('footer.newsletterConfirm') } : {}),
  }
  return (
    <Footer
      columns={footerColumnsOf(region, language, config.navs, config.footerNavs, t)}
      media={config.media}
      newsletter={
        <Island
          name="newsletter"
          component={NewsletterIsland}
          props={{
            texts,
            emailLabel: t('footer.newsletterEmail'),
            sendingLabel: t('form.sending'),
            api: apiContextOf(page, t),
          }}
        />
      }
      company={config.company}
      copyright={t('footer.copyright', { year: new Date(page.now).getUTCFullYear(), company: config.company.name })}
      {...(config.icp ? { icp: config.icp } : {})}
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
        address: t('footer.address'),
        newTab: t('a11y.newTab'),
        socialLinks: t('a11y.socialLinks'),
      }}
    />
  )
}
