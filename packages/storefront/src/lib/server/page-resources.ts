import type { Resource, ResourceKey } from 'i18next'
import { loadResources } from '@storefront/content'

type Messages = { [key: string]: ResourceKey }

/**
 * What of `fallback` a language's own bundle lacks, key by key (nested objects compared deeply);
 * undefined when it lacks nothing.
 */
export function missingFrom(fallback: ResourceKey, own: ResourceKey | undefined): ResourceKey | undefined {
  if (own === undefined || own === null) return fallback
  if (typeof fallback !== 'object' || fallback === null || typeof own !== 'object') return undefined
  const out: Messages = {}
  for (const [key, value] of Object.entries(fallback as Messages)) {
    const missing = missingFrom(value, (own as Messages)[key])
    if (missing !== undefined) out[key] = missing
  }
  return Object.keys(out).length ? out : undefined
}

const memo = new Map<string, Promise<Resource>>()

/** The bundles without the named groups (`namespace.key`), in every locale; the loaded bundles stay as they are. */
function withoutGroups(resources: Resource, groups: readonly string[]): Resource {
  if (!groups.length) return resources
  const out: Resource = {}
  for (const [locale, byNamespace] of Object.entries(resources)) {
    out[locale] = {}
    for (const [ns, messages] of Object.entries(byNamespace)) {
      const dropped = groups.filter((group) => group.startsWith(`${ns}.`)).map((group) => group.slice(ns.length + 1))
      out[locale][ns] = dropped.length
        ? Object.fromEntries(Object.entries(messages as Messages).filter(([key]) => !dropped.includes(key)))
        : messages
    }
  }
  return out
}

/**
 * The messages a page of `language` carries for its namespaces: its own bundles, plus only those
 * keys of the fallback locale (zh-CN) that its own lack: nothing of the fallback when the language
 * is complete, all of it for zh-HK (which has no messages of its own). Computed once per language
 * and namespaces; the same object every time, so the page's i18next instance is built once too
 * (translate.tsx). `without` names message groups (`common.form`) the page never renders.
 */
export function pageResources(
  language: string,
  namespaces: readonly string[],
  without: readonly string[] = [],
): Promise<Resource> {
  const key = `${language} ${namespaces.join(',')} ${without.join(',')}`
  let resources = memo.get(key)
  if (!resources) {
    resources = loadResources(language, [...namespaces]).then((all) => {
      const loaded = withoutGroups(all, without)
      const out: Resource = {}
      const own = loaded[language] ?? {}
      out[language] = own
      for (const [locale, byNamespace] of Object.entries(loaded)) {
        if (locale === language) continue
        for (const [ns, messages] of Object.entries(byNamespace)) {
          const missing = missingFrom(messages, own[ns])
          if (missing !== undefined) (out[locale] ??= {})[ns] = missing
        }
      }
      return out
    })
    memo.set(key, resources)
    resources.catch(() => memo.delete(key))
  }
  return resources
}
