import { describe, expect, it } from 'vitest'
import { podium } from '#core/tournaments/podium.ts'
import type {
  BattleRoyaleStanding,
  Bracket,
  Match,
  MatchOpponent,
  StageResults,
  TeamRef,
  TournamentResults,
} from '#core/tournaments/results.schema.ts'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const team = (n: number): TeamRef => ({ id: uuid(n), name: `Team ${n}`, logo_url: null })
const side = (n: number, result: MatchOpponent['result']): MatchOpponent => ({
  team: team(n),
  score: null,
  result,
  forfeit: false,
})

let matchId = 100
/** A match `a` against `b`; `winner` names the side that won (none: not played). */
const match = (a: number, b: number, winner?: number): Match => ({
  id: uuid(matchId++),
  number: 1,
  status: winner ? 'completed' : 'ready',
  best_of: 1,
  opponents: [
    side(a, winner === undefined ? null : winner === a ? 'win' : 'loss'),
    side(b, winner === undefined ? null : winner === b ? 'win' : 'loss'),
  ],
  winner_to: null,
  loser_to: null,
  scheduled_at: null,
})

const bracket = (kind: Bracket['kind'], ...rounds: Match[][]): Bracket => ({
  kind,
  rounds: rounds.map((matches, index) => ({ number: index + 1, matches })),
})

const head = { id: uuid(1), number: 1, name: { uk: 'Плей-оф', en: 'Playoff' } } as const

const results = (...stages: StageResults[]): TournamentResults => ({
  current_stage: stages.at(-1)?.id ?? null,
  stages,
})

const names = (placed: ReturnType<typeof podium>) =>
  placed?.map((placement) => [placement.place, placement.teams.map((t) => t.name)])

describe('podium', () => {
  it('places a single elimination by its final, both semifinal losers sharing third', () => {
    const stage: StageResults = {
      ...head,
      status: 'finished',
      kind: 'single_elimination',
      brackets: [
        bracket(
          'main',
          [match(1, 8, 1), match(4, 5, 5), match(2, 7, 2), match(3, 6, 3)],
          [match(1, 5, 5), match(2, 3, 2)],
          [match(5, 2, 2)],
        ),
      ],
    }
    expect(names(podium(results(stage)))).toEqual([
      [1, ['Team 2']],
      [2, ['Team 5']],
      [3, ['Team 1', 'Team 3']],
    ])
  })

  it('places a double elimination by its grand final and the lower bracket final', () => {
    const stage: StageResults = {
      ...head,
      status: 'finished',
      kind: 'double_elimination',
      brackets: [
        bracket('upper', [match(1, 4, 1), match(2, 3, 3)], [match(1, 3, 3)]),
        bracket('lower', [match(4, 2, 2)], [match(1, 2, 1)]),
        // The reset was not needed: its match stays unplayed.
        bracket('grand_final', [match(3, 1, 3)], [match(3, 1)]),
      ],
    }
    expect(names(podium(results(stage)))).toEqual([
      [1, ['Team 3']],
      [2, ['Team 1']],
      [3, ['Team 2']],
    ])
  })

  it('takes the reset when the lower bracket team won the first grand final', () => {
    const stage: StageResults = {
      ...head,
      status: 'finished',
      kind: 'double_elimination',
      brackets: [
        bracket('upper', [match(1, 4, 1), match(2, 3, 3)], [match(1, 3, 3)]),
        bracket('lower', [match(4, 2, 2)], [match(1, 2, 1)]),
        // Team 1 won the first match from the lower bracket; the reset decides.
        bracket('grand_final', [match(3, 1, 1)], [match(3, 1, 3)]),
      ],
    }
    expect(names(podium(results(stage)))).toEqual([
      [1, ['Team 3']],
      [2, ['Team 1']],
      [3, ['Team 2']],
    ])
  })

  const row = (rank: number, n: number): BattleRoyaleStanding => ({
    rank,
    team: team(n),
    matches: 6,
    wins: 0,
    placement_points: 0,
    kills: 0,
    kill_points: 0,
    total: 0,
  })

  it('places a table by rank: a tie shares its place and leaves the next one empty', () => {
    const stage: StageResults = {
      ...head,
      status: 'finished',
      kind: 'battle_royale',
      grouping: 'week',
      points: { placement: [10, 6, 5], per_kill: 1 },
      days: [],
      standings: [row(1, 7), row(2, 3), row(2, 9), row(4, 1)],
    }
    expect(names(podium(results(stage)))).toEqual([
      [1, ['Team 7']],
      [2, ['Team 3', 'Team 9']],
      [3, []],
    ])
  })

  it('reads the last stage of the plan, and nothing until it is finished', () => {
    const groups: StageResults = {
      ...head,
      status: 'finished',
      kind: 'battle_royale',
      grouping: 'day',
      points: { placement: [10], per_kill: 1 },
      days: [],
      standings: [row(1, 1), row(2, 2), row(3, 3)],
    }
    const playoff: StageResults = {
      ...head,
      id: uuid(2),
      number: 2,
      status: 'running',
      kind: 'single_elimination',
      brackets: [bracket('main', [match(1, 2, 1), match(3, 4)], [match(1, 3)])],
    }
    expect(podium(results(playoff, groups))).toBeNull()
    expect(podium(results())).toBeNull()
  })

  it('ranks no one when the tournament ends in several groups', () => {
    const stage: StageResults = {
      ...head,
      status: 'finished',
      kind: 'round_robin',
      groups: [
        { number: 1, rounds: [], standings: [] },
        { number: 2, rounds: [], standings: [] },
      ],
    }
    expect(podium(results(stage))).toBeNull()
  })

  it("takes a walkover's named winner, the other side as the loser, and leaves an unplayed final open", () => {
    // The final is a walkover: only Team 4's result is written; Team 6 lost it.
    const walkover: Match = { ...match(6, 4), opponents: [side(6, null), side(4, 'win')] }
    const decidedByWalkover: StageResults = {
      ...head,
      status: 'finished',
      kind: 'single_elimination',
      brackets: [bracket('main', [match(6, 1, 6), match(4, 2, 4)], [walkover])],
    }
    expect(names(podium(results(decidedByWalkover)))).toEqual([
      [1, ['Team 4']],
      [2, ['Team 6']],
      [3, ['Team 1', 'Team 2']],
    ])
    // A final nobody played (both sides left without a result) places nobody first or second.
    const unplayed: StageResults = {
      ...head,
      status: 'finished',
      kind: 'single_elimination',
      brackets: [bracket('main', [match(6, 1, 6), match(4, 2, 4)], [match(6, 4)])],
    }
    expect(names(podium(results(unplayed)))).toEqual([
      [1, []],
      [2, []],
      [3, ['Team 1', 'Team 2']],
    ])
  })

  it('places a double elimination without a grand final by its upper and lower bracket winners', () => {
    const stage: StageResults = {
      ...head,
      status: 'finished',
      kind: 'double_elimination',
      brackets: [
        bracket('upper', [match(1, 2, 1), match(3, 4, 3)], [match(1, 3, 1)]),
        bracket('lower', [match(2, 4, 4)], [match(4, 3, 3)]),
      ],
    }
    expect(names(podium(results(stage)))).toEqual([
      [1, ['Team 1']],
      [2, ['Team 3']],
      [3, ['Team 4']],
    ])
  })

  it('places a Swiss stage and a single round-robin group by their ranks', () => {
    const swiss = {
      ...head,
      status: 'finished',
      kind: 'swiss',
      rounds: [],
      standings: [row(1, 5), row(2, 6), row(3, 8)],
    } as unknown as StageResults
    expect(names(podium(results(swiss)))).toEqual([
      [1, ['Team 5']],
      [2, ['Team 6']],
      [3, ['Team 8']],
    ])
    const group = {
      ...head,
      status: 'finished',
      kind: 'round_robin',
      groups: [{ number: 1, rounds: [], standings: [row(1, 2), row(2, 1), row(3, 3)] }],
    } as unknown as StageResults
    expect(names(podium(results(group)))).toEqual([
      [1, ['Team 2']],
      [2, ['Team 1']],
      [3, ['Team 3']],
    ])
  })

  it('places nobody for an elimination stage without a bracket', () => {
    const stage: StageResults = { ...head, status: 'finished', kind: 'single_elimination', brackets: [] }
    expect(names(podium(results(stage)))).toEqual([
      [1, []],
      [2, []],
      [3, []],
    ])
  })
})
