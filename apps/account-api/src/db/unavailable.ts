/**
 * The database did not answer in time or the connection to it failed: the request gets 5030 ("try again
 * later") rather than 5000, and the service stays up and recovers by itself when the database is back
 * (docs/deployment.md "Database faults").
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

// SQLSTATE classes and codes that mean "the server or the connection", not "this statement":
// 08 connection exception, 53 insufficient resources, 57P01–57P05 shutdown / cannot connect now / idle
// session timeout, 57014 query cancelled (our statement_timeout).
const UNAVAILABLE_SQLSTATE = /^(08|53)|^57P0[1-5]$|^57014$/
const UNAVAILABLE_NODE_CODE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/
// What node-postgres says, without a code, when a connection or a query runs out of time or breaks.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end/i

/** Whether `error` says the database is out of reach (as opposed to a bug or a constraint). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODE.test(code))) return true
  return UNAVAILABLE_MESSAGE.test(error.message) || (error.cause !== undefined && isDatabaseUnavailable(error.cause))
}

/** `error` as a DatabaseUnavailableError when it is one (see above), else unchanged. */
export const classifyDatabaseError = (error: unknown): unknown =>
  isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(`database unavailable: ${(error as Error).message}`, { cause: error })
    : error

/** `promise`, or a DatabaseUnavailableError once `ms` have passed without it settling. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`${what}: no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
