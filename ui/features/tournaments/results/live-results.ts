/**
 * Live results (ADR 0078): the tournament's topic is followed (`ui/shared/live/follow-topics.ts`) and
 * its results read again on each change. Loaded only by the results tab of a tournament whose games
 * are in progress.
 */
import { tournamentTopic } from '#core/shared/live/topics.ts'
import type { TournamentResults } from '#core/tournaments/results.schema.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { browserFollowDeps, type FollowDeps, followTopics } from '#ui/shared/live/follow-topics.ts'

export interface LiveResultsDeps extends FollowDeps {
  readonly tournaments: Pick<TournamentsApi, 'results'>
}

/** Follows the results of `tournamentId`; the returned function stops it. */
export const pollResults = (
  deps: LiveResultsDeps,
  tournamentId: string,
  onResults: (results: TournamentResults) => void,
): (() => void) => {
  let stopped = false
  const stop = followTopics(deps, [tournamentTopic(tournamentId)], () => {
    // A failed refresh keeps what is shown; the next one tries again.
    void deps.tournaments.results(tournamentId).then(
      (results) => {
        if (!stopped) onResults(results)
      },
      () => undefined,
    )
  })
  return () => {
    stopped = true
    stop()
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
    { tournaments: ports.tournaments, ...browserFollowDeps(ports.clock) },
    tournamentId,
    onResults,
  )
}
