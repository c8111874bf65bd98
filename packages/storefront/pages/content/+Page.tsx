import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'

export default function Page() {
  return (
    <>
      <PageHero />
      <div className="sf-page">
        <Sections />
      </div>
    </>
  )
}
