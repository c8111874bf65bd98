/** Spec §9 timings. */
export const DEFAULT_TIMEOUT = 60_000
export const SERVER_TIME_TIMEOUT = 10_000
export const LOGIN_REDIRECT_DELAY = 300

// Here, away from the schemas in errors.ts, so that a bundle reading a code carries no zod.
/** Envelope codes of the account service (spec §7, §8). */
export const API_CODE = {
  SUCCESS: 2000,
  INVALID_INPUT: 4000,
  LOGIN_REQUIRED: 4001,
  LOGIN_EXPIRED: 4003,
  REFRESH_REJECTED: 4004,
  WRONG_CREDENTIALS: 4010,
  TOO_MANY_ATTEMPTS: 4011,
  TOO_MANY_REQUESTS: 4012,
  EMAIL_IN_USE: 4020,
  NO_ACCOUNT: 4021,
  VERIFICATION_FAILED: 4030,
  INVALID_CODE: 4031,
  NOT_FOUND: 4040,
  SERVER_ERROR: 5000,
} as const
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE]
