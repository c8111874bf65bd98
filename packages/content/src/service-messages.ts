import type { Locale } from '@storefront/region-config'
import apizhCN from './messages/zh-CN/api.json'
import mailzhCN from './messages/zh-CN/mail.json'
import apienUS from './messages/en-US/api.json'
import mailenUS from './messages/en-US/mail.json'
import apienGB from './messages/en-GB/api.json'
import mailenGB from './messages/en-GB/mail.json'
import apienEU from './messages/en-EU/api.json'
import mailenEU from './messages/en-EU/mail.json'
import apifrFR from './messages/fr-FR/api.json'
import mailfrFR from './messages/fr-FR/mail.json'
import apideDE from './messages/de-DE/api.json'
import maildeDE from './messages/de-DE/mail.json'
import apijaJP from './messages/ja-JP/api.json'
import mailjaJP from './messages/ja-JP/mail.json'
import apikoKR from './messages/ko-KR/api.json'
import mailkoKR from './messages/ko-KR/mail.json'

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
 * i18next resources: locale → namespace → messages. zh-HK has no service words of its own: the service
 * answers the Hong Kong/Macao page in its region's language, zh-CN.
 */
export const SERVICE_MESSAGES: Record<Exclude<Locale, 'zh-HK'>, { api: ApiMessages; mail: MailMessages }> = {
  'zh-CN': { api: apizhCN, mail: mailzhCN },
  'en-US': { api: apienUS, mail: mailenUS },
  'en-GB': { api: apienGB, mail: mailenGB },
  'en-EU': { api: apienEU, mail: mailenEU },
  'fr-FR': { api: apifrFR, mail: mailfrFR },
  'de-DE': { api: apideDE, mail: maildeDE },
  'ja-JP': { api: apijaJP, mail: mailjaJP },
  'ko-KR': { api: apikoKR, mail: mailkoKR },
}
