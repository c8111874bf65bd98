import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next'
import { FALLBACK_LOCALE } from '@storefront/region-config'
import { DEFAULT_NAMESPACE, loadMessages, messageLocalesOf } from './loader'

export type { I18n }

export interface CreateI18nOptions {
  /** Namespaces the instance knows (default: those in `resources`, else `['common']`). */
  ns?: string[]
  /** Where missing bundles come from when the language changes (default: this package's loader). */
  load?: (locale: string, ns: string) => Promise<object>
}

/** An i18next backend over the lazy bundle loader: `changeLanguage` and `loadNamespaces` fetch what is missing. */
function contentBackend(load: (locale: string, ns: string) => Promise<object>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      load(language, namespace).then(
        // A copy: an instance may add to its store, the cached bundle stays as loaded.
        (data) => callback(null, structuredClone(data) as ResourceLanguage),
        () => callback(null, {}),
      )
    },
  }
}

const namespacesOf = (resources: Resource): string[] => [
  ...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs ?? {}))),
]

/**
 * A new i18next instance for one language (one per server request, one per browser tab; never the
 * global singleton). With `resources` (from `getResources` on the server) it is ready synchronously,
 * so the client's first render matches the server's. Missing keys and locales give '' silently;
 * messages fall back to zh-CN (zh-HK has no messages of its own, so it reads zh-CN).
 */
export function createI18n(language: string, resources: Resource = {}, options: CreateI18nOptions = {}): I18n {
  const ns = options.ns ?? (namespacesOf(resources).length ? namespacesOf(resources) : [DEFAULT_NAMESPACE])
  const instance = i18next.createInstance()
  instance.use(contentBackend(options.load ?? loadMessages))
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    load: 'currentOnly',
    ns,
    defaultNS: ns.includes(DEFAULT_NAMESPACE) ? DEFAULT_NAMESPACE : (ns[0] ?? DEFAULT_NAMESPACE),
    fallbackNS: false,
    // The instance owns its copy; the loader's cached bundles are shared and must not change.
    resources: structuredClone(resources),
    partialBundledLanguages: true,
    initAsync: false,
    returnNull: false,
    returnEmptyString: true,
    parseMissingKeyHandler: () => '',
    interpolation: { escapeValue: false },
  })
  return instance
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
