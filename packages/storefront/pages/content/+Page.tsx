import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { RunningCampaigns } from '../../src/components/running-campaigns'
import { UpcomingPages } from '../../src/features/notify/notify'
import { PresentedOffers } from '../../src/components/presented-offers'

export default function Page() {
  return (
    <>
      <PageHero />
      <div className="sf-page">
        <RunningCampaigns />
        <UpcomingPages />
        <Sections />
        <PresentedOffers />
      </div>
    </>
  )
}
