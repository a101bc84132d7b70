/**
 * A finished stage's teams from best to worst, which is how the next stage is seeded: an elimination
 * stage by brackets-manager's final standings (the seed breaks a shared place), groups by their
 * tables (every group's first, then every group's second …), Swiss by its standings.
 */
import { BracketsManager } from 'brackets-manager'
import { StageConflict } from '#core/tournaments/stage-rules.ts'
import { groupStandings } from './group-standings.ts'
import type { StageData } from './stage-store.ts'
import { toStorage } from './stage-store.ts'
import { swissTable } from './swiss-stage.ts'

export const stageRanking = async (data: StageData): Promise<string[]> => {
  const seedOf = new Map(data.participants.map((participant) => [participant.localId, participant.seed]))
  const teamOf = new Map(data.participants.map((participant) => [participant.localId, participant.teamId]))
  const kind = data.stage.kind
  if (kind === 'single_elimination' || kind === 'double_elimination') {
    // A double elimination of two teams has no lower bracket (the library draws one match for them):
    // it is ranked as the single bracket it is.
    const hasLowerBracket = data.matches.some((match) => match.groupNumber === 2)
    const storage = toStorage(data, hasLowerBracket ? kind : 'single_elimination')
    const standings = await new BracketsManager(storage).get.finalStandings(0)
    return standings
      .map((item) => ({ rank: item.rank, localId: Number(item.id) }))
      .sort((a, b) => a.rank - b.rank || (seedOf.get(a.localId) ?? 0) - (seedOf.get(b.localId) ?? 0))
      .map((item) => teamOf.get(item.localId) ?? '')
  }
  if (kind === 'round_robin') {
    const groups = groupStandings(data)
    return groups
      .flatMap((group) => group.rows.map((row) => ({ ...row, group: group.number })))
      .sort((a, b) => a.rank - b.rank || b.points - a.points || a.group - b.group)
      .map((row) => row.teamId)
  }
  if (kind === 'swiss') return swissTable(data).map((row) => row.teamId)
  // A battle-royale league is the last stage of its tournament: it feeds none.
  throw new StageConflict({ reason: 'wrong_stage_kind' })
}
