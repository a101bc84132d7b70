/**
 * Swiss stages on the stage tables: the rounds are match rows of group 1 like any bracket's, paired one
 * round at a time by core's pure Swiss module from the results so far. A bye is a match without a
 * second opponent, won by the team that has it.
 */
import { randomUUID } from 'node:crypto'
import {
  pairSwissRound,
  recommendedSwissRounds,
  type SwissHistory,
  type SwissMatch,
  type SwissStanding,
  swissStandings,
} from '#core/tournaments/competition/swiss.ts'
import type { MatchReport } from '#core/tournaments/stage-rules.ts'
import type { NewStageMatchRow, StageMatchRow, StoredOpponent } from '#server/platform/db/schema.ts'
import type { StageData } from './stage-store.ts'

type Rows = Pick<StageData, 'participants' | 'matches'>

/** The rounds a Swiss stage plays: the plan's, or enough for one team to remain unbeaten. */
export const swissRoundCount = (data: StageData): number =>
  data.stage.rounds ?? recommendedSwissRounds(data.participants.length)

/** The last round paired so far (0 before the first). */
export const lastSwissRound = (data: Rows): number =>
  data.matches.reduce((last, match) => Math.max(last, match.roundNumber), 0)

/** The teams and the played matches, as the pairing and the standings read them. */
export const swissHistory = (data: Rows): SwissHistory => {
  const teamOf = new Map(data.participants.map((participant) => [participant.localId, participant.teamId]))
  const team = (opponent: StoredOpponent | null) =>
    opponent?.id === null || opponent?.id === undefined ? null : (teamOf.get(opponent.id) ?? null)
  const matches: SwissMatch[] = []
  for (const match of data.matches) {
    if (match.status !== 'completed' && match.status !== 'archived') continue
    const teamA = team(match.opponent1)
    if (teamA === null) continue
    const teamB = team(match.opponent2)
    const winner =
      match.opponent1?.result === 'win' || teamB === null
        ? teamA
        : match.opponent2?.result === 'win'
          ? teamB
          : null
    const forfeit = Boolean(match.opponent1?.forfeit || match.opponent2?.forfeit)
    matches.push({ round: match.roundNumber, teamA, teamB, winner, ...(forfeit ? { forfeit } : {}) })
  }
  return {
    teams: data.participants.map((participant) => ({ id: participant.teamId, seed: participant.seed })),
    matches,
  }
}

/** The standings, best first. */
export const swissTable = (data: Rows): ReadonlyArray<SwissStanding> => swissStandings(swissHistory(data))

/** The match rows of the next round, paired from the results so far. */
export const nextSwissRound = (data: StageData): NewStageMatchRow[] => {
  const localOf = new Map(data.participants.map((participant) => [participant.teamId, participant.localId]))
  const round = pairSwissRound(swissHistory(data))
  let localId = data.matches.reduce((last, match) => Math.max(last, match.localId), -1)
  return round.pairings.map((pairing): NewStageMatchRow => {
    localId += 1
    const first = localOf.get(pairing.teamA) ?? null
    const second = pairing.teamB === null ? undefined : (localOf.get(pairing.teamB) ?? null)
    const bye = second === undefined
    return {
      id: randomUUID(),
      stageId: data.stage.id,
      localId,
      groupNumber: 1,
      roundNumber: round.round,
      number: pairing.table,
      status: bye ? 'completed' : 'ready',
      opponent1: bye ? { id: first, result: 'win' } : { id: first },
      opponent2: bye ? null : { id: second ?? null },
    }
  })
}

/** The opponents of a Swiss match after `report`. */
export const swissResult = (
  match: StageMatchRow,
  report: MatchReport,
): Pick<NewStageMatchRow, 'opponent1' | 'opponent2'> => {
  const first = match.opponent1?.id ?? null
  const second = match.opponent2?.id ?? null
  // Refused in a Swiss stage by the use cases (`allowsDoubleForfeit`); written as two losses all the same.
  if (report.kind === 'double_forfeit')
    return {
      opponent1: { id: first, forfeit: true, result: 'loss' },
      opponent2: { id: second, forfeit: true, result: 'loss' },
    }
  if (report.kind === 'forfeit') {
    const firstForfeits = report.forfeiting === 1
    return {
      opponent1: { id: first, forfeit: firstForfeits, result: firstForfeits ? 'loss' : 'win' },
      opponent2: { id: second, forfeit: !firstForfeits, result: firstForfeits ? 'win' : 'loss' },
    }
  }
  const [a, b] = report.scores
  const outcome = (mine: number, theirs: number) => (mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw')
  return {
    opponent1: { id: first, score: a, result: outcome(a, b) },
    opponent2: { id: second, score: b, result: outcome(b, a) },
  }
}

/** Who won a match (1, 2) or null for a draw. */
export const outcomeOf = (opponent1: StoredOpponent | null | undefined): 1 | 2 | null =>
  opponent1?.result === 'win' ? 1 : opponent1?.result === 'loss' ? 2 : null
