import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { MatchDetails } from '#ui/features/tournaments/match/MatchDetails.tsx'
import type { Data } from './+data.ts'

/** A match still to be played or settled: the page follows it live. */
const SETTLED = new Set(['completed', 'archived'])

/**
 * A match's page: where it sits, when, its state, both teams with their players, the players' reports
 * and the match's history, and what comes next. Until the match is settled the browser loads the live
 * follower (only then) and the page renders again on each change.
 */
export const Page = () => {
  const { match, scheduled, history, moments, actions } = useData<Data>()
  const live = !SETTLED.has(match.status)
  const tournamentId = match.tournament.id
  useEffect(() => {
    if (!live) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('#ui/features/tournaments/match/live-match.ts').then(({ followMatch }) => {
      if (!cancelled) stop = followMatch(tournamentId)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [live, tournamentId])
  return (
    <MatchDetails match={match} scheduled={scheduled} history={history} moments={moments} actions={actions} />
  )
}
