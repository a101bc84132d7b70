/**
 * Following topics of the live updates (ADR 0078): while the page is visible, an event stream says
 * when one of them changed, and `refresh` reads again (once per burst). While the stream is down
 * `refresh` runs every half minute; the browser reconnects the stream by itself, and a stream the
 * server refused is tried again a minute later. A hidden tab holds no stream and reads nothing; shown
 * again, it reads once and opens the stream. No library: the browser's `EventSource`.
 */
import { LIVE_PATH } from '#core/shared/live/topics.ts'
import type { Cancel, Clock } from '#core/shared/ports/clock.ts'

/** How often a page reads again while its stream is down. */
export const LIVE_POLL_INTERVAL_MS = 30_000
/** A change is read after this quiet time, so a burst of reports costs one read. */
export const LIVE_CHANGE_DEBOUNCE_MS = 300
/** A stream the server refused (full, or gone) is opened again after this long. */
export const LIVE_REOPEN_MS = 60_000
/** `EventSource.CLOSED`: the browser gave up and will not reconnect by itself. */
const CLOSED = 2

/** The part of `document` the follower reads: the Page Visibility API. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

/** The part of `EventSource` used. */
export interface ChangeStream {
  readonly readyState: number
  addEventListener(type: 'change' | 'open' | 'error', listener: () => void): void
  close(): void
}

export interface FollowDeps {
  readonly clock: Pick<Clock, 'setInterval' | 'setTimeout'>
  readonly visibility: VisibilitySource
  /** Opens an event stream (`new EventSource(url)`); absent where there is none: polling only. */
  readonly openStream?: ((url: string) => ChangeStream) | undefined
}

/** Calls `refresh` when one of `topics` changes; the returned function stops it. */
export const followTopics = (
  deps: FollowDeps,
  topics: ReadonlyArray<string>,
  refresh: () => void,
): (() => void) => {
  const { clock, openStream } = deps
  let stream: ChangeStream | null = null
  let polling: Cancel | null = null
  let debounce: Cancel | null = null
  let reopen: Cancel | null = null
  const poll = () => {
    polling ??= clock.setInterval(refresh, LIVE_POLL_INTERVAL_MS)
  }
  const open = () => {
    if (!openStream) return poll()
    const opened = openStream(`/api/v1${LIVE_PATH}?topics=${topics.join(',')}`)
    stream = opened
    opened.addEventListener('change', () => {
      debounce?.()
      debounce = clock.setTimeout(() => {
        debounce = null
        refresh()
      }, LIVE_CHANGE_DEBOUNCE_MS)
    })
    opened.addEventListener('open', () => {
      // Back after a fall: what changed meanwhile is read once, and the polling stops.
      if (!polling) return
      polling()
      polling = null
      refresh()
    })
    opened.addEventListener('error', () => {
      poll()
      if (opened.readyState !== CLOSED || stream !== opened) return
      stream = null
      reopen ??= clock.setTimeout(() => {
        reopen = null
        open()
      }, LIVE_REOPEN_MS)
    })
  }
  const close = () => {
    stream?.close()
    for (const cancel of [polling, debounce, reopen]) cancel?.()
    stream = polling = debounce = reopen = null
  }
  const onVisibilityChange = () => {
    close()
    if (deps.visibility.visibilityState !== 'visible') return
    refresh()
    open()
  }
  deps.visibility.addEventListener('visibilitychange', onVisibilityChange)
  if (deps.visibility.visibilityState === 'visible') open()
  return () => {
    close()
    deps.visibility.removeEventListener('visibilitychange', onVisibilityChange)
  }
}

/** The browser's own parts: its `document` and `EventSource`. */
export const browserFollowDeps = (clock: FollowDeps['clock']): FollowDeps => ({
  clock,
  visibility: document,
  openStream: typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
})
