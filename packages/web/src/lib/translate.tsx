import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { FALLBACK_LOCALE } from '@storefront/region-config'

/**
 * The storefront's translator: the subset of i18next the pages use, in ~1 kB instead of ~18 kB of
 * i18next + react-i18next in every page's first load (README "Performance and hardening").
 *
 * Same answers as the content package's i18next instance (`createI18n`, kept for Storybook and the
 * tools), checked key by key in `translate.test.ts`: nested keys with '.', the language then the zh-CN
 * fallback, '' for a missing key (never the key), `{{name}}` interpolation without escaping (React
 * escapes) where an unknown variable stays as written, and `count` is an ordinary variable (the
 * bundles have no plural forms). It is a pure function of (language, messages): nothing is shared
 * between requests or pages.
 */
export type Messages = Record<string, unknown>
/** language → namespace → nested messages (i18next's `Resource`). */
export type Resources = Record<string, Record<string, Messages | undefined> | undefined>
export type Translate = (key: string, vars?: Record<string, unknown>) => string

const INTERPOLATION = /\{\{(.+?)\}\}/g

function lookup(messages: Messages | undefined, key: string): unknown {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** A translator of one namespace: `language`'s messages, then the fallback locale's. */
export function createTranslator(language: string, resources: Resources, ns = 'common'): Translate {
  const chain = [...new Set([language, FALLBACK_LOCALE])]
  return (key, vars) => {
    for (const lng of chain) {
      const value = lookup(resources[lng]?.[ns], key)
      if (value === undefined || value === null) continue
      if (typeof value === 'object') return `key '${key} (${lng})' returned an object instead of string.`
      const text = String(value)
      if (!vars) return text
      return text.replace(INTERPOLATION, (match, name: string) => {
        const v = vars[name.trim()]
        return v === undefined || v === null ? match : String(v)
      })
    }
    return ''
  }
}

interface Translations {
  language: string
  resources: Resources
  cache: Map<string, Translate>
}

const TranslationsContext = createContext<Translations | null>(null)

/** Provides the page's messages to `useTranslate` (one per page render; nothing global). */
export function TranslationsProvider({ language, resources, children }: { language: string; resources: Resources; children: ReactNode }) {
  const value = useMemo(() => ({ language, resources, cache: new Map<string, Translate>() }), [language, resources])
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>
}

/** The translator of a namespace (default `common`) for the current page. */
export function useTranslate(ns = 'common'): Translate {
  const translations = useContext(TranslationsContext)
  if (!translations) throw new Error('useTranslate outside TranslationsProvider')
  let t = translations.cache.get(ns)
  if (!t) {
    t = createTranslator(translations.language, translations.resources, ns)
    translations.cache.set(ns, t)
  }
  return t
}
