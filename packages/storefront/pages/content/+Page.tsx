import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { RunningCampaigns } from '../../src/components/running-campaigns'

export default function Page() {
  return (
    <>
      <PageHero />
      <div className="sf-page">
        <RunningCampaigns />
        <Sections />
      </div>
    </>
  )
}
