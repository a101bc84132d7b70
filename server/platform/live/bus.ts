/**
 * The change bus of the live updates (ADR 0078). A use case calls `publish(tx, topic)` inside its
 * transaction: `pg_notify` is delivered by the database only when that transaction commits, and never
 * after a rollback, to every process listening. Each process listens on one connection and hands each
 * topic to its own subscribers (the open event streams), at most one delivery per topic per
 * `coalesceMs`: the first at once, the rest of a burst once at the end of the window.
 */
import { sql } from 'drizzle-orm'
import { Schema } from 'effect'
import { LIVE_TOPIC_MAX_LENGTH, LIVE_TOPIC_PATTERN } from '#core/shared/live/topics.ts'
import type { Cancel } from '#core/shared/ports/clock.ts'
import type { AppDatabase, Database, DatabaseLogger } from '#server/platform/db/client.ts'
import { listen } from '#server/platform/db/listen.ts'

/** The database channel every process listens on. */
export const LIVE_CHANNEL = 'live'
/** At most one delivery of a topic per this window, per process. */
export const LIVE_COALESCE_MS = 250

export const LiveTopic = Schema.String.pipe(
  Schema.check(Schema.isMaxLength(LIVE_TOPIC_MAX_LENGTH), Schema.isPattern(LIVE_TOPIC_PATTERN)),
)

const isTopic = (text: string): boolean =>
  text.length <= LIVE_TOPIC_MAX_LENGTH && LIVE_TOPIC_PATTERN.test(text)

/**
 * Tells every process that `topic` changed once `tx` commits. Call it inside the transaction that
 * makes the change: never after it (a crash between would lose it) nor before it (a reader would see
 * the old state).
 */
export const publish = async (tx: AppDatabase, topic: string): Promise<void> => {
  Schema.decodeUnknownSync(LiveTopic)(topic)
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${topic})`)
}

export type TopicListener = (topic: string) => void

export interface LiveBus {
  /** Calls `listener` with `topic` each time it changes; the returned function unsubscribes. */
  subscribe(topic: string, listener: TopicListener): () => void
  /** Subscriptions held now (one per stream and topic). */
  subscriptions(): number
  /** Stops listening; subscribers hear nothing more. */
  close(): Promise<void>
}

export interface LiveBusTimers {
  setTimeout(callback: () => void, ms: number): Cancel
}

const systemTimers: LiveBusTimers = {
  setTimeout: (callback, ms) => {
    const timer = setTimeout(callback, ms)
    timer.unref()
    return () => clearTimeout(timer)
  },
}

export interface LiveBusOptions {
  readonly coalesceMs?: number | undefined
  readonly timers?: LiveBusTimers | undefined
  readonly logger?: DatabaseLogger | undefined
  /** The reconnection delays of the PostgreSQL listener. */
  readonly retryMs?: number | undefined
  readonly maxRetryMs?: number | undefined
}

/**
 * The in-process fan-out, without the database: `deliver` is what a notification calls. Exported for
 * the bus's own tests of the coalescing.
 */
export const createFanOut = (coalesceMs: number, timers: LiveBusTimers) => {
  const listeners = new Map<string, Set<TopicListener>>()
  /** Topics inside their window; true when another change came meanwhile. */
  const windows = new Map<string, { pending: boolean; cancel: Cancel }>()
  let count = 0

  const send = (topic: string): void => {
    const set = listeners.get(topic)
    if (!set) return
    for (const listener of [...set]) listener(topic)
  }
  const openWindow = (topic: string): void => {
    const window = {
      pending: false,
      cancel: timers.setTimeout(() => {
        windows.delete(topic)
        if (window.pending) {
          send(topic)
          openWindow(topic)
        }
      }, coalesceMs),
    }
    windows.set(topic, window)
  }
  const deliver = (topic: string): void => {
    if (!isTopic(topic) || !listeners.has(topic)) return
    const window = windows.get(topic)
    if (window) {
      window.pending = true
      return
    }
    send(topic)
    openWindow(topic)
  }
  return {
    deliver,
    /** Every followed topic, as after listening again: what was notified meanwhile is lost. */
    deliverAll: () => {
      for (const topic of [...listeners.keys()]) deliver(topic)
    },
    subscribe: (topic: string, listener: TopicListener): (() => void) => {
      let set = listeners.get(topic)
      if (!set) {
        set = new Set()
        listeners.set(topic, set)
      }
      set.add(listener)
      count += 1
      let subscribed = true
      return () => {
        if (!subscribed) return
        subscribed = false
        count -= 1
        const current = listeners.get(topic)
        current?.delete(listener)
        if (current?.size === 0) {
          listeners.delete(topic)
          windows.get(topic)?.cancel()
          windows.delete(topic)
        }
      }
    },
    subscriptions: () => count,
    clear: () => {
      for (const window of windows.values()) window.cancel()
      windows.clear()
      listeners.clear()
      count = 0
    },
  }
}

/** Listens on `database` (one connection of this process) and fans the topics out; resolves once listening. */
export const createLiveBus = async (database: Database, options: LiveBusOptions = {}): Promise<LiveBus> => {
  const fanOut = createFanOut(options.coalesceMs ?? LIVE_COALESCE_MS, options.timers ?? systemTimers)
  let connectedBefore = false
  const listening = await listen(database, LIVE_CHANNEL, {
    onPayload: fanOut.deliver,
    onConnected: () => {
      // Listening again after a drop: the pages re-read, since their changes may have been missed.
      if (connectedBefore) fanOut.deliverAll()
      connectedBefore = true
    },
    logger: options.logger,
    retryMs: options.retryMs,
    maxRetryMs: options.maxRetryMs,
  })
  return {
    subscribe: fanOut.subscribe,
    subscriptions: fanOut.subscriptions,
    close: async () => {
      fanOut.clear()
      await listening.close()
    },
  }
}
