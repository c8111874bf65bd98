// One constant per code, so that a bundle keeps only the codes it reads (as inlined numbers); `API_CODE` is
// this module as a namespace (codes.ts).

export const SUCCESS = 2000
export const INVALID_INPUT = 4000
export const LOGIN_REQUIRED = 4001
export const LOGIN_EXPIRED = 4003
export const REFRESH_REJECTED = 4004
export const WRONG_CREDENTIALS = 4010
export const TOO_MANY_ATTEMPTS = 4011
export const TOO_MANY_REQUESTS = 4012
/** Anti-automation (ALTCHA proof of work) missing, invalid, expired or used before. */
export const CAPTCHA_FAILED = 4013
export const EMAIL_IN_USE = 4020
export const NO_ACCOUNT = 4021
export const VERIFICATION_FAILED = 4030
export const INVALID_CODE = 4031
export const NOT_FOUND = 4040
export const METHOD_NOT_ALLOWED = 4050
/** Notify me: the robot can be bought in the region already (in stock and not pre-sale), nothing to wait for. */
export const ALREADY_AVAILABLE = 4090
/** Notify me: the page is live already (its start has passed), nothing to wait for. */
export const ALREADY_LIVE = 4091
export const BODY_TOO_LARGE = 4130
export const NOT_JSON = 4150
export const SERVER_ERROR = 5000
/** The database did not answer within its deadline, or the service is not ready: try again shortly. */
export const SERVICE_UNAVAILABLE = 5030
