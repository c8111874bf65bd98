import type { ApiMessageKey } from '@storefront/api-client/contract'
import { createI18nInstance } from '@storefront/content/i18n-instance'
import { SERVICE_MESSAGES, type ApiMessages, type MailMessages } from '@storefront/content/service-messages'
import type { AppId, Locale } from '@storefront/region-config'

/**
 * The locales the service answers and mails in: one per language, English being en-US's words for every
 * English region (the storefront sends `Accept-Language: en` for all of them).
 */
export const SERVICE_LOCALES = [
  'zh-CN',
  'en-US',
  'fr-FR',
  'de-DE',
  'ja-JP',
  'ko-KR',
] as const satisfies readonly Locale[]
export type ServiceLocale = (typeof SERVICE_LOCALES)[number]

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
const TAG_LOCALE: Record<string, ServiceLocale> = {
  en: 'en-US',
  us: 'en-US',
  uk: 'en-US',
  eu: 'en-US',
  cn: 'zh-CN',
  zh: 'zh-CN',
  fr: 'fr-FR',
  de: 'de-DE',
  jp: 'ja-JP',
  ja: 'ja-JP',
  kr: 'ko-KR',
  ko: 'ko-KR',
}

/**
 * Without a usable header: the API prefix's language, else the fallback locale zh-CN
 * (docs/rules/regions.md#locales-and-fallback).
 */
const SET_LOCALE: Record<AppId, ServiceLocale> = { cn: 'zh-CN', us: 'en-US', eu: 'en-US' }

export function resolveLang(acceptLanguage: string | undefined, apiSet: AppId | undefined): ServiceLocale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0] ?? ''
    const locale = TAG_LOCALE[primary]
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
