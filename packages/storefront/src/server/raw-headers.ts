/** A header as a name and its value, the shape Vike and the server's header lists use. */
export type HeaderPair = readonly [name: string, value: string]

/**
 * Header lists as the flat list Node's `writeHead` takes (`[name, value, name, value, …]`), in their order. Built in
 * one loop: `Array.prototype.flat` of the same pairs took 4 µs, a few percent of a cached page's whole answer
 * (docs/performance.md#cpu-per-request).
 */
export function rawHeaders(...lists: Iterable<HeaderPair>[]): string[] {
  const raw: string[] = []
  for (const list of lists) for (const [name, value] of list) raw.push(name, value)
  return raw
}

/**
 * `rawHeaders`, where a header named again (in any case) replaces the earlier one in its place, as `Headers.set`
 * does: the later lists win (the security headers over the page's, the request's own over both).
 */
export function mergedRawHeaders(...lists: Iterable<HeaderPair>[]): string[] {
  const raw: string[] = []
  // The names seen so far, lower-cased, in the order of `raw`'s pairs. A search of a score of short names costs
  // half what a Map per answer does.
  const names: string[] = []
  for (const list of lists)
    for (const [name, value] of list) {
      const lower = name.toLowerCase()
      const index = names.indexOf(lower)
      if (index < 0) {
        names.push(lower)
        raw.push(name, value)
      } else {
        raw[2 * index] = name
        raw[2 * index + 1] = value
      }
    }
  return raw
}
