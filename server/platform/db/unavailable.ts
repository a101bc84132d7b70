/**
 * The one rule that tells "the database is away" (a PostgreSQL server stopping, restarting or out of
 * reach, a pool that cannot connect, the embedded PGlite closed) from every other failure. Such a
 * request did nothing wrong and may be sent again shortly: the HTTP app answers it `503` with
 * `Retry-After` (server/platform/http/app.ts), never `500`. Errors are looked at through their whole
 * `cause` chain (Drizzle wraps the driver's error in `DrizzleQueryError`) and the members of an
 * `AggregateError` (Node's connect tries every address of a host).
 */

/** How long a client is asked to wait before sending again: a PostgreSQL restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server that is going or not there yet: 57P01 admin_shutdown (a fast or smart
 * shutdown, `pg_terminate_backend`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * in recovery), 53300 too_many_connections. Class 08 (connection exception) is taken whole.
 */
const SERVER_GOING: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300'])
const CONNECTION_EXCEPTION_CLASS = '08'

/**
 * What node-postgres and pg-pool say, without a code, when a connection dies under a query or none
 * can be had, and what PGlite says once closed (server shutdown).
 */
const DRIVER_MESSAGES: ReadonlyArray<string> = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]

/**
 * Thrown by a part of the server that already found the database away and answered for it in its own
 * way (Auth.js's session read is a 503 of its own), so that whoever called it answers the same.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}

/** Errors nested deeper than this are not looked at (a cause cycle cannot hold the request). */
const MAX_DEPTH = 8

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const saysAway = (error: Record<string, unknown>): boolean => {
  const code = error.code
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SERVER_GOING.has(code)) return true
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true
  }
  const message = error.message
  return typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known))
}

/** Whether `error` (or anything it wraps) says the database is away rather than the request is wrong. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!isRecord(error) || depth > MAX_DEPTH) return false
  if (error instanceof DatabaseUnavailableError || saysAway(error)) return true
  const nested = Array.isArray(error.errors) ? error.errors : []
  return (
    isDatabaseUnavailable(error.cause, depth + 1) ||
    nested.some((inner: unknown) => isDatabaseUnavailable(inner, depth + 1))
  )
}
