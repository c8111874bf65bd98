/**
 * The islands' props as JSON for an inline script, written the way `JSON.stringify` writes them, with every `<`
 * as `\u003c` so that no string can close the script.
 *
 * Most of what an island receives is made once per region and language and never changes: the API's error messages,
 * the newsletter's texts, the header's menu. Those objects are marked with `unchanging`; their JSON is written the
 * first time it is asked for and kept with the object (a WeakMap: it goes when the object goes). Every page used to
 * stringify them again, the largest single piece of the storefront's own work in an uncached render
 * (docs/performance.md). Only what a page changes (its path, its prices) is written per page.
 */

/** Objects marked `unchanging`: their JSON, once written (`null` before). */
const kept = new WeakMap<object, string | null>()

/**
 * Marks `value` (a plain object or array, shared between requests) as never changing again, and freezes it to hold it
 * to that. Its nested objects must not change either: they are frozen too.
 */
export function unchanging<T extends object>(value: T): T {
  deepFreeze(value)
  if (!kept.has(value)) kept.set(value, null)
  return value
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value) && kept.has(value)) return
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) deepFreeze(child)
  Object.freeze(value)
}

const escapeScript = (json: string): string => (json.includes('<') ? json.replace(/</g, '\\u003c') : json)

/** `JSON.stringify(value)`, script-safe; undefined where JSON.stringify gives undefined (a function, undefined). */
function write(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) {
    const json = JSON.stringify(value) as string | undefined
    return json === undefined ? undefined : escapeScript(json)
  }
  const own = kept.get(value)
  if (own !== undefined) {
    if (own !== null) return own
    const json = escapeScript(JSON.stringify(value))
    kept.set(value, json)
    return json
  }
  // Walk plain objects near the top, where the unchanging parts hang; the rest is JSON.stringify's, in one call
  // where nothing below is kept (one call is several times faster than one per key).
  if (
    depth === 0 ||
    Array.isArray(value) ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function' ||
    !holdsKept(value, depth)
  )
    return escapeScript(JSON.stringify(value))
  let json = '{'
  for (const key of Object.keys(value)) {
    const part = write((value as Record<string, unknown>)[key], depth - 1)
    if (part === undefined) continue
    json += `${json.length > 1 ? ',' : ''}${escapeScript(JSON.stringify(key))}:${part}`
  }
  return `${json}}`
}

/** Whether a plain object `value` holds an unchanging object, itself or below it, less than `depth` levels down. */
function holdsKept(value: object, depth: number): boolean {
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key]
    if (typeof child !== 'object' || child === null) continue
    if (kept.has(child)) return true
    if (depth > 1 && !Array.isArray(child) && holdsKept(child, depth - 1)) return true
  }
  return false
}

/** How deep `islandJson` looks for unchanging objects: props, and one object below them (the header's `header`). */
const WALK_DEPTH = 2

/** An island's props as script-safe JSON: equal to `JSON.stringify(props)` with `<` escaped. */
export const islandJson = (props: object): string => write(props, WALK_DEPTH) ?? 'null'
