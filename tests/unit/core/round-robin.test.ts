import { describe, expect, it } from 'vitest'
import {
  DEFAULT_GROUP_POINTS,
  decodeGroupPoints,
  decodeGroupResults,
  type GroupMatch,
  type GroupTeam,
  groupStandings,
} from '#core/tournaments/competition/index.ts'

const game = (teamA: string, scoreA: number, scoreB: number, teamB: string): GroupMatch => ({
  teamA,
  teamB,
  scoreA,
  scoreB,
})
const teams = (...ids: string[]): GroupTeam[] => ids.map((id, i) => ({ id, seed: i + 1 }))
const order = (rows: ReadonlyArray<{ rank: number; teamId: string }>) =>
  rows.map((r) => `${r.rank}.${r.teamId}`)

describe('round-robin group standings, by hand', () => {
  it('points, then map difference (3/1/0)', () => {
    const matches = [
      game('A', 2, 1, 'B'),
      game('A', 0, 2, 'C'),
      game('A', 2, 0, 'D'),
      game('B', 2, 0, 'C'),
      game('B', 2, 1, 'D'),
      game('C', 1, 2, 'D'),
    ]
    const rows = groupStandings({ teams: teams('A', 'B', 'C', 'D'), matches })
    // A and B 6 points: B +2 (5-3), A +1 (4-3). C and D 3 points: C -1 (3-4), D -2 (3-5).
    expect(order(rows)).toEqual(['1.B', '2.A', '3.C', '4.D'])
    expect(rows[0]).toEqual({
      rank: 1,
      teamId: 'B',
      seed: 2,
      played: 3,
      wins: 2,
      draws: 0,
      losses: 1,
      points: 6,
      scoreFor: 5,
      scoreAgainst: 3,
      scoreDifference: 2,
    })
  })

  it('head-to-head decides between teams tied on points and difference, before the seed', () => {
    // Seeds: B 1, A 2, C 3, D 4. A and B: 6 points, +1; A beat B. C and D: 3 points, -1; D beat C.
    const matches = [
      game('A', 1, 0, 'B'),
      game('C', 1, 0, 'A'),
      game('A', 1, 0, 'D'),
      game('B', 1, 0, 'C'),
      game('B', 1, 0, 'D'),
      game('D', 1, 0, 'C'),
    ]
    expect(order(groupStandings({ teams: teams('B', 'A', 'C', 'D'), matches }))).toEqual([
      '1.A',
      '2.B',
      '3.D',
      '4.C',
    ])
  })

  it('the seed decides a three-way tie that head-to-head cannot break', () => {
    // A beat B, B beat C, C beat A, 1-0 each: 3 points, 0 difference, 3 head-to-head points each.
    const matches = [game('A', 1, 0, 'B'), game('B', 1, 0, 'C'), game('C', 1, 0, 'A')]
    expect(order(groupStandings({ teams: teams('C', 'A', 'B'), matches }))).toEqual(['1.C', '2.A', '3.B'])
  })

  it('a configurable table, draws, a forfeit and a team yet to play', () => {
    const forfeit: GroupMatch = { teamA: 'B', teamB: 'C', scoreA: 0, scoreB: 0, forfeit: 'b' }
    const matches = [game('A', 1, 1, 'B'), game('A', 2, 0, 'C'), forfeit]
    const rows = groupStandings({ teams: teams('A', 'B', 'C', 'D'), matches }, { win: 2, draw: 1, loss: 0 })
    // A: draw + win = 3, +2. B: draw + forfeit win = 3, 0. D: nothing, 0. C: two losses = 0, -2.
    expect(
      rows.map((r) => [r.rank, r.teamId, r.played, r.wins, r.draws, r.losses, r.points, r.scoreDifference]),
    ).toEqual([
      [1, 'A', 2, 1, 1, 0, 3, 2],
      [2, 'B', 2, 1, 1, 0, 3, 0],
      [3, 'D', 0, 0, 0, 0, 0, 0],
      [4, 'C', 2, 0, 0, 2, 0, -2],
    ])
    // The forfeit names the loser whatever the score.
    const upset: GroupMatch = { teamA: 'A', teamB: 'B', scoreA: 2, scoreB: 0, forfeit: 'a' }
    expect(order(groupStandings({ teams: teams('A', 'B'), matches: [upset] }))).toEqual(['1.B', '2.A'])
  })

  it('the default table is 3/1/0', () => {
    expect(DEFAULT_GROUP_POINTS).toEqual({ win: 3, draw: 1, loss: 0 })
    const rows = groupStandings({
      teams: teams('A', 'B', 'C'),
      matches: [game('A', 1, 1, 'B'), game('C', 2, 1, 'A')],
    })
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      ['C', 3],
      ['B', 1],
      ['A', 1],
    ])
  })
})

describe('round-robin input decoding', () => {
  const refuses = (input: unknown, fragment: string) =>
    expect(() => decodeGroupResults(input)).toThrow(fragment)

  it('accepts a valid group and refuses inconsistent ones', () => {
    const valid = { teams: teams('A', 'B'), matches: [game('A', 2, 0, 'B')] }
    expect(decodeGroupResults(valid)).toEqual(valid)
    refuses({ teams: [...teams('A', 'B'), { id: 'A', seed: 3 }], matches: [] }, 'team ids must be unique')
    refuses({ teams: [...teams('A', 'B'), { id: 'C', seed: 1 }], matches: [] }, 'seeds must be unique')
    refuses({ teams: teams('A', 'B'), matches: [game('A', 2, 0, 'Z')] }, 'not in the group')
    refuses({ teams: teams('A', 'B'), matches: [game('A', 2, 0, 'A')] }, 'cannot meet itself')
    refuses({ teams: teams('A', 'B'), matches: [game('A', -1, 0, 'B')] }, '0')
  })

  it('accepts a stored points table and refuses one where a worse result earns more', () => {
    expect(decodeGroupPoints({ win: 2, draw: 1, loss: 0 })).toEqual({ win: 2, draw: 1, loss: 0 })
    expect(decodeGroupPoints({ win: 1, draw: 1, loss: 1 })).toEqual({ win: 1, draw: 1, loss: 1 })
    expect(() => decodeGroupPoints({ win: 1, draw: 2, loss: 0 })).toThrow('win ≥ draw ≥ loss')
    expect(() => decodeGroupPoints({ win: 3, draw: 0, loss: 1 })).toThrow('win ≥ draw ≥ loss')
  })
})
