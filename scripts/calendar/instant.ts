/** The instants `npm run calendar` reads: an ISO instant with its offset, or a date taken in a region's time zone. */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY = 24 * 60 * 60 * 1000

/** How far `timeZone`'s wall clock is ahead of UTC at `t`, in ms. */
function offsetAt(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(t)
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - t
}

/** Midnight starting `date` (YYYY-MM-DD) on `timeZone`'s wall clock. */
export function midnightIn(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`)
  const guess = wall - offsetAt(wall, timeZone)
  return wall - offsetAt(guess, timeZone)
}

/**
 * An instant given on the command line: an ISO instant with its offset as is; a date as the start of that day in
 * `timeZone`, or (`edge` 'end') the start of the next, so `--to 2026-12-31` keeps the whole of the 31st.
 */
export function instantOf(text: string, timeZone: string, edge: 'start' | 'end'): number {
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return Date.parse(text)
  if (DATE.test(text) && !Number.isNaN(Date.parse(text))) {
    const next = new Date(Date.parse(`${text}T00:00:00Z`) + DAY).toISOString().slice(0, 10)
    return midnightIn(edge === 'start' ? text : next, timeZone)
  }
  throw new Error(
    `"${text}" is neither a date (2026-12-07) nor an ISO instant with its offset (2026-12-07T16:55:00+01:00)`,
  )
}
