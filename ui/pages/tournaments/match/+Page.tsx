import { useData } from 'vike-react/useData'
import { MatchDetails } from '#ui/features/tournaments/match/MatchDetails.tsx'
import type { Data } from './+data.ts'

/**
 * A match's page: where it sits, when, its state, both teams with their players, the players' reports
 * and the match's history, and what comes next.
 */
export const Page = () => {
  const { match, scheduled, history, moments, actions } = useData<Data>()
  return (
    <MatchDetails match={match} scheduled={scheduled} history={history} moments={moments} actions={actions} />
  )
}
