/**
 * Live results: while the page is visible, the results are fetched again every half minute (and at
 * once when the page becomes visible again); a hidden tab fetches nothing. Loaded only by the results
 * tab of a tournament whose games are in progress.
 */
import type { Clock } from '#core/shared/ports/clock.ts'
import type { TournamentResults } from '#core/tournaments/results.schema.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'

export const LIVE_RESULTS_INTERVAL_MS = 30_000

/** The part of `document` the poller reads: the Page Visibility API. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

export interface LiveResultsDeps {
  readonly tournaments: Pick<TournamentsApi, 'results'>
  readonly clock: Pick<Clock, 'setInterval'>
  readonly visibility: VisibilitySource
}

/** Starts polling the results of `tournamentId`; the returned function stops it. */
export const pollResults = (
  deps: LiveResultsDeps,
  tournamentId: string,
  onResults: (results: TournamentResults) => void,
): (() => void) => {
  let stopTimer: (() => void) | null = null
  let stopped = false
  const refresh = () => {
    // A failed refresh keeps what is shown; the next one tries again.
    void deps.tournaments.results(tournamentId).then(
      (results) => {
        if (!stopped) onResults(results)
      },
      () => undefined,
    )
  }
  const start = () => {
    stopTimer ??= deps.clock.setInterval(refresh, LIVE_RESULTS_INTERVAL_MS)
  }
  const pause = () => {
    stopTimer?.()
    stopTimer = null
  }
  const onVisibilityChange = () => {
    if (deps.visibility.visibilityState === 'visible') {
      refresh()
      start()
    } else pause()
  }
  deps.visibility.addEventListener('visibilitychange', onVisibilityChange)
  if (deps.visibility.visibilityState === 'visible') start()
  return () => {
    stopped = true
    pause()
    deps.visibility.removeEventListener('visibilitychange', onVisibilityChange)
  }
}

/** The poller wired to the browser: the HTTP adapter, the system clock and `document`. */
export const pollResultsInBrowser = async (
  locale: 'uk' | 'en',
  tournamentId: string,
  onResults: (results: TournamentResults) => void,
): Promise<() => void> => {
  const { browserPorts } = await import('#ui/shared/app/ports.ts')
  const ports = browserPorts(locale)
  return pollResults(
    { tournaments: ports.tournaments, clock: ports.clock, visibility: document },
    tournamentId,
    onResults,
  )
}
