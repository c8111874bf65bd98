import { useContext, useMemo, type ReactNode } from 'react'
import { I18nContext, I18nextProvider } from 'react-i18next'
import { createI18nInstance } from '@storefront/content/i18n-instance'

/** language → namespace → nested messages (i18next's `Resource`). */
export type Resources = Parameters<typeof createI18nInstance>[1]
export type Translate = (key: string, vars?: Record<string, unknown>) => string

type I18n = ReturnType<typeof createI18nInstance>
const instances = new WeakMap<NonNullable<Resources>, Map<string, I18n>>()

/**
 * One i18next instance per language and messages object. The server hands every page of a
 * language the same messages object (page-resources.ts), so it builds each language's instance
 * once, not per request; pages only read from it (the instance has no loader and its language
 * never changes), so concurrent renders share it safely. In the browser each page's data is a
 * new object: a new instance per page, as before.
 */
export function instanceFor(language: string, resources: NonNullable<Resources>): I18n {
  let byLanguage = instances.get(resources)
  if (!byLanguage) instances.set(resources, (byLanguage = new Map()))
  let i18n = byLanguage.get(language)
  if (!i18n) byLanguage.set(language, (i18n = createI18nInstance(language, resources)))
  return i18n
}

/**
 * The page's i18next instance (docs/rules/regions.md#locales-and-fallback): built from the messages the server loaded
 * for this page (never fetched by the instance: every page's data carries them), so the first client render matches the
 * server's.
 */
export function TranslationsProvider({
  language,
  resources,
  children,
}: {
  language: string
  resources: Resources
  children: ReactNode
}) {
  const i18n = useMemo(() => instanceFor(language, resources ?? {}), [language, resources])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}

const translators = new WeakMap<I18n, Map<string, Translate>>()

/**
 * The translator of a namespace (default `common`): missing keys give '' (never the key). The
 * provider's instance from react-i18next's context, with one fixed `t` per instance and namespace:
 * `useTranslation` would build a `t` and copy the instance for every component on every server
 * render (a tenth of a page's render time), and watch for language changes that never happen here
 * (a page's instance keeps its language; another language is another page and another instance).
 */
export function useTranslate(ns = 'common'): Translate {
  const i18n = useContext(I18nContext).i18n as I18n
  let byNamespace = translators.get(i18n)
  if (!byNamespace) translators.set(i18n, (byNamespace = new Map()))
  let t = byNamespace.get(ns)
  if (!t) byNamespace.set(ns, (t = memoized(i18n.getFixedT(null, ns) as Translate)))
  return t
}

/**
 * A translator that remembers its messages: an instance's messages and language never change
 * (above), yet i18next resolves a key (nesting, fallback locale, plural and context lookups) and
 * interpolates anew on every call, the largest part of a server render's own work. Messages with
 * variables are remembered per variable values when those are plain (strings, numbers, booleans);
 * the memory is bounded and starts over when full.
 */
function memoized(t: Translate): Translate {
  const texts = new Map<string, string>()
  return (key, vars) => {
    const id = vars === undefined ? key : memoKey(key, vars)
    if (id === null) return t(key, vars)
    let text = texts.get(id)
    if (text === undefined) {
      text = t(key, vars)
      if (texts.size >= MEMO_LIMIT) texts.clear()
      texts.set(id, text)
    }
    return text
  }
}

const MEMO_LIMIT = 5000

function memoKey(key: string, vars: Record<string, unknown>): string | null {
  let id = key
  for (const name in vars) {
    const value = vars[name]
    const type = typeof value
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null
    id += `\u0000${name}\u0000${String(value)}`
  }
  return id
}
