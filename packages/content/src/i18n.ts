import type { Resource } from 'i18next'
import { DEFAULT_NAMESPACE, loadMessages, messageLocalesOf } from './loader'
import { createI18nInstance, type CreateI18nOptions, type I18n } from './i18n-instance'

export type { CreateI18nOptions, I18n }
export { createI18nInstance }

/**
 * The namespaces of a language and of the fallback locale (loaded once, cached), as `resources` for
 * `createI18nInstance`: a server builds a ready instance from them, and sends them with the page so
 * the browser builds the same one synchronously.
 */
export async function loadResources(language: string, namespaces: string[] = [DEFAULT_NAMESPACE]): Promise<Resource> {
  const resources: Resource = {}
  await Promise.all(
    messageLocalesOf(language).flatMap((locale) =>
      namespaces.map(async (ns) => {
        // Empty bundles (an unknown locale has none of its own) are kept: they mark the pair as loaded,
        // so the client does not ask for them again after hydration.
        const messages = await loadMessages(locale, ns)
        const byNamespace = (resources[locale] ??= {})
        byNamespace[ns] = messages
      }),
    ),
  )
  return resources
}
