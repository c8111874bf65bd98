import { usePageContext } from 'vike-react/usePageContext'
import { usePage } from '../../src/lib/shared/use-page'
import { Island } from '../../src/islands/island'
import PageIsland from '../../src/islands/page-island'

/** Account screens: one island with the page's data and messages (i18next in the browser). */
export default function Page() {
  const page = usePage()
  const { urlParsed } = usePageContext()
  return (
    <Island
      name="page"
      perRequest
      component={PageIsland}
      props={{ page, pathname: urlParsed.pathname, search: urlParsed.search }}
    />
  )
}
