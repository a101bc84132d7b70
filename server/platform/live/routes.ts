/**
 * `GET /api/v1/live?topics=tournament:{id},…`: a server-sent event stream (ADR 0078). It sends
 * `event: change` with the topic's name whenever a followed topic changes, a comment as heartbeat (so
 * proxies keep the connection), and a `retry:` hint. Only public names travel: the page reads the
 * public API again, which checks access as always. Streams are capped per client address and per
 * process (503 with Retry-After when full); a closed connection frees its slot and its subscriptions.
 */
import { type Context, Hono } from 'hono'
import {
  LIVE_PATH,
  LIVE_TOPIC_MAX_LENGTH,
  LIVE_TOPIC_PATTERN,
  LIVE_TOPICS_PER_STREAM,
} from '#core/shared/live/topics.ts'
import type { Cancel } from '#core/shared/ports/clock.ts'
import { clientIp } from '#server/platform/http/client-ip.ts'
import { apiError, busy } from '#server/platform/http/problems.ts'
import type { LiveBus } from './bus.ts'
import { DEFAULT_MAX_STREAMS, DEFAULT_MAX_STREAMS_PER_CLIENT } from './limits.ts'

/** Below the 30–60 s after which common proxies drop an idle connection. */
export const HEARTBEAT_MS = 25_000
/** How long a browser waits before connecting again after the stream ends. */
export const RETRY_MS = 5_000
/** Seconds a refused client is told to wait (Retry-After). */
export const FULL_RETRY_AFTER_SECONDS = 30
/** A client that reads nothing while this much is queued for it is dropped. */
const MAX_QUEUED_BYTES = 64 * 1024

export interface LiveRoutesOptions {
  readonly bus: LiveBus
  readonly maxStreams?: number | undefined
  readonly maxStreamsPerClient?: number | undefined
  readonly trustProxy?: boolean | undefined
  readonly heartbeatMs?: number | undefined
  /** The heartbeat's timer; the system's by default. */
  readonly every?: ((callback: () => void, ms: number) => Cancel) | undefined
}

export interface LiveRoutes {
  readonly routes: Hono
  /** Streams open now. */
  streams(): number
  /** Ends every open stream (the server shutting down); refuses new ones from then on. */
  closeAll(): void
}

const systemEvery = (callback: () => void, ms: number): Cancel => {
  const timer = setInterval(callback, ms)
  timer.unref()
  return () => clearInterval(timer)
}

const encoder = new TextEncoder()

/** The topics of the query, deduplicated; undefined when any is not a topic or there are too many. */
const topicsOf = (raw: string | undefined): ReadonlyArray<string> | undefined => {
  if (raw === undefined || raw.length > LIVE_TOPICS_PER_STREAM * (LIVE_TOPIC_MAX_LENGTH + 1)) return undefined
  const topics = [...new Set(raw.split(','))]
  if (topics.length === 0 || topics.length > LIVE_TOPICS_PER_STREAM) return undefined
  return topics.every((topic) => topic.length <= LIVE_TOPIC_MAX_LENGTH && LIVE_TOPIC_PATTERN.test(topic))
    ? topics
    : undefined
}

export const createLiveRoutes = (options: LiveRoutesOptions): LiveRoutes => {
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS
  const maxPerClient = options.maxStreamsPerClient ?? DEFAULT_MAX_STREAMS_PER_CLIENT
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS
  const every = options.every ?? systemEvery
  /** Each open stream's closer, and each client's count. */
  const open = new Map<() => void, (text: string) => void>()
  const perClient = new Map<string, number>()
  let heartbeat: Cancel | undefined
  let closing = false

  const refuse = (c: Context) => {
    c.header('Cache-Control', 'no-store')
    return busy(c, FULL_RETRY_AFTER_SECONDS)
  }

  const routes = new Hono()
  routes.get(LIVE_PATH, (c) => {
    const topics = topicsOf(c.req.query('topics'))
    if (!topics) return apiError(c, 400, 'bad_request', 'badRequest')
    const ip = clientIp(c, options.trustProxy ?? false)
    const mine = perClient.get(ip) ?? 0
    if (closing || open.size >= maxStreams || mine >= maxPerClient) return refuse(c)
    perClient.set(ip, mine + 1)

    let controller: ReadableStreamDefaultController<Uint8Array> | undefined
    const unsubscribes: Array<() => void> = []
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      open.delete(end)
      for (const unsubscribe of unsubscribes) unsubscribe()
      const left = (perClient.get(ip) ?? 1) - 1
      if (left > 0) perClient.set(ip, left)
      else perClient.delete(ip)
      if (open.size === 0) {
        heartbeat?.()
        heartbeat = undefined
      }
      try {
        controller?.close()
      } catch {
        // Already closed or cancelled by the client.
      }
    }
    const write = (text: string) => {
      if (ended || !controller) return
      if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) {
        end()
        return
      }
      controller.enqueue(encoder.encode(text))
    }
    const body = new ReadableStream<Uint8Array>(
      {
        start: (started) => {
          controller = started
          // The hint, and a first line so that proxies pass the headers on at once.
          write(`retry: ${RETRY_MS}\n: open\n\n`)
          for (const topic of topics) {
            unsubscribes.push(
              options.bus.subscribe(topic, (changed) => write(`event: change\ndata: ${changed}\n\n`)),
            )
          }
        },
        cancel: end,
      },
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    )
    if (!ended) open.set(end, write)
    c.req.raw.signal.addEventListener('abort', end, { once: true })
    heartbeat ??= every(() => {
      for (const beat of [...open.values()]) beat(': beat\n\n')
    }, heartbeatMs)
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: no proxy or middleware compresses (and so buffers) it.
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
      },
    })
  })

  return {
    routes,
    streams: () => open.size,
    closeAll: () => {
      closing = true
      for (const end of [...open.keys()]) end()
    },
  }
}
