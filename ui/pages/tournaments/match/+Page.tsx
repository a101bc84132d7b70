import { useData } from 'vike-react/useData'
import { MatchDetails } from '#ui/features/tournaments/match/MatchDetails.tsx'
import type { Data } from './+data.ts'

/** A match's page: where it sits, when, its state, both teams with their players, and what comes next. */
export const Page = () => {
  const { match, scheduled } = useData<Data>()
  return <MatchDetails match={match} scheduled={scheduled} />
}
