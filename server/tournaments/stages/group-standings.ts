/**
 * The tables of a round-robin stage's groups from its match rows, ranked by core's round-robin rules
 * (points 3/1/0, then the difference of games, head-to-head among the teams still tied, then seed).
 */
import {
  type GroupMatch,
  type GroupStanding,
  groupStandings as rankGroup,
} from '#core/tournaments/competition/round-robin.ts'
import type { StageMatchRow } from '#server/platform/db/schema.ts'
import type { StageData } from './stage-store.ts'

export interface GroupTable {
  readonly number: number
  readonly rows: ReadonlyArray<GroupStanding>
}

const isPlayed = (match: StageMatchRow): boolean =>
  (match.status === 'completed' || match.status === 'archived') &&
  match.opponent1?.id != null &&
  match.opponent2?.id != null

export const groupStandings = (
  data: Pick<StageData, 'participants' | 'matches'>,
): ReadonlyArray<GroupTable> => {
  const participants = new Map(data.participants.map((participant) => [participant.localId, participant]))
  const groups = new Map<number, StageMatchRow[]>()
  for (const match of data.matches)
    groups.set(match.groupNumber, [...(groups.get(match.groupNumber) ?? []), match])
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([number, matches]) => {
      // A group's teams are those drawn into its matches (a bye is no team).
      const localIds = new Set(
        matches.flatMap((match) => [match.opponent1?.id, match.opponent2?.id]).filter((id) => id != null),
      )
      const teams = [...localIds].flatMap((id) => {
        const participant = participants.get(id)
        return participant ? [{ id: participant.teamId, seed: participant.seed }] : []
      })
      const teamOf = (id: number | null | undefined) => participants.get(id ?? -1)?.teamId ?? ''
      const played = matches.filter(isPlayed).map(
        (match): GroupMatch => ({
          teamA: teamOf(match.opponent1?.id),
          teamB: teamOf(match.opponent2?.id),
          scoreA: match.opponent1?.score ?? 0,
          scoreB: match.opponent2?.score ?? 0,
          ...(match.opponent1?.forfeit ? { forfeit: 'a' as const } : {}),
          ...(match.opponent2?.forfeit ? { forfeit: 'b' as const } : {}),
        }),
      )
      return { number, rows: rankGroup({ teams, matches: played }) }
    })
}
