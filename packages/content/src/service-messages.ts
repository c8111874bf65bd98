import type { Locale } from '@storefront/region-config'
import apizhCN from './messages/zh-CN/api.json'
import mailzhCN from './messages/zh-CN/mail.json'
import apienUS from './messages/en-US/api.json'
import mailenUS from './messages/en-US/mail.json'
import apifrFR from './messages/fr-FR/api.json'
import mailfrFR from './messages/fr-FR/mail.json'
import apideDE from './messages/de-DE/api.json'
import maildeDE from './messages/de-DE/mail.json'
import apijaJP from './messages/ja-JP/api.json'
import mailjaJP from './messages/ja-JP/mail.json'
import apikoKR from './messages/ko-KR/api.json'
import mailkoKR from './messages/ko-KR/mail.json'
import apizhHK from './messages/zh-HK/api.json'
import mailzhHK from './messages/zh-HK/mail.json'

/**
 * The words of the account service: `api` (each envelope code's `msg`, each field problem of a 4000) and
 * `mail` (the subjects and bodies it sends). Imported statically, not through the storefront's lazy
 * loader: the service is bundled for plain Node and needs every locale at once.
 */
// Codes keyed loosely: a code worded as a plural has the forms its locale's rules need (4011_one in English only).
export type ApiMessages = Omit<typeof apienUS, 'code'> & { code: Record<string, string> }
export type MailMessages = typeof mailenUS

export const SERVICE_NAMESPACES = ['api', 'mail'] as const

/**
 * The locales the service answers and mails in: one per language, the first region locale of each (English
 * is en-US's words for every English region: the storefront sends `Accept-Language: en` for all of them,
 * docs/rules/accounts.md#request-headers), then each page-only language (zh-HK: the Hong Kong/Macao page's forms
 * send it, and its readers read Traditional Chinese, docs/translating.md#traditional-chinese).
 * `service-messages.test.ts` derives this list from the regions and page languages, so a region of a new language
 * fails it until its words are here; a region of a known language needs none.
 */
export const SERVICE_LOCALES = [
  'zh-CN',
  'en-US',
  'fr-FR',
  'de-DE',
  'ja-JP',
  'ko-KR',
  'zh-HK',
] as const satisfies readonly Locale[]
export type ServiceLocale = (typeof SERVICE_LOCALES)[number]

/** i18next resources: locale → namespace → messages, for the service's locales. */
export const SERVICE_MESSAGES: Record<ServiceLocale, { api: ApiMessages; mail: MailMessages }> = {
  'zh-CN': { api: apizhCN, mail: mailzhCN },
  'en-US': { api: apienUS, mail: mailenUS },
  'fr-FR': { api: apifrFR, mail: mailfrFR },
  'de-DE': { api: apideDE, mail: maildeDE },
  'ja-JP': { api: apijaJP, mail: mailjaJP },
  'ko-KR': { api: apikoKR, mail: mailkoKR },
  'zh-HK': { api: apizhHK, mail: mailzhHK },
}
