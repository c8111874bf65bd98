/**
 * The instant the end-to-end server runs at (Black Friday live in every region): Playwright's server, the site
 * check and the log check start theirs here, so a spec's prices, banners and campaign windows are the same
 * whichever of them serves it.
 */
export const E2E_NOW = '2026-11-22T12:00:00+08:00'
