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

/** An object marked `unchanging`: its number (its part of an island's key), and its JSON once written (null before). */
interface Kept {
  serial: number
  json: string | null
}
const kept = new WeakMap<object, Kept>()
let serials = 0

/**
 * Marks `value` (a plain object or array, shared between requests) as never changing again, and freezes it to hold it
 * to that. Its nested objects must not change either: they are frozen too.
 */
export function unchanging<T extends object>(value: T): T {
  deepFreeze(value)
  if (!kept.has(value)) kept.set(value, { serial: ++serials, json: null })
  return value
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value) && kept.has(value)) return
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) deepFreeze(child)
  Object.freeze(value)
}

const escapeScript = (json: string): string => (json.includes('<') ? json.replace(/</g, '\\u003c') : json)

/**
 * An island's props as written: `json`, and `key`, the same text with each unchanging object in it written as its
 * number behind U+0001 (a character JSON never holds unescaped). Two props with one key have one JSON: the key
 * names the island's HTML in its cache (island.tsx) without the kilobytes of JSON to hash on every page.
 */
export interface IslandText {
  json: string
  key: string
}

/** `JSON.stringify(value)`, script-safe, with its key; undefined where JSON.stringify gives undefined. */
function write(value: unknown, depth: number): IslandText | undefined {
  if (typeof value !== 'object' || value === null) {
    const json = JSON.stringify(value) as string | undefined
    if (json === undefined) return undefined
    const safe = escapeScript(json)
    return { json: safe, key: safe }
  }
  const own = kept.get(value)
  if (own !== undefined) {
    own.json ??= escapeScript(JSON.stringify(value))
    return { json: own.json, key: `\u0001${own.serial}` }
  }
  // Walk plain objects near the top, where the unchanging parts hang; the rest is JSON.stringify's, in one call
  // where nothing below is kept (one call is several times faster than one per key).
  if (
    depth === 0 ||
    Array.isArray(value) ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function' ||
    !holdsKept(value, depth)
  ) {
    const json = escapeScript(JSON.stringify(value))
    return { json, key: json }
  }
  let json = '{'
  let key = '{'
  for (const name of Object.keys(value)) {
    const part = write((value as Record<string, unknown>)[name], depth - 1)
    if (part === undefined) continue
    const head = `${json.length > 1 ? ',' : ''}${escapeScript(JSON.stringify(name))}:`
    json += head + part.json
    key += head + part.key
  }
  return { json: `${json}}`, key: `${key}}` }
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

/** How deep `islandText` looks for unchanging objects: props, and one object below them (the header's `header`). */
const WALK_DEPTH = 2

/** An island's props as script-safe JSON (equal to `JSON.stringify(props)` with `<` escaped), and their key. */
export const islandText = (props: object): IslandText => write(props, WALK_DEPTH) ?? { json: 'null', key: 'null' }
