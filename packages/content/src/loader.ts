// import.meta.glob is resolved by Vite; the reference keeps its type wherever this file is type-checked.
/// <reference types="vite/client" />
import { FALLBACK_LOCALE, type Locale } from '@storefront/region-config'
import type { PageContent } from './types'
import { DEFAULT_NAMESPACE } from './namespaces'

/** A message bundle: nested objects whose leaves are strings (i18next's JSON v4 format). */
export interface Messages {
  [key: string]: string | Messages
}

/** What `import.meta.glob(..., { import: 'default' })` returns: path → lazy importer. */
export type LazyModules = Record<string, () => Promise<unknown>>

export interface ContentSources {
  /** Keys end in `messages/{locale}/{namespace}.json`. */
  messages: LazyModules
  /** Keys end in `pages/{language}/{bundle}.json` (language may be a shared base folder such as `en`). */
  pages: LazyModules
}

export interface ContentLoader {
  /** A locale's namespace (default `common`); `{}` for an unknown locale or namespace. Loaded once, then cached. */
  loadMessages(locale: string, ns?: string): Promise<Messages>
  /** A page bundle in a language, or the shared base-language bundle; `null` when neither exists. Loaded once, then
   * cached. */
  loadPageContent(language: string, bundle: string): Promise<PageContent | null>
  /** Whether a page bundle exists for the language (own folder or shared base folder), without loading it. */
  hasPageContent(language: string, bundle: string): boolean
  /** The folder that serves a page bundle for the language (`en-GB` or the shared `en`), or null. */
  pageSourceOf(language: string, bundle: string): string | null
  /** Whether a message namespace exists for the locale, without loading it. */
  hasMessages(locale: string, ns?: string): boolean
  /** Locales that have at least one message namespace. */
  messageLocales(): string[]
  /** Keys (`messages/en-US/common`, `pages/en/intl`) whose import has started: for tests and diagnostics. */
  requested(): string[]
}

export { DEFAULT_NAMESPACE }

const MESSAGE_PATH = /(?:^|\/)messages\/([^/]+)\/([^/]+)\.json$/
const PAGE_PATH = /(?:^|\/)pages\/([^/]+)\/([^/]+)\.json$/

function index(modules: LazyModules, pattern: RegExp): Map<string, () => Promise<unknown>> {
  const out = new Map<string, () => Promise<unknown>>()
  for (const [path, importer] of Object.entries(modules)) {
    const match = pattern.exec(path)
    if (match) out.set(`${match[1]}/${match[2]}`, importer)
  }
  return out
}

/** The shared folder a language may fall back to for page copy: `en-GB` → `en`. */
export const baseLanguageOf = (language: string): string => language.split('-')[0] ?? language

/**
 * A loader over a set of lazy modules. The storefront uses the default instance (below), built from
 * `import.meta.glob`, so each bundle is its own chunk, fetched the first time it is asked for.
 */
export function createContentLoader(sources: ContentSources): ContentLoader {
  const messageModules = index(sources.messages, MESSAGE_PATH)
  const pageModules = index(sources.pages, PAGE_PATH)
  const messageCache = new Map<string, Promise<Messages>>()
  const pageCache = new Map<string, Promise<PageContent | null>>()
  const started = new Set<string>()

  const pageSourceOf = (language: string, bundle: string): string | null => {
    for (const folder of [language, baseLanguageOf(language)]) {
      if (pageModules.has(`${folder}/${bundle}`)) return folder
    }
    return null
  }

  return {
    loadMessages(locale, ns = DEFAULT_NAMESPACE) {
      const key = `${locale}/${ns}`
      let promise = messageCache.get(key)
      if (!promise) {
        const importer = messageModules.get(key)
        if (importer) {
          started.add(`messages/${key}`)
          promise = importer().then(
            (data) => (data && typeof data === 'object' ? (data as Messages) : {}),
            () => {
              // A failed chunk (network) is not cached, so the next call retries.
              messageCache.delete(key)
              return {}
            },
          )
        } else {
          promise = Promise.resolve({})
        }
        messageCache.set(key, promise)
      }
      return promise
    },

    loadPageContent(language, bundle) {
      const folder = pageSourceOf(language, bundle)
      if (!folder) return Promise.resolve(null)
      const key = `${folder}/${bundle}`
      let promise = pageCache.get(key)
      if (!promise) {
        started.add(`pages/${key}`)
        promise = pageModules.get(key)!().then(
          (data) => (data && typeof data === 'object' ? (data as PageContent) : null),
          () => {
            pageCache.delete(key)
            return null
          },
        )
        pageCache.set(key, promise)
      }
      return promise
    },

    hasPageContent: (language, bundle) => pageSourceOf(language, bundle) !== null,
    pageSourceOf,
    hasMessages: (locale, ns = DEFAULT_NAMESPACE) => messageModules.has(`${locale}/${ns}`),
    messageLocales: () => [...new Set([...messageModules.keys()].map((k) => k.split('/')[0]!))],
    requested: () => [...started],
  }
}

/** The package's own bundles: one lazy chunk per JSON file. */
const contentLoader = createContentLoader({
  messages: import.meta.glob('./messages/*/*.json', { import: 'default' }),
  pages: import.meta.glob('./pages/*/*.json', { import: 'default' }),
})

export const { loadMessages, loadPageContent, hasPageContent, pageSourceOf, hasMessages, messageLocales } =
  contentLoader
/** Bundles whose import has started (tests and diagnostics). */
export const requestedBundles = (): string[] => contentLoader.requested()

/** A route's content bundle name: `meta.bundle ?? (meta.slug || 'home')`. */
export const pageBundleOf = (meta: { slug?: string; bundle?: string }): string => meta.bundle ?? (meta.slug || 'home')

/** The page copy of a route record (FlatRoute), in the route's language. */
export const loadRouteContent = (route: {
  meta: { slug?: string; bundle?: string; language: Locale }
}): Promise<PageContent | null> => loadPageContent(route.meta.language, pageBundleOf(route.meta))

/** The message locales a language reads, best first: its own (if any), then the fallback locale zh-CN. */
export const messageLocalesOf = (language: string): string[] => [...new Set([language, FALLBACK_LOCALE])]
