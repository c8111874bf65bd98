import { usePageContext } from 'vike-react/usePageContext'
import { usePage } from '../../src/lib/use-page'
import { Island } from '../../src/islands/island'
import { accountIslandOf } from '../../src/islands/account-island'
import { screenIsland } from '../../src/islands/registry'
import { SCREENS } from '../../src/account/account-screens'

/** Account screens: an island per screen, with the page's data and messages (i18next in the browser). */
export default function Page() {
  const page = usePage()
  const { urlParsed } = usePageContext()
  const screen = page.route?.meta.screen ?? 'account'
  return (
    <Island
      name={screenIsland(screen)}
      component={accountIslandOf(SCREENS[screen])}
      props={{ page, pathname: urlParsed.pathname, search: urlParsed.search }}
    />
  )
}
