const instants = new Map<string, number>()

/**
 * `Date.parse` of an instant of the catalogue or the route table, remembered: the same few hundred
 * strings are parsed on every render (route windows, banner stages, promo starts, deals), and parsing ISO
 * text costs far more than a lookup. Only those strings come here, so the map stays that small.
 */
export function instantOf(iso: string): number {
  let t = instants.get(iso)
  if (t === undefined) instants.set(iso, (t = Date.parse(iso)))
  return t
}
