/** Spec §9 timings. */
export const DEFAULT_TIMEOUT = 60_000
export const SERVER_TIME_TIMEOUT = 10_000
export const LOGIN_REDIRECT_DELAY = 300
