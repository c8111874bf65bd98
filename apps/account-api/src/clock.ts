/**
 * The service's clock. Unset, the real time; with STOREFRONT_NOW, a clock that reads that instant at start
 * and moves on from it at the real pace, so a launch rehearsed "as on" a day sees its boundaries pass
 * (docs/rules/time.md).
 */
export function serviceClock(startsAt: number | undefined, realNow: () => number = Date.now): () => Date {
  if (startsAt === undefined) return () => new Date(realNow())
  const offset = startsAt - realNow()
  return () => new Date(realNow() + offset)
}
