/**
 * Who took the podium (pure): the first three places of a tournament, read from its last stage's
 * results once that stage is finished. An elimination bracket places by its last matches (the final's
 * winner and loser, then the lower bracket final's loser, or both semifinal losers where there is no
 * third-place match); a table places by its ranks, so a tie shares a place.
 */
import type {
  Bracket,
  EliminationResults,
  Match,
  StageResults,
  TeamRef,
  TournamentResults,
} from './results.schema.ts'

/** A place and the teams that took it: none while it is undecided, two or more on a tie. */
export interface Placement {
  readonly place: number
  readonly teams: ReadonlyArray<TeamRef>
}

export const PODIUM_PLACES = 3

const sideOf = (match: Match | undefined, result: 'win' | 'loss'): TeamRef | null => {
  if (!match) return null
  const [a, b] = match.opponents
  if (a?.result === result) return a.team
  if (b?.result === result) return b.team
  // A walkover names only the winner; the side that lost is the other one.
  if (result === 'loss' && (a?.result === 'win' || b?.result === 'win'))
    return (a?.result === 'win' ? b?.team : a?.team) ?? null
  return null
}

const decided = (match: Match): boolean => sideOf(match, 'win') !== null

/** The matches of a bracket's last round, and of the round before it. */
const lastRounds = (bracket: Bracket | undefined): { last: Match[]; before: Match[] } => {
  const rounds = [...(bracket?.rounds ?? [])].sort((a, b) => a.number - b.number)
  return { last: [...(rounds.at(-1)?.matches ?? [])], before: [...(rounds.at(-2)?.matches ?? [])] }
}

const teams = (...refs: ReadonlyArray<TeamRef | null>): TeamRef[] => refs.filter((ref) => ref !== null)

const eliminationPlaces = (stage: EliminationResults): TeamRef[][] => {
  const bracket = (kind: Bracket['kind']) => stage.brackets.find((b) => b.kind === kind)
  const lower = bracket('lower')
  if (lower && lower.rounds.length > 0) {
    // The grand final's last decided match (a reset is played only when needed); with no grand final,
    // the upper bracket's winner is first and the lower bracket's winner second.
    const grandFinal = bracket('grand_final')
    const lowerFinal = lastRounds(lower).last[0]
    const final = grandFinal
      ? grandFinal.rounds
          .flatMap((round) => round.matches)
          .filter(decided)
          .at(-1)
      : undefined
    const first = final ? sideOf(final, 'win') : sideOf(lastRounds(bracket('upper')).last[0], 'win')
    const second = final ? sideOf(final, 'loss') : sideOf(lowerFinal, 'win')
    return [teams(first), teams(second), teams(sideOf(lowerFinal, 'loss'))]
  }
  // One bracket (single elimination, or a double elimination of two teams): no third-place match is
  // played, so both semifinal losers share third place.
  const { last, before } = lastRounds(bracket('main') ?? bracket('upper'))
  const final = last[0]
  return [
    teams(sideOf(final, 'win')),
    teams(sideOf(final, 'loss')),
    teams(...before.map((match) => sideOf(match, 'loss'))),
  ]
}

const byRank = (rows: ReadonlyArray<{ readonly rank: number; readonly team: TeamRef }>): TeamRef[][] =>
  Array.from({ length: PODIUM_PLACES }, (_, index) =>
    rows.filter((row) => row.rank === index + 1).map((row) => row.team),
  )

const stagePlaces = (stage: StageResults): TeamRef[][] | null => {
  switch (stage.kind) {
    case 'single_elimination':
    case 'double_elimination':
      return eliminationPlaces(stage)
    case 'swiss':
    case 'battle_royale':
      return byRank(stage.standings)
    case 'round_robin': {
      // Several groups that end the tournament rank no one above the others.
      const [group, ...others] = stage.groups
      return group && others.length === 0 ? byRank(group.standings) : null
    }
  }
}

/**
 * The podium: places 1 to 3 and their teams, or null while the last stage of the plan is not
 * finished (or, being several groups, places no one over the others).
 */
export const podium = (results: TournamentResults): ReadonlyArray<Placement> | null => {
  const last = [...results.stages].sort((a, b) => a.number - b.number).at(-1)
  if (last?.status !== 'finished') return null
  const places = stagePlaces(last)
  if (!places) return null
  return places.map((placed, index) => ({ place: index + 1, teams: placed }))
}
