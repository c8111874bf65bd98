import { useMemo, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createI18nInstance } from '@storefront/content/i18n-instance'

/** language → namespace → nested messages (i18next's `Resource`). */
export type Resources = Parameters<typeof createI18nInstance>[1]
export type Translate = (key: string, vars?: Record<string, unknown>) => string

/**
 * The page's i18next instance (spec §3, §4): built from the messages the server loaded for this
 * page (never fetched by the instance: every page's data carries them), so the first client render
 * matches the server's. A new instance per page render on the server, hence per request:
 * concurrent requests never share a language.
 */
export function TranslationsProvider({ language, resources, children }: { language: string; resources: Resources; children: ReactNode }) {
  const i18n = useMemo(() => createI18nInstance(language, resources), [language, resources])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}

/** The translator of a namespace (default `common`): missing keys give '' (never the key). */
export function useTranslate(ns = 'common'): Translate {
  return useTranslation(ns).t as Translate
}
