import pseudolocale from 'pseudolocale'
import type { Resource } from 'i18next'
import type { PageContent } from './types'

/**
 * The pseudo-locale (docs/translating.md#pseudo-locale): every message and line of copy accented, about 40 % longer
 * and between these brackets, so a page shows at a glance which words did not come from the bundles (they have no
 * brackets) and which boxes cannot take a longer language. Only development tools use it: the storefront's dev
 * server and Storybook, never a production build.
 */
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

/** How much longer a text gets: German and French run about a third longer than English, some labels more. */
const EXTEND = 0.4

/**
 * A text in the pseudo-locale: `Add to cart` → `⟦~~Àďď ţō ćàŕţ~~⟧`. Placeholders (`{{amount}}`) stay as written, so
 * i18next still fills them in; an empty text stays empty (the storefront shows nothing for it).
 */
export function pseudoLocalize(text: string): string {
  if (!text.trim()) return text
  return pseudolocale(text, {
    prepend: PSEUDO_OPEN,
    append: PSEUDO_CLOSE,
    startDelimiter: '{{',
    endDelimiter: '}}',
    extend: EXTEND,
    extendCharacter: '~',
  })
}

/** Every string of a nested value in the pseudo-locale, except those under the keys named in `keep`. */
function pseudoTree<T>(value: T, keep: ReadonlySet<string>): T {
  if (typeof value === 'string') return pseudoLocalize(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => pseudoTree(item, keep)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = keep.has(key) ? item : pseudoTree(item, keep)
    return out as T
  }
  return value
}

const NOTHING_KEPT: ReadonlySet<string> = new Set()
const pseudoResources = new WeakMap<Resource, Resource>()

/**
 * i18next resources (locale → namespace → messages) in the pseudo-locale. The same object for the same resources,
 * so what is built once per messages object (an i18next instance) stays built once.
 */
export function pseudoLocalizeResources(resources: Resource): Resource {
  let out = pseudoResources.get(resources)
  if (!out) pseudoResources.set(resources, (out = pseudoTree(resources, NOTHING_KEPT)))
  return out
}

/** What a page bundle holds besides words: section ids and kinds, links, files, images, robots' keys. */
const PAGE_DATA_KEYS: ReadonlySet<string> = new Set(['id', 'kind', 'link', 'url', 'file', 'image', 'product', 'keys'])

/** A page's copy in the pseudo-locale; its links, files and ids unchanged. */
export function pseudoLocalizePage<T extends Partial<PageContent>>(content: T): T {
  return pseudoTree(content, PAGE_DATA_KEYS)
}
