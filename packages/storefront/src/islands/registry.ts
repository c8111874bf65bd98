import type { ComponentType } from 'react'
import type { ScreenId } from '../account/account-screens'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server wrote these props for this component
type IslandModule = { default: ComponentType<any> }

/** An account screen's island: the frame and providers (shared by all screens) with this screen's own code. */
const accountScreen = (screen: () => Promise<ComponentType>) => async (): Promise<IslandModule> => {
  const [{ accountIslandOf }, Screen] = await Promise.all([import('./account-island'), screen()])
  return { default: accountIslandOf(Screen) }
}

/** The island name of each account screen (pages/account/+Page.tsx). */
export const screenIsland = (screen: ScreenId) => `screen:${screen}` as const

const SCREEN_ISLANDS: Record<ReturnType<typeof screenIsland>, () => Promise<IslandModule>> = {
  'screen:login': accountScreen(() => import('../account/login-screen').then((m) => m.LoginScreen)),
  'screen:register': accountScreen(() => import('../account/register-screen').then((m) => m.RegisterScreen)),
  'screen:verify-email': accountScreen(() => import('../account/verify-email-screen').then((m) => m.VerifyEmailScreen)),
  'screen:set-password': accountScreen(() => import('../account/set-password-screen').then((m) => m.SetPasswordScreen)),
  'screen:forgot-password': accountScreen(() =>
    import('../account/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
  ),
  'screen:secure-link-sent': accountScreen(() =>
    import('../account/secure-link-sent-screen').then((m) => m.SecureLinkSentScreen),
  ),
  'screen:reset-password': accountScreen(() =>
    import('../account/reset-password-screen').then((m) => m.ResetPasswordScreen),
  ),
  'screen:reset-success': accountScreen(() =>
    import('../account/reset-success-screen').then((m) => m.ResetSuccessScreen),
  ),
  'screen:verify-success': accountScreen(() =>
    import('../account/verify-success-screen').then((m) => m.VerifySuccessScreen),
  ),
  'screen:verify-failed': accountScreen(() =>
    import('../account/verify-failed-screen').then((m) => m.VerifyFailedScreen),
  ),
  'screen:newsletter': accountScreen(() => import('../account/newsletter-screen').then((m) => m.NewsletterScreen)),
  'screen:account': accountScreen(() => import('../account/profile-screen').then((m) => m.ProfileScreen)),
}

/**
 * The islands a page may carry, each loaded on its own when the page has one (browser side of
 * island.tsx). Every module's default export is the component the server rendered.
 */
export const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  header: () => import('./header-island'),
  buy: () => import('./buy-island'),
  newsletter: () => import('./newsletter-island'),
  cookies: () => import('./cookie-settings-island'),
  consent: () => import('./consent-island'),
  suggestion: () => import('./country-suggestion-island'),
  chat: () => import('./chat-island'),
  toasts: () => import('./toasts-island'),
  effects: () => import('./effects-island'),
  banner: () => import('./banner-island'),
  faq: () => import('./faq-island'),
  form: () => import('./form-island'),
  ...SCREEN_ISLANDS,
}

export type IslandName = keyof typeof ISLANDS
