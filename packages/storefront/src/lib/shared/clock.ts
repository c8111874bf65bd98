/**
 * The browser's view of the server clock (docs/rules/time.md#browser-clock): the offset is taken from the page's
 * answer (its `Server-Timing`) on the first load, and refreshed from /ssr/timestamp when a prerendered page is shown.
 */
let offset = 0

export function syncClock(serverNow: number, receivedAt: number = Date.now()): void {
  offset = serverNow - receivedAt
}

export const clientNow = (): number => Date.now() + offset

/** The `Server-Timing` metric whose description is the server's clock at the answer (server/page-answer.ts). */
export const SERVER_CLOCK_METRIC = 'clock'

/**
 * The server's clock when it answered this document (epoch ms), or null where the browser does not show it (no
 * `Server-Timing`, stripped on the way). The page's HTML may be a cached render's: its own time is the render's.
 */
export function documentServerNow(): number | null {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  const clock = navigation?.serverTiming?.find((metric) => metric.name === SERVER_CLOCK_METRIC)
  const now = Number(clock?.description)
  return clock && Number.isSafeInteger(now) && now > 0 ? now : null
}
