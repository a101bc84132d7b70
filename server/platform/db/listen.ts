/**
 * `LISTEN` on one channel of the database, for the live updates' bus (ADR 0078). PGlite (one process)
 * listens on its own instance. PostgreSQL needs a connection of its own, outside the pool: a pooled
 * client goes back to the pool between queries, and its `LISTEN` with it. That connection is opened
 * again with a growing delay whenever it drops; `onConnected` tells the caller each time it listens
 * again, since what was notified meanwhile is lost.
 */
import pg from 'pg'
import { type Database, type DatabaseLogger, driverOf } from './client.ts'

export interface Listening {
  /** Stops listening and closes the dedicated connection. Idempotent. */
  close(): Promise<void>
}

export interface ListenOptions {
  /** Called with each notification's payload, in commit order. */
  readonly onPayload: (payload: string) => void
  /** Called each time listening (again) begins: the first time, and after every reconnection. */
  readonly onConnected?: (() => void) | undefined
  readonly logger?: DatabaseLogger | undefined
  /** The first delay before connecting again, doubled on each failure up to `maxRetryMs`. */
  readonly retryMs?: number | undefined
  readonly maxRetryMs?: number | undefined
}

const RETRY_MS = 500
const MAX_RETRY_MS = 30_000

/** A channel name is an SQL identifier here: only a fixed lowercase word is accepted. */
const CHANNEL = /^[a-z_]{1,32}$/

/** Listens on `channel`; resolves once the first `LISTEN` is in place. */
export const listen = async (
  database: Database,
  channel: string,
  options: ListenOptions,
): Promise<Listening> => {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  const driver = driverOf(database)
  if (driver.kind === 'pglite') {
    const unlisten = await driver.client.listen(channel, options.onPayload)
    options.onConnected?.()
    let closed = false
    return {
      close: async () => {
        if (closed || driver.client.closed) return
        closed = true
        await unlisten()
      },
    }
  }
  return listenOnPostgres(driver.pool.options, channel, options)
}

const listenOnPostgres = async (
  poolOptions: pg.PoolConfig,
  channel: string,
  options: ListenOptions,
): Promise<Listening> => {
  const log = options.logger?.warn ?? options.logger?.info
  const firstRetry = options.retryMs ?? RETRY_MS
  const maxRetry = options.maxRetryMs ?? MAX_RETRY_MS
  let client: pg.Client | undefined
  let closed = false
  let retry = firstRetry
  let timer: ReturnType<typeof setTimeout> | undefined

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      ...poolOptions,
      application_name: 'esports-platform-live',
    })
    // Losing the connection (the server restarting, `pg_terminate_backend`) emits 'error', then 'end'.
    next.on('error', (error) => log?.call(options.logger, { err: error }, 'live updates: connection lost'))
    next.on('end', () => {
      if (client === next) reconnectLater()
    })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) options.onPayload(message.payload)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${channel}`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    if (closed) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    retry = firstRetry
    options.onConnected?.()
  }

  const reconnectLater = (): void => {
    client = undefined
    if (closed || timer) return
    const delay = retry
    retry = Math.min(retry * 2, maxRetry)
    timer = setTimeout(() => {
      timer = undefined
      connect().catch((error: unknown) => {
        log?.call(options.logger, { err: error, retryMs: retry }, 'live updates: cannot listen yet')
        reconnectLater()
      })
    }, delay)
    timer.unref()
  }

  await connect()
  return {
    close: async () => {
      if (closed) return
      closed = true
      clearTimeout(timer)
      const last = client
      client = undefined
      await last?.end().catch(() => undefined)
    },
  }
}
