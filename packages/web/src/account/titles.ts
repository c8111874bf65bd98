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
  account: 'profile',
}

/** An account screen's title in the page's language, from the loaded resources ('' when missing). */
export function accountTitleOf(resources: Resource, language: string, screen: AccountScreen | undefined): string {
  const section = (resources[language]?.['account'] as Record<string, { title?: unknown } | undefined> | undefined)?.[SCREEN_TITLE_KEY[screen ?? 'account']]
  return typeof section?.title === 'string' ? section.title : ''
}
