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
  notify: 'notify',
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

/** The account messages' `seo` section: the description and keywords every account screen shares. */
function accountSeoOf(resources: Resource, language: string): { description?: unknown; keywords?: unknown } {
  const account = resources[language]?.['account'] as Record<string, unknown> | undefined
  return (account?.['seo'] as { description?: unknown; keywords?: unknown } | undefined) ?? {}
}

/**
 * An account screen's description and keywords (docs/rules/seo.md#head-tags: every page has both): its
 * introduction when it has one that reads alone (not "the code we sent to {{email}}"), else the account
 * pages' shared description; the shared keywords, a comma-separated message.
 */
export function accountMetaOf(
  resources: Resource,
  language: string,
  screen: AccountScreen | undefined,
): { description: string; keywords: string[] } {
  const intro = accountTextOf(resources, language, screen, 'intro')
  const seo = accountSeoOf(resources, language)
  const shared = typeof seo.description === 'string' ? seo.description : ''
  const keywords = typeof seo.keywords === 'string' ? seo.keywords.split(/\s*[,，、]\s*/).filter(Boolean) : []
  return { description: intro && !intro.includes('{{') ? intro : shared, keywords }
}
