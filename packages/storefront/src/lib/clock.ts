/**
 * The browser's view of the server clock: the offset is taken from the first render's
 * server time and refreshed from /ssr/timestamp after client navigations (docs/rules/time.md#browser-clock).
 */
let offset = 0

export function syncClock(serverNow: number, receivedAt: number = Date.now()): void {
  offset = serverNow - receivedAt
}

export const clientNow = (): number => Date.now() + offset
