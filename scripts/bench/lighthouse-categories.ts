/** What a page must score in each Lighthouse category; performance also holds a blocking time and layout shift. */
export const FLOORS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const

export type Category = keyof typeof FLOORS

/**
 * The categories a Lighthouse run scores (scripts/bench/lighthouse.mjs): `LIGHTHOUSE_CATEGORIES`, comma-separated,
 * else all four. The log check reads it too: performance moves with the machine's load, so nothing runs beside it.
 */
export function lighthouseCategories(env: Record<string, string | undefined> = process.env): Category[] {
  const ids = env['LIGHTHOUSE_CATEGORIES']?.split(',').map((id) => id.trim()) ?? Object.keys(FLOORS)
  for (const id of ids) if (!(id in FLOORS)) throw new Error(`LIGHTHOUSE_CATEGORIES: no category ${id}`)
  return ids as Category[]
}
