import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { ServiceForm } from '../../src/components/service-form'
import { usePage } from '../../src/lib/use-page'

export default function Page() {
  const { route } = usePage()
  return (
    <>
      <PageHero />
      <div className="sf-page">
        <Sections />
        {route?.meta.form && <ServiceForm kind={route.meta.form} />}
      </div>
    </>
  )
}
