/**
 * Live results (ADR 0078): while the page is visible, an event stream tells it when the tournament's
 * results changed, and the results are read again (once per burst). While the stream is down the
 * results are fetched every half minute, as before it existed; the browser reconnects the stream by
 * itself, and a stream the server refused is tried again a minute later. A hidden tab holds no stream
 * and fetches nothing; shown again, it reads once and opens the stream. Loaded only by the results tab
 * of a tournament whose games are in progress.
 */
import { LIVE_PATH, tournamentTopic } from '#core/shared/live/topics.ts'
import type { Cancel, Clock } from '#core/shared/ports/clock.ts'
import type { TournamentResults } from '#core/tournaments/results.schema.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'

export const LIVE_RESULTS_INTERVAL_MS = 30_000
/** A change is read after this quiet time, so a burst of reports costs one read. */
export const LIVE_CHANGE_DEBOUNCE_MS = 300
/** A stream the server refused (full, or gone) is opened again after this long. */
export const LIVE_REOPEN_MS = 60_000
/** `EventSource.CLOSED`: the browser gave up and will not reconnect by itself. */
const CLOSED = 2

/** The part of `document` the poller reads: the Page Visibility API. */
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

export interface LiveResultsDeps {
  readonly tournaments: Pick<TournamentsApi, 'results'>
  readonly clock: Pick<Clock, 'setInterval' | 'setTimeout'>
  readonly visibility: VisibilitySource
  /** Opens an event stream (`new EventSource(url)`); absent where there is none: polling only. */
  readonly openStream?: ((url: string) => ChangeStream) | undefined
}

/** Follows the results of `tournamentId`; the returned function stops it. */
export const pollResults = (
  deps: LiveResultsDeps,
  tournamentId: string,
  onResults: (results: TournamentResults) => void,
): (() => void) => {
  const { clock, openStream } = deps
  let stopped = false
  let stream: ChangeStream | null = null
  let polling: Cancel | null = null
  let debounce: Cancel | null = null
  let reopen: Cancel | null = null
  const refresh = () => {
    // A failed refresh keeps what is shown; the next one tries again.
    void deps.tournaments.results(tournamentId).then(
      (results) => {
        if (!stopped) onResults(results)
      },
      () => undefined,
    )
  }
  const poll = () => {
    polling ??= clock.setInterval(refresh, LIVE_RESULTS_INTERVAL_MS)
  }
  const open = () => {
    if (!openStream) return poll()
    const opened = openStream(`/api/v1${LIVE_PATH}?topics=${tournamentTopic(tournamentId)}`)
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
    stopped = true
    close()
    deps.visibility.removeEventListener('visibilitychange', onVisibilityChange)
  }
}

/** The follower wired to the browser: the HTTP adapter, the system clock, `document` and `EventSource`. */
export const pollResultsInBrowser = async (
  locale: 'uk' | 'en',
  tournamentId: string,
  onResults: (results: TournamentResults) => void,
): Promise<() => void> => {
  const { browserPorts } = await import('#ui/shared/app/ports.ts')
  const ports = browserPorts(locale)
  return pollResults(
    {
      tournaments: ports.tournaments,
      clock: ports.clock,
      visibility: document,
      openStream: typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
    },
    tournamentId,
    onResults,
  )
}
