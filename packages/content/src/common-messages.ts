// import.meta.glob is resolved by Vite; the reference keeps its type wherever this file is type-checked.
/// <reference types="vite/client" />
import type { Resource, ResourceKey } from 'i18next'
import { FALLBACK_LOCALE, type Locale } from '@storefront/region-config'
import deDE from './messages/de-DE/common.json'
import enEU from './messages/en-EU/common.json'
import enGB from './messages/en-GB/common.json'
import enUS from './messages/en-US/common.json'
import frFR from './messages/fr-FR/common.json'
import jaJP from './messages/ja-JP/common.json'
import koKR from './messages/ko-KR/common.json'
import zhCN from './messages/zh-CN/common.json'
import zhHK from './messages/zh-HK/common.json'

// Not the loader's types: importing its module would need Vite's `import.meta.glob` (and its types). One entry
// per language of the site: a region's locale left out fails the type check (and common-messages.test.ts).
const COMMON: Record<Locale, ResourceKey> = {
  'de-DE': deDE,
  'en-EU': enEU,
  'en-GB': enGB,
  'en-US': enUS,
  'fr-FR': frFR,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
}

/**
 * The `common` messages of a language and of the fallback locale, loaded with this module rather than on
 * demand: for a server's own answers outside any bundler (the malformed-URL page), where the loader's
 * `import.meta.glob` is not there. Pages load their messages through `loadResources`.
 */
export const commonResourcesOf = (language: string): Resource =>
  Object.fromEntries(
    [...new Set([language, FALLBACK_LOCALE])].map((locale) => [
      locale,
      { common: Object.hasOwn(COMMON, locale) ? COMMON[locale as Locale] : {} },
    ]),
  )
