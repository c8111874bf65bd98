import fs from 'node:fs'
import path from 'node:path'

/** The language translators translate from, and the one i18next falls back to (content's `fallbackLng`). */
export const SOURCE_LOCALE = 'en-US'
export const FALLBACK_LOCALE = 'zh-CN'

/** One translatable string: where it lives and what it says. */
export interface Entry {
  /** `messages` (i18next namespaces) or `pages` (page copy, one bundle per page). */
  kind: 'messages' | 'pages'
  locale: string
  /** The namespace (`common`, `api`, …) or the page bundle (`home`, `flagship-megatron`, …). */
  bundle: string
  /** Dotted path inside the bundle (`nav.products`, `sections.2.items.0.title`). */
  key: string
  text: string
}

/** Every string of one JSON document, by dotted path (arrays by index). */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') out.set(at, node)
    else if (Array.isArray(node)) node.forEach((item, i) => walk(item, at ? `${at}.${i}` : String(i)))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, at ? `${at}.${k}` : k)
  }
  walk(value, prefix)
  return out
}

export type Bundles = Map<string, Map<string, Map<string, string>>> // locale → bundle → key → text

/** `root/<locale>/<bundle>.json` for every locale folder and JSON file under root. */
export function readBundles(root: string): Bundles {
  const bundles: Bundles = new Map()
  for (const locale of fs.readdirSync(root).sort()) {
    const dir = path.join(root, locale)
    if (!fs.statSync(dir).isDirectory()) continue
    const byBundle = new Map<string, Map<string, string>>()
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('.json')) continue
      byBundle.set(file.slice(0, -5), flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))))
    }
    bundles.set(locale, byBundle)
  }
  return bundles
}

export function entriesOf(kind: Entry['kind'], bundles: Bundles): Entry[] {
  const out: Entry[] = []
  for (const [locale, byBundle] of bundles)
    for (const [bundle, keys] of byBundle) for (const [key, text] of keys) out.push({ kind, locale, bundle, key, text })
  return out
}

/** The language of a locale (`fr-FR` → `fr`), which the per-language rules are written for. */
export const languageOf = (locale: string): string => locale.split('-')[0]!.toLowerCase()

/**
 * The English a page bundle is translated from: its `en-US` copy, else the shared `en` copy (content's
 * loader reads `pages/en/` for every `en-*` page that has none of its own).
 */
export function sourcePageOf(pages: Bundles, bundle: string): Map<string, string> | undefined {
  return pages.get(SOURCE_LOCALE)?.get(bundle) ?? pages.get('en')?.get(bundle)
}
