import { Footer, NewsletterForm, type SubscribeResult } from '@storefront/ui'
import { footerColumnsOf } from '../lib/nav-items'
import { usePage, useT } from '../lib/use-page'
import { useLazyApi } from '../lib/lazy-api'
import { useConsent } from '../lib/consent'
import { useHumanCheck } from '../lib/human-check'

function Newsletter() {
  const { config, region } = usePage()
  const t = useT()
  const withApi = useLazyApi()
  // The footer is on every page: the proof of work loads only once the shopper starts typing here.
  const human = useHumanCheck()
  const subscribe = (email: string, optIn: boolean): Promise<SubscribeResult> =>
    withApi(async (api, { isApiError }): Promise<SubscribeResult> => {
      try {
        const altcha = await human.solve()
        const data = (await api.subscribe({ email, region, optIn, altcha }, { display: false })) as { created?: boolean } | null
        return { ok: true, created: data?.created !== false }
      } catch (error) {
        const message = isApiError(error) && error.msg ? error.msg : t('api.message.error')
        return { ok: false, message }
      }
    }).catch((): SubscribeResult => ({ ok: false, message: t('api.message.error') }))
  // Double opt-in regions: the subscription counts once the mailed link is opened; say so. The service
  // answers alike for new and known addresses, so there is no "already subscribed" to show.
  const texts = config.newsletterDoubleOptIn ? { ...config.subscribe, success: t('footer.newsletterConfirm') } : config.subscribe
  return (
    <div style={{ display: 'contents' }} onFocus={human.prepare}>
      <NewsletterForm texts={texts} emailLabel={t('footer.newsletterEmail')} sendingLabel={t('form.sending')} onSubscribe={subscribe} />
    </div>
  )
}

/** Footer navs, newsletter, media links, company address, copyright, ICP line and cookie settings. */
export function SiteFooter() {
  const { config, region, language } = usePage()
  const t = useT()
  const reopenConsent = useConsent((s) => s.reopen)
  return (
    <Footer
      columns={footerColumnsOf(region, language, config.navs, config.footerNavs, t('footer.explore'))}
      media={config.media}
      newsletter={<Newsletter />}
      company={config.company}
      copyright={config.copyright}
      {...(config.icp ? { icp: config.icp } : {})}
      legalActions={
        config.consentRequired ? (
          <button type="button" className="sf-link-button" onClick={reopenConsent}>
            {t('footer.cookieSettings')}
          </button>
        ) : null
      }
      labels={{ footerNav: t('a11y.footerNav'), followUs: t('footer.followUs'), address: t('footer.address'), newTab: t('a11y.newTab'), socialLinks: t('a11y.socialLinks') }}
    />
  )
}
