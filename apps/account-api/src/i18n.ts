import type { ApiMessageKey } from '@storefront/api-client/contract'
import { createI18nInstance } from '@storefront/content/i18n-instance'
import {
  SERVICE_LOCALES,
  SERVICE_MESSAGES,
  type ApiMessages,
  type MailMessages,
  type ServiceLocale,
} from '@storefront/content/service-messages'
import { acceptLanguageOf, isPageOnlyLanguage, REGION_IDS, REGION_LOCALE, type AppId } from '@storefront/region-config'

// The locales the service answers and mails in, one per language: content's, beside their words.
export { SERVICE_LOCALES, type ServiceLocale } from '@storefront/content/service-messages'

/** A field problem of a 4000 (`api:field.*`); zod checks name these keys as their error message. */
export type FieldKey = keyof ApiMessages['field']
export type FormKey = keyof MailMessages['form']
type MailKey = Exclude<keyof MailMessages, 'form'>

/** Every text the service sends: a code's message key (`API_CONTRACT`) is the envelope `msg` of that code. */
export type MessageKey = ApiMessageKey | `api:field.${FieldKey}` | `mail:${MailKey}` | `mail:form.${FormKey}`

export const isFieldKey = (value: string): value is FieldKey =>
  Object.hasOwn(SERVICE_MESSAGES['en-US'].api.field, value)

/**
 * The storefront sends `Accept-Language: en` for English regions and the region code otherwise (cn, fr,
 * de, jp, kr: docs/rules/accounts.md "Request headers"). Ordinary language tags (`zh-CN`, `ja`, `ko-KR`,
 * `en-GB,en;q=0.9`) are understood too.
 */
const TAG_LOCALE: Record<string, ServiceLocale> = (() => {
  const language = (tag: string) => tag.toLowerCase().split('-')[0] ?? ''
  const serviceLocaleOf = (locale: string) => SERVICE_LOCALES.find((l) => language(l) === language(locale))
  // Each service locale by its language (`zh`, `en`, `ja`, …), then each region by its code and by what the
  // storefront sends for it (`us` and `en` → en-US, `jp` → ja-JP): a new region is understood from its row alone.
  const byRegion = REGION_IDS.flatMap((id) => {
    const locale = serviceLocaleOf(REGION_LOCALE[id])
    return locale ? [[id, locale] as const, [acceptLanguageOf(id).toLowerCase(), locale] as const] : []
  })
  // A page-only language (zh-HK) is no language's default: plain `zh` is zh-CN's, the fallback locale.
  const byLanguage = SERVICE_LOCALES.filter((l) => !isPageOnlyLanguage(l)).map((l) => [language(l), l] as const)
  return Object.fromEntries([...byLanguage, ...byRegion])
})()

/**
 * Without a usable header: the API prefix's language, else the fallback locale zh-CN
 * (docs/rules/regions.md#locales-and-fallback).
 */
const SET_LOCALE: Record<AppId, ServiceLocale> = { cn: 'zh-CN', us: 'en-US', eu: 'en-US' }

/**
 * Chinese in Traditional characters, however it is named (`zh-HK`, as the Hong Kong/Macao page sends it; `zh-MO`,
 * `zh-TW`, `zh-Hant-…`): the service's Traditional words, never the Simplified ones of plain `zh`
 * (docs/translating.md#traditional-chinese).
 */
const TRADITIONAL_CHINESE = /^zh[-_](?:hant|hk|mo|tw)(?:[-_]|$)/

export function resolveLang(acceptLanguage: string | undefined, apiSet: AppId | undefined): ServiceLocale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    if (TRADITIONAL_CHINESE.test(tag)) return 'zh-HK'
    const locale = TAG_LOCALE[tag.split(/[-_]/)[0] ?? '']
    if (locale) return locale
  }
  return apiSet ? SET_LOCALE[apiSet] : 'zh-CN'
}

// One instance for the life of the process: the bundles are in it from the start, so `t` never waits.
const i18n = createI18nInstance('zh-CN', SERVICE_MESSAGES)
const fixed = Object.fromEntries(SERVICE_LOCALES.map((locale) => [locale, i18n.getFixedT(locale)])) as Record<
  ServiceLocale,
  ReturnType<typeof i18n.getFixedT>
>

export function t(locale: ServiceLocale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return fixed[locale](key, params)
}
