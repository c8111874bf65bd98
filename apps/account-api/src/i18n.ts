import type { AppId } from '@storefront/region-config'
import { LANGS, MESSAGES, type Lang } from './messages'

export { LANGS, type Lang }
export type MessageKey = keyof typeof MESSAGES

/**
 * Spec §7: the storefront sends `Accept-Language: en` for English regions and the region code
 * otherwise (cn, fr, de, jp, kr). Ordinary language tags (`zh-CN`, `ja`, `ko-KR`, `en-GB,en;q=0.9`)
 * are understood too.
 */
const TAG_LANG: Record<string, Lang> = {
  en: 'en',
  us: 'en',
  uk: 'en',
  eu: 'en',
  cn: 'zh-CN',
  zh: 'zh-CN',
  fr: 'fr',
  de: 'de',
  jp: 'ja',
  ja: 'ja',
  kr: 'ko',
  ko: 'ko',
}

/** Without a usable header: the API prefix's language, else the spec's fallback locale zh-CN. */
const SET_LANG: Record<AppId, Lang> = { cn: 'zh-CN', us: 'en', eu: 'en' }

export function resolveLang(acceptLanguage: string | undefined, apiSet: AppId | undefined): Lang {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0] ?? ''
    const lang = TAG_LANG[primary]
    if (lang) return lang
  }
  return apiSet ? SET_LANG[apiSet] : 'zh-CN'
}

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
