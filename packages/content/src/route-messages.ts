/** A per-route message entry (spec §3): a path (text or pattern) and its content. */
export interface RouteMessage<T> {
  path: string | RegExp
  content: T
}

/**
 * A path as route entries compare it: query and hash dropped, repeated slashes collapsed, a trailing
 * slash removed, a leading slash ensured. `//us///faq/?a=1` → `/us/faq`; '' → '/'.
 */
export function normalizeRoutePath(path: string): string {
  const bare = path.replace(/[?#].*$/s, '').replace(/\/{2,}/g, '/')
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/**
 * The content of the first entry whose path matches. Text paths match the normalised path exactly
 * (they are normalised too); patterns are tested against the normalised path. No match: undefined.
 */
export function matchRouteMessage<T>(entries: readonly RouteMessage<T>[], path: string): T | undefined {
  const target = normalizeRoutePath(path)
  for (const entry of entries) {
    const hit = typeof entry.path === 'string' ? normalizeRoutePath(entry.path) === target : target.search(entry.path) !== -1
    if (hit) return entry.content
  }
  return undefined
}

/** A text entry for a path; '' when none matches (spec §4: a missing route entry is empty text, silently). */
export const routeMessageText = (entries: readonly RouteMessage<string>[], path: string): string => matchRouteMessage(entries, path) ?? ''
