import type { ComponentType } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { AccountPage } from '@storefront/ui'
import { usePage } from '../lib/use-page'

/**
 * The account page around its screen (`route.meta.screen`, account-screens.ts). Its container would be
 * the `app-menu` scroll anchor, but the shared header's navigation already carries `id="app-menu"` (its
 * menu button's aria-controls), and an id must be unique; the route's `app-menu` anchor therefore
 * scrolls to the header, directly above this card.
 */
export function AccountFrame({ Screen }: { Screen: ComponentType }) {
  const { route } = usePage()
  const screen = route?.meta.screen ?? 'account'
  // `data-ready` once hydrated: the forms are live from then on (tests wait for it).
  const hydrated = useHydrated()
  return (
    <AccountPage id="account-screen" screen={screen} ready={hydrated}>
      {/* A new screen starts fresh (no form state carried over between screens). */}
      <Screen key={screen} />
    </AccountPage>
  )
}
