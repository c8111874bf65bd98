import type { Bundles } from './bundles'

/** What the account service answers and mails in a shopper's language (docs/translating.md#where-the-words-are). */
export const SERVICE_NAMESPACES = ['api', 'mail'] as const

/**
 * The locales among `locales` (every region's language) without a service namespace of their own: their shoppers'
 * API errors and mails fall back to zh-CN, although every string check passes. One problem per locale and namespace.
 */
export function missingServiceBundles(
  messages: Bundles,
  locales: readonly string[],
): { locale: string; namespace: string }[] {
  const out: { locale: string; namespace: string }[] = []
  for (const locale of new Set(locales))
    for (const namespace of SERVICE_NAMESPACES)
      if (!messages.get(locale)?.has(namespace)) out.push({ locale, namespace })
  return out
}
