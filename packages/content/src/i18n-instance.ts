import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next'
import { FALLBACK_LOCALE } from '@storefront/region-config'
import { DEFAULT_NAMESPACE } from './namespaces'

export type { I18n }

export interface CreateI18nOptions {
  /** Namespaces the instance knows (default: those in `resources`, else `['common']`). */
  ns?: string[]
  /** Where missing bundles come from when the language changes (none: the instance knows only `resources`). */
  load?: (locale: string, ns: string) => Promise<object>
}

/** An i18next backend over a bundle loader: `changeLanguage` and `loadNamespaces` fetch what is missing. */
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
 * global singleton). With `resources` (from `loadResources` on the server) it is ready synchronously,
 * so the client's first render matches the server's. Missing keys and locales give '' silently;
 * messages fall back to zh-CN (zh-HK has only its brand name of its own, so it reads zh-CN's others).
 *
 * This module does not import the bundle loader (its map of every locale's bundles): a browser page
 * whose messages came with the page builds its instance from here and ships none of that map.
 */
export function createI18nInstance(language: string, resources: Resource = {}, options: CreateI18nOptions = {}): I18n {
  const ns = options.ns ?? (namespacesOf(resources).length ? namespacesOf(resources) : [DEFAULT_NAMESPACE])
  const instance = i18next.createInstance()
  if (options.load) instance.use(contentBackend(options.load))
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
