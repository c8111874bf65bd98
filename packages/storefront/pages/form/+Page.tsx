import { usePageContext } from 'vike-react/usePageContext'
import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { usePage } from '../../src/lib/shared/use-page'
import { Island } from '../../src/islands/island'
import PageIsland from '../../src/islands/page-island'

export default function Page() {
  const page = usePage()
  const { urlParsed } = usePageContext()
  // The form's island needs the page's messages and catalogue, not its copy (the sections stay server HTML).
  const islandPage = { ...page, content: null }
  return (
    <>
      <PageHero />
      <div className="sf-page">
        <Sections />
        {page.route?.meta.form && (
          <Island
            name="page"
            perRequest
            component={PageIsland}
            props={{ page: islandPage, pathname: urlParsed.pathname, search: urlParsed.search }}
          />
        )}
      </div>
    </>
  )
}
