import type { Resource } from 'i18next'
import type { AccountScreen } from '@storefront/region-config'

/** The `account` message holding each screen's heading (also its document title). */
export const SCREEN_TITLE_KEY: Record<AccountScreen | 'account', string> = {
  login: 'login',
  register: 'register',
  'verify-email': 'verifyEmail',
  'set-password': 'setPassword',
  'forgot-password': 'forgot',
  'secure-link-sent': 'linkSent',
  'reset-password': 'reset',
  'reset-success': 'resetSuccess',
  'verify-success': 'verifySuccess',
  'verify-failed': 'verifyFailed',
  newsletter: 'newsletter',
  account: 'profile',
}

/** A text of an account screen's section (`title`, `intro`) in the page's language, from the loaded resources (''
 * when missing). */
export function accountTextOf(
  resources: Resource,
  language: string,
  screen: AccountScreen | undefined,
  field: 'title' | 'intro',
): string {
  const section = (
    resources[language]?.['account'] as Record<string, Record<string, unknown> | undefined> | undefined
  )?.[SCREEN_TITLE_KEY[screen ?? 'account']]
  const text = section?.[field]
  return typeof text === 'string' ? text : ''
}

/** An account screen's title (its heading and document title). */
export const accountTitleOf = (resources: Resource, language: string, screen: AccountScreen | undefined): string =>
  accountTextOf(resources, language, screen, 'title')
