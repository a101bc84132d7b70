import { type ReactNode, useEffect, useState } from 'react'
import type { TournamentResults } from '#core/tournaments/results.schema.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { ResultsView } from './StageResults.tsx'

/**
 * The results tab: rendered on the server and readable without JavaScript. While the games are in
 * progress the browser loads the poller (only then) and shows new results as they come.
 */
export const ResultsTab = ({
  tournamentId,
  tournamentKey,
  initial,
  live,
  podium = null,
}: {
  tournamentId: string
  /** How the match pages' links name the tournament (its slug). */
  tournamentKey: string
  initial: TournamentResults
  live: boolean
  /** Who won, above the results, once the games are over. */
  podium?: ReactNode
}) => {
  const { LL, locale } = useI18n()
  const [results, setResults] = useState(initial)
  useEffect(() => setResults(initial), [initial])
  useEffect(() => {
    if (!live) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./live-results.ts')
      .then(({ pollResultsInBrowser }) => pollResultsInBrowser(locale, tournamentId, setResults))
      .then((stopPolling) => {
        if (cancelled) stopPolling()
        else stop = stopPolling
      })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [live, locale, tournamentId])
  return (
    <div className="tab-panel results">
      {podium}
      {live ? <p className="muted live-note">{LL.tournament.results.live()}</p> : null}
      <ResultsView results={results} tournamentKey={tournamentKey} />
    </div>
  )
}
