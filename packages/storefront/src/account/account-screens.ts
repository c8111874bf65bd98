import type { ComponentType } from 'react'
import type { AccountScreen } from '@storefront/region-config'
import { ForgotPasswordScreen } from './forgot-password-screen'
import { LoginScreen } from './login-screen'
import { NewsletterScreen } from './newsletter-screen'
import { ProfileScreen } from './profile-screen'
import { RegisterScreen } from './register-screen'
import { ResetPasswordScreen } from './reset-password-screen'
import { ResetSuccessScreen } from './reset-success-screen'
import { SecureLinkSentScreen } from './secure-link-sent-screen'
import { SetPasswordScreen } from './set-password-screen'
import { VerifyEmailScreen } from './verify-email-screen'
import { VerifyFailedScreen } from './verify-failed-screen'
import { VerifySuccessScreen } from './verify-success-screen'

export type ScreenId = AccountScreen | 'account'

/**
 * One component per account screen of docs/rules/accounts.md#screens, plus the profile page (`account`).
 * Server side: the browser loads each on its own (src/islands/registry.ts).
 */
export const SCREENS: Record<ScreenId, ComponentType> = {
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
  account: ProfileScreen,
}
