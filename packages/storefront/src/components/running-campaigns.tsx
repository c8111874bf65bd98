import { ContentSections } from '@storefront/ui'
import { formatDate, REGION_TIME_ZONE, routeByPath, pathOf, runningCampaignsOf } from '@storefront/region-config'
import { hrefOf } from '../lib/shared/links'
import { usePage, useT } from '../lib/shared/use-page'

/**
 * On a region's home page, the campaigns it runs now, each linked with its end and that end's time zone
 * (docs/rules/time.md#campaign-windows); outside every window, nothing.
 */
export function RunningCampaigns() {
  const { route, region, config, now, app } = usePage()
  const t = useT()
  if (route?.component !== 'home') return null
  const running = runningCampaignsOf(region, now)
  if (!running.length) return null
  return (
    <ContentSections
      sections={running.map((slug) => {
        const end = routeByPath(pathOf(region, slug))?.end
        return {
          kind: 'cta' as const,
          id: `now-on-${slug}`,
          heading: t('format.labelled', { label: t('home.campaignHeading'), value: t(`nav.${slug}`) }),
          body: end
            ? t('campaign.ends', { date: formatDate(Date.parse(end), config.locale, REGION_TIME_ZONE[region]) })
            : '',
          cta: { label: t(`nav.${slug}`), link: slug },
        }
      })}
      hrefOf={(link) => hrefOf(region, link)}
      renderProducts={() => null}
      assetHost={app.assetHost}
      labels={{ download: t('manuals.download'), visit: t('whereToBuy.visit'), newTab: t('a11y.newTab') }}
    />
  )
}
