import type { Resource } from 'i18next'
import { DEFAULT_NAMESPACE, loadMessages, messageLocalesOf } from './loader'
import { createI18nInstance, type CreateI18nOptions, type I18n } from './i18n-instance'

export type { CreateI18nOptions, I18n }
export { createI18nInstance }

/**
 * `createI18nInstance` whose missing bundles come from this package's loader (by default): a
 * language change or a new namespace loads what it needs.
 */
export function createI18n(language: string, resources: Resource = {}, options: CreateI18nOptions = {}): I18n {
  return createI18nInstance(language, resources, { ...options, load: options.load ?? loadMessages })
}

/** Loads the namespaces of a language and of the fallback locale (once, cached), as `resources` for `createI18n`. */
export async function loadResources(language: string, namespaces: string[] = [DEFAULT_NAMESPACE]): Promise<Resource> {
  const resources: Resource = {}
  await Promise.all(
    messageLocalesOf(language).flatMap((locale) =>
      namespaces.map(async (ns) => {
        // Empty bundles (zh-HK has none of its own) are kept: they mark the pair as loaded, so the
        // client does not ask for them again after hydration.
        const messages = await loadMessages(locale, ns)
        const byNamespace = (resources[locale] ??= {})
        byNamespace[ns] = messages
      }),
    ),
  )
  return resources
}

/** Server side: an initialised instance with the language's messages and the zh-CN fallback loaded. */
export async function createI18nWithMessages(language: string, namespaces: string[] = [DEFAULT_NAMESPACE]): Promise<I18n> {
  return createI18n(language, await loadResources(language, namespaces), { ns: namespaces })
}

/**
 * The messages an instance uses now (its language chain: language, then zh-CN), to serialise into the
 * page so the client can call `createI18n(language, resources)` synchronously before hydrating.
 */
export function getResources(i18n: I18n): Resource {
  const out: Resource = {}
  const data = i18n.store.data
  for (const lng of i18n.languages ?? []) {
    if (data[lng]) out[lng] = structuredClone(data[lng])
  }
  return out
}

/** Client side: loads the language's bundles (once, cached), then switches; the old text stays until they arrive. */
export async function changeLanguage(i18n: I18n, language: string): Promise<void> {
  await i18n.changeLanguage(language)
}

/** Adds namespaces (e.g. `account`) to an instance, loading them for its language chain. */
export async function loadNamespaces(i18n: I18n, namespaces: string | string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces)
}
