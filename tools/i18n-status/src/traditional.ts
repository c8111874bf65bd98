import { markSimplified, simplifiedCharacters } from '@storefront/test-kit/traditional'
import { FALLBACK_LOCALE, type Bundles } from './bundles'
import { pageLanguageFacts, type DataText } from './data-texts'
import { finding, type Finding } from './finding'

/**
 * Traditional Chinese, end to end (docs/translating.md#traditional-chinese): what a Hong Kong reader receives is
 * written in Traditional characters, and what the account service sends them never falls back to zh-CN's Simplified.
 */

/** Locales read in Traditional characters. */
export const isTraditional = (locale: string): boolean => /^zh-(?:hant|hk|mo|tw)\b/i.test(locale)

/**
 * The namespaces a reader receives from the account service (content's `SERVICE_NAMESPACES`: envelope messages and
 * mails) and the one group of the chrome the client shows for its errors: a fallback here reaches the reader as
 * Simplified in a mail or a form error.
 */
const SENT = [
  { namespace: 'api', prefix: '' },
  { namespace: 'mail', prefix: '' },
  { namespace: 'common', prefix: 'api.' },
] as const

function simplifiedIn(bundles: Bundles, kind: 'messages' | 'pages'): Finding[] {
  const out: Finding[] = []
  for (const [locale, byBundle] of bundles) {
    if (!isTraditional(locale)) continue
    for (const [bundle, keys] of byBundle)
      for (const [key, text] of keys)
        if (simplifiedCharacters(text).length)
          out.push(finding('simplified', { locale, where: `${kind}/${bundle}`, key }, markSimplified(text)))
  }
  return out
}

/** Keys of a sent namespace that a Traditional locale lacks: the service or the client sends zh-CN's words. */
function sentFallbacks(messages: Bundles): Finding[] {
  const out: Finding[] = []
  const fallback = messages.get(FALLBACK_LOCALE)
  if (!fallback) return out
  for (const [locale, byNamespace] of messages) {
    if (!isTraditional(locale)) continue
    for (const { namespace, prefix } of SENT) {
      const own = byNamespace.get(namespace)
      for (const [key, text] of fallback.get(namespace) ?? [])
        if (key.startsWith(prefix) && !own?.has(key))
          out.push(
            finding(
              'sent-fallback',
              { locale, where: `messages/${namespace}`, key },
              `sent as ${FALLBACK_LOCALE}'s Simplified “${text.slice(0, 40)}”: translate it`,
            ),
          )
    }
  }
  return out
}

/**
 * Every finding of this module: Simplified characters in bundles and in the texts typed outside them (data-texts.ts;
 * by default the region data a page-only language shows), and sent fallbacks.
 */
export function traditionalFindings(
  input: { messages: Bundles; pages: Bundles },
  facts: readonly DataText[] = pageLanguageFacts(),
): Finding[] {
  return [
    ...simplifiedIn(input.messages, 'messages'),
    ...simplifiedIn(input.pages, 'pages'),
    ...facts
      .filter((fact) => isTraditional(fact.locale) && simplifiedCharacters(fact.text).length)
      .map((fact) =>
        finding('simplified', { locale: fact.locale, where: fact.where, key: fact.key }, markSimplified(fact.text)),
      ),
    ...sentFallbacks(input.messages),
  ]
}
