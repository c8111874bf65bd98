import type { ComponentType } from 'react'
import type { AccountScreen as ScreenId } from '@storefront/region-config'
import { useHydrated } from 'vike-react/useHydrated'
import { AccountPage } from '@storefront/ui'
import { usePage } from '../lib/shared/use-page'
import { ForgotPasswordScreen } from './forgot-password-screen'
import { LoginScreen } from './login-screen'
import { NewsletterScreen } from './newsletter-screen'
import { NotifyScreen } from '../features/notify/notify-screen'
import { ProfileScreen } from './profile-screen'
import { RegisterScreen } from './register-screen'
import { ResetPasswordScreen } from './reset-password-screen'
import { ResetSuccessScreen } from './reset-success-screen'
import { SecureLinkSentScreen } from './secure-link-sent-screen'
import { SetPasswordScreen } from './set-password-screen'
import { VerifyEmailScreen } from './verify-email-screen'
import { VerifyFailedScreen } from './verify-failed-screen'
import { VerifySuccessScreen } from './verify-success-screen'

/** One component per account screen of docs/rules/accounts.md#screens (`route.meta.screen`), plus the profile page. */
const SCREENS: Record<ScreenId | 'account', ComponentType> = {
  login: LoginScreen,
  register: RegisterScreen,
  'verify-email': VerifyEmailScreen,
  'set-password': SetPasswordScreen,
  'forgot-password': ForgotPasswordScreen,
  'secure-link-sent': SecureLinkSentScreen,
  'reset-password': ResetPasswordScreen,
  'reset-success': ResetSuccessScreen,
  'verify-success': VerifySuccessScreen,
  'verify-failed': VerifyFailedScreen,
  newsletter: NewsletterScreen,
  notify: NotifyScreen,
  account: ProfileScreen,
}

/**
 * The account page: picks the screen of the route. Its container would be the `app-menu` scroll
 * anchor, but the shared header's navigation already carries `id="app-menu"` (its menu button's
 * aria-controls), and an id must be unique; the route's `app-menu` anchor therefore scrolls to the
 * header, directly above this card.
 */
export function AccountScreen() {
  const { route } = usePage()
  const screen = route?.meta.screen ?? 'account'
  const Screen = SCREENS[screen]
  // `data-ready` once hydrated: the forms are live from then on (tests wait for it).
  const hydrated = useHydrated()
  return (
    <AccountPage id="account-screen" screen={screen} ready={hydrated}>
      {/* A new screen starts fresh (no form state carried over between screens). */}
      <Screen key={screen} />
    </AccountPage>
  )
}
