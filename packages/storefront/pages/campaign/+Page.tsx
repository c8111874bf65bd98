import { formatDate, REGION_TIME_ZONE } from '@storefront/region-config'
import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { usePage, useT } from '../../src/lib/shared/use-page'

export default function Page() {
  const { route, config, region } = usePage()
  const t = useT()
  const end = route?.end ? Date.parse(route.end) : null
  return (
    <>
      <PageHero id="section-banner" />
      <div className="sf-page">
        {end && (
          <p className="sf-campaign__ends">
            {t('campaign.ends', { date: formatDate(end, config.locale, REGION_TIME_ZONE[region]!) })}
          </p>
        )}
        <Sections />
      </div>
    </>
  )
}
