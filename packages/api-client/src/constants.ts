/**
 * Timings: request and server-time timeouts (docs/rules/accounts.md#calls), login redirect delay
 * (docs/rules/accounts.md#token-expiry).
 */
export const DEFAULT_TIMEOUT = 60_000
export const SERVER_TIME_TIMEOUT = 10_000
export const LOGIN_REDIRECT_DELAY = 300
