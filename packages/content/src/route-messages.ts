/**
 * Per-route messages (docs/rules/regions.md#route-messages): entries whose `path` is a text path or a pattern,
 * each with its content. A path is matched in the form a shopper may type it, repeated slashes collapsed and a
 * trailing slash dropped; no entry for a path gives empty content, silently.
 */
export interface RouteMessageEntry<T> {
  /** A path (`/us/faq`) compared as written after both sides are normalised, or a pattern tested against it. */
  path: string | RegExp
  content: T
}

/** `//us///faq/` → `/us/faq`; the root stays `/`. */
export const normalizeRoutePath = (path: string): string => `/${path.split('/').filter(Boolean).join('/')}`

/** Whether an entry's path matches a path (both normalised; a pattern sees the normalised path). */
export function routePathMatches(entryPath: string | RegExp, path: string): boolean {
  const normalised = normalizeRoutePath(path)
  if (typeof entryPath === 'string') return normalizeRoutePath(entryPath) === normalised
  entryPath.lastIndex = 0
  return entryPath.test(normalised)
}

/**
 * The content of the first entry whose path matches, in the entries' order (a text path before a pattern that
 * also matches it, when listed first), else `empty`.
 */
export function routeMessageOf<T>(entries: readonly RouteMessageEntry<T>[], path: string, empty: T): T {
  return entries.find((entry) => routePathMatches(entry.path, path))?.content ?? empty
}
