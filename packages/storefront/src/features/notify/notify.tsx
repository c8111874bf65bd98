import {
  availabilityOf,
  formatDate,
  REGION_TIME_ZONE,
  ROUTES,
  windowStateAt,
  type FlatRoute,
  type Product,
  type RegionId,
} from '@storefront/region-config'
import { privacyNoticeOf } from '../../lib/shared/privacy-notice'
import { usePage, useT } from '../../lib/shared/use-page'
import type { PageData } from '../../lib/shared/page-data'
import type { Translate } from '../../lib/shared/translate'
import { Island } from '../../islands/island'
import NotifyIsland, { type NotifyIslandProps } from './notify-island'
import { apiContextOf } from '../../islands/server-props'

/** The island's props: the form's words for `heading` in the page's language, and what the mail is about. */
function notifyProps(
  page: PageData,
  t: Translate,
  heading: { title: string; lead: string },
  about: NotifyIslandProps['about'],
): NotifyIslandProps {
  return {
    texts: {
      ...heading,
      placeholder: t('notify.placeholder'),
      button: t('notify.button'),
      // Double opt-in regions: the request counts once the mailed link confirms it (docs/rules/notify.md#form).
      success: t(page.config.newsletterDoubleOptIn ? 'notify.confirm' : 'notify.success'),
      // The newsletter's: the spec's words for a bad address in each region (docs/rules/newsletter.md#messages).
      invalid: t('newsletter.invalid'),
    },
    emailLabel: t('notify.email'),
    sendingLabel: t('notify.sending'),
    notice: privacyNoticeOf(page.region, 'notify', t, page.language),
    about,
    api: apiContextOf(page, t),
  }
}

/**
 * Under the buy box of a robot that is sold out or on pre-order in the region: the shopper may ask for one mail when
 * it can be bought here (docs/rules/notify.md#where-the-form-is). Nothing for a robot in stock.
 */
export function ProductNotify({ product }: { product: Product }) {
  const page = usePage()
  const t = useT()
  const availability = availabilityOf(product)
  if (availability === 'in-stock') return null
  const heading =
    availability === 'sold-out'
      ? { title: t('notify.soldOutTitle'), lead: t('notify.soldOutLead') }
      : { title: t('notify.preOrderTitle'), lead: t('notify.preOrderLead') }
  return (
    <Island name="notify" component={NotifyIsland} props={notifyProps(page, t, heading, { productKey: product.key })} />
  )
}

/** The pages of `region` that start after `now` (campaigns before their window), in the route table's order. */
export const upcomingRoutesOf = (region: RegionId, now: number): FlatRoute[] =>
  ROUTES.filter((r) => r.meta.region === region && !!r.component && !!r.start && windowStateAt(r, now) === 'before')

/**
 * On the region home, one form per page of the region that starts later (a campaign before its window): before its
 * start such a page redirects here (docs/rules/time.md#campaign-windows), so here is where a shopper waiting for it
 * lands. Each section goes at its page's start, a time boundary of the render cache.
 */
export function UpcomingPages() {
  const page = usePage()
  const t = useT()
  const { route, region, config, now } = page
  if (route?.component !== 'home') return null
  return upcomingRoutesOf(region, now).map((r) => (
    <div key={r.path} id={`notify-${r.meta.slug}`} className="sf-notify-section">
      <Island
        name="notify"
        component={NotifyIsland}
        props={notifyProps(
          page,
          t,
          {
            title: t('notify.launchTitle', { name: t(`nav.${r.meta.slug}`) }),
            lead: t('notify.launchLead', {
              date: formatDate(Date.parse(r.start!), config.locale, REGION_TIME_ZONE[region]),
            }),
          },
          { path: r.path },
        )}
      />
    </div>
  ))
}
