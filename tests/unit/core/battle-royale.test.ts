import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type BattleRoyaleMatch,
  type BattleRoyaleScoring,
  type BattleRoyaleStanding,
  type BattleRoyaleTieBreak,
  battleRoyaleComparator,
  battleRoyaleResults,
  battleRoyaleStandings,
  DEFAULT_BATTLE_ROYALE_SCORING,
  decodeBattleRoyaleMatches,
  decodeBattleRoyaleScoring,
  namedBattleRoyaleScoring,
} from '#core/tournaments/competition/index.ts'

/** PUBG Mobile's 2020-22 table, which the hand-computed cases below were written for. */
const PUBGM_2020 = namedBattleRoyaleScoring('pubgm_2020')

/** A match from [team, placement, kills] rows. */
const match = (
  id: string,
  order: number,
  group: string,
  rows: ReadonlyArray<readonly [string, number, number]>,
): BattleRoyaleMatch => ({
  id,
  order,
  group,
  results: rows.map(([teamId, placement, kills]) => ({ teamId, placement, kills })),
})

/** [rank, team, total] of each row. */
const table = (rows: ReadonlyArray<BattleRoyaleStanding>) =>
  rows.map((r) => [r.rank, r.teamId, r.totalPoints])

describe('battle-royale scoring, by hand (PUBG Mobile 2020-22 table: 15 12 10 8 …, 1 per kill)', () => {
  it('wins decide between equal totals, even against placement points and the last match', () => {
    const matches = [
      match('m1', 1, 'day 1', [
        ['A', 1, 1],
        ['B', 2, 0],
        ['C', 3, 0],
        ['D', 4, 0],
      ]),
      match('m2', 2, 'day 1', [
        ['C', 1, 0],
        ['B', 2, 0],
        ['D', 3, 0],
        ['A', 4, 0],
      ]),
    ]
    // A 15+8+1 = 24 (1 win, placement 23); B 12+12 = 24 (no win, placement 24); C 10+15 = 25; D 8+10 = 18.
    expect(table(battleRoyaleStandings(matches, PUBGM_2020))).toEqual([
      [1, 'C', 25],
      [2, 'A', 24],
      [3, 'B', 24],
      [4, 'D', 18],
    ])
  })

  it('placement points decide when totals and wins tie, even against kills and the last match', () => {
    const matches = [
      match('m1', 1, 'day 1', [
        ['C', 1, 0],
        ['A', 2, 0],
        ['D', 3, 0],
        ['B', 4, 2],
      ]),
      match('m2', 2, 'day 1', [
        ['C', 1, 0],
        ['B', 2, 0],
        ['A', 3, 0],
        ['D', 4, 0],
      ]),
    ]
    // A 12+10 = 22 (placement 22, 0 kills); B 8+12+2 = 22 (placement 20); C 30; D 10+8 = 18.
    const rows = battleRoyaleStandings(matches, PUBGM_2020)
    expect(table(rows)).toEqual([
      [1, 'C', 30],
      [2, 'A', 22],
      [3, 'B', 22],
      [4, 'D', 18],
    ])
    expect(rows[2]).toEqual({
      rank: 3,
      teamId: 'B',
      matchesPlayed: 2,
      wins: 0,
      placementPoints: 20,
      kills: 2,
      killPoints: 2,
      totalPoints: 22,
    })
  })

  it('kills decide when kills earn no points and the rest ties, even against the last match', () => {
    const scoring = { ...PUBGM_2020, pointsPerKill: 0 }
    const matches = [
      match('m1', 1, 'day 1', [
        ['C', 1, 0],
        ['A', 2, 5],
        ['B', 3, 1],
        ['D', 4, 0],
      ]),
      match('m2', 2, 'day 1', [
        ['C', 1, 0],
        ['B', 2, 0],
        ['A', 3, 0],
        ['D', 4, 0],
      ]),
    ]
    const rows = battleRoyaleStandings(matches, scoring)
    expect(table(rows)).toEqual([
      [1, 'C', 30],
      [2, 'A', 22],
      [3, 'B', 22],
      [4, 'D', 16],
    ])
    expect(rows.map((r) => [r.kills, r.killPoints])).toEqual([
      [0, 0],
      [5, 0],
      [1, 0],
      [0, 0],
    ])
  })

  it('the placement in the latest match decides when everything else ties', () => {
    const rows = (laterMatch: number) => [
      match('m2', 2, 'day 1', [
        ['C', 1, 0],
        ['B', 2, 1],
        ['A', 3, 1],
        ['D', 4, 0],
      ]),
      match('m1', laterMatch, 'day 1', [
        ['C', 1, 0],
        ['A', 2, 1],
        ['B', 3, 1],
        ['D', 4, 0],
      ]),
    ]
    // A and B: 12 + 10 + 2 = 24, no win, placement 22, 2 kills each.
    expect(table(battleRoyaleStandings(rows(1), PUBGM_2020))).toEqual([
      [1, 'C', 30],
      [2, 'B', 24], // 2nd in m2, the latest
      [3, 'A', 24],
      [4, 'D', 16],
    ])
    expect(table(battleRoyaleStandings(rows(3), PUBGM_2020))).toEqual([
      [1, 'C', 30],
      [2, 'A', 24], // 2nd in m1, now the latest
      [3, 'B', 24],
      [4, 'D', 16],
    ])
  })

  it('a team that played the latest match is ahead of one that did not', () => {
    const scoring: BattleRoyaleScoring = {
      ...PUBGM_2020,
      tieBreaks: ['lastMatchPlacement'],
    }
    const matches = [
      match('m1', 1, 'day 1', [
        ['A', 1, 0],
        ['B', 2, 0],
      ]),
      match('m2', 2, 'day 1', [
        ['C', 1, 0],
        ['B', 2, 0],
      ]),
    ]
    expect(battleRoyaleStandings(matches, scoring).map((r) => [r.rank, r.teamId])).toEqual([
      [1, 'C'],
      [2, 'B'],
      [3, 'A'],
    ])
    // Teams that played no match of a scope are equal on it.
    const [first, second] = battleRoyaleStandings(matches, scoring)
    expect(first && second && battleRoyaleComparator([], scoring)(first, second)).toBe(0)
  })

  it('teams equal after every tie-break share a rank, and the next rank skips (1224)', () => {
    const scoring: BattleRoyaleScoring = { ...PUBGM_2020, tieBreaks: ['totalPoints'] }
    const matches = [
      match('m1', 1, 'day 1', [
        ['D', 4, 0],
        ['C', 3, 2],
        ['B', 2, 0],
        ['A', 1, 0],
      ]),
    ]
    expect(table(battleRoyaleStandings(matches, scoring))).toEqual([
      [1, 'A', 15],
      [2, 'B', 12],
      [2, 'C', 12],
      [4, 'D', 8],
    ])
  })

  it('places past the table earn 0, 8th to 12th earn 1', () => {
    const lobby = Array.from({ length: 14 }, (_, i) => [`T${i + 1}`, i + 1, 0] as const)
    const rows = battleRoyaleStandings([match('m1', 1, 'day 1', lobby)], PUBGM_2020)
    expect(rows.map((r) => r.placementPoints)).toEqual([15, 12, 10, 8, 6, 4, 2, 1, 1, 1, 1, 1, 0, 0])
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
  })

  it('gives standings per match, per day and in total, in play order', () => {
    const m1 = match('m1', 1, 'day 1', [
      ['A', 1, 2],
      ['B', 2, 1],
      ['C', 3, 0],
    ])
    const m2 = match('m2', 2, 'day 2', [
      ['C', 1, 3],
      ['A', 2, 0],
      ['B', 3, 4],
    ])
    const m3 = match('m3', 3, 'day 2', [
      ['B', 1, 0],
      ['C', 2, 1],
      ['A', 3, 0],
    ])
    const results = battleRoyaleResults([m3, m1, m2], PUBGM_2020)
    expect(results.matches.map((m) => [m.matchId, m.group, m.order, table(m.standings)])).toEqual([
      [
        'm1',
        'day 1',
        1,
        [
          [1, 'A', 17],
          [2, 'B', 13],
          [3, 'C', 10],
        ],
      ],
      [
        'm2',
        'day 2',
        2,
        [
          [1, 'C', 18],
          [2, 'B', 14],
          [3, 'A', 12],
        ],
      ],
      [
        'm3',
        'day 2',
        3,
        [
          [1, 'B', 15],
          [2, 'C', 13],
          [3, 'A', 10],
        ],
      ],
    ])
    expect(results.groups.map((g) => [g.group, table(g.standings)])).toEqual([
      [
        'day 1',
        [
          [1, 'A', 17],
          [2, 'B', 13],
          [3, 'C', 10],
        ],
      ],
      [
        'day 2',
        [
          [1, 'C', 31],
          [2, 'B', 29],
          [3, 'A', 22],
        ],
      ],
    ])
    expect(results.total).toEqual([
      {
        rank: 1,
        teamId: 'B',
        matchesPlayed: 3,
        wins: 1,
        placementPoints: 37,
        kills: 5,
        killPoints: 5,
        totalPoints: 42,
      },
      {
        rank: 2,
        teamId: 'C',
        matchesPlayed: 3,
        wins: 1,
        placementPoints: 37,
        kills: 4,
        killPoints: 4,
        totalPoints: 41,
      },
      {
        rank: 3,
        teamId: 'A',
        matchesPlayed: 3,
        wins: 1,
        placementPoints: 37,
        kills: 2,
        killPoints: 2,
        totalPoints: 39,
      },
    ])
  })
})

describe('battle-royale named points tables, by hand', () => {
  // Ten teams, placed in order T1 … T10, with these kills.
  const kills = [3, 0, 5, 1, 0, 2, 0, 4, 6, 0]
  const lobby = [
    match(
      'm1',
      1,
      'day 1',
      kills.map((k, i) => [`T${i + 1}`, i + 1, k] as const),
    ),
  ]

  it('PUBG Mobile since 2023: 10 6 5 4 3 2 1 1, then 0; 1 per kill; the default', () => {
    const scoring = namedBattleRoyaleScoring('pubgm_2023')
    expect(scoring.placementPoints).toEqual([10, 6, 5, 4, 3, 2, 1, 1])
    expect(DEFAULT_BATTLE_ROYALE_SCORING).toEqual(scoring)
    // T1 10+3, T3 5+5; T2 6+0 and T9 0+6 tie on 6 (placement points put T2 ahead); T4 4+1 and
    // T8 1+4 tie on 5 (T4 ahead); T6 2+2, T5 3+0, T7 1+0, T10 0.
    expect(table(battleRoyaleStandings(lobby, scoring))).toEqual([
      [1, 'T1', 13],
      [2, 'T3', 10],
      [3, 'T2', 6],
      [4, 'T9', 6],
      [5, 'T4', 5],
      [6, 'T8', 5],
      [7, 'T6', 4],
      [8, 'T5', 3],
      [9, 'T7', 1],
      [10, 'T10', 0],
    ])
  })

  it('PUBG Mobile 2020-22: the same lobby in another order', () => {
    // T1 15+3, T3 10+5, T2 12, T4 8+1, T9 1+6; T5 6+0 and T6 4+2 tie on 6 (T5 ahead on placement
    // points); T8 1+4, T7 2, T10 1.
    expect(table(battleRoyaleStandings(lobby, PUBGM_2020))).toEqual([
      [1, 'T1', 18],
      [2, 'T3', 15],
      [3, 'T2', 12],
      [4, 'T4', 9],
      [5, 'T9', 7],
      [6, 'T5', 6],
      [7, 'T6', 6],
      [8, 'T8', 5],
      [9, 'T7', 2],
      [10, 'T10', 1],
    ])
  })
})

describe('battle-royale input decoding', () => {
  const valid = [
    match('m1', 1, 'week 1', [
      ['A', 2, 0],
      ['B', 1, 3],
    ]),
  ]

  it('accepts valid matches and a stored table, and refuses broken ones', () => {
    expect(decodeBattleRoyaleMatches(valid)).toEqual(valid)
    expect(decodeBattleRoyaleScoring(JSON.parse(JSON.stringify(DEFAULT_BATTLE_ROYALE_SCORING)))).toEqual(
      DEFAULT_BATTLE_ROYALE_SCORING,
    )
    const refusesMatches = (input: unknown, fragment: string) =>
      expect(() => decodeBattleRoyaleMatches(input)).toThrow(fragment)
    refusesMatches(
      [
        match('m1', 1, 'w', [
          ['A', 1, 0],
          ['B', 1, 0],
        ]),
      ],
      'placements are 1..n',
    )
    refusesMatches(
      [
        match('m1', 1, 'w', [
          ['A', 1, 0],
          ['B', 3, 0],
        ]),
      ],
      'placements are 1..n',
    )
    refusesMatches(
      [
        match('m1', 1, 'w', [
          ['A', 1, 0],
          ['A', 2, 0],
        ]),
      ],
      'listed once per match',
    )
    refusesMatches([match('m1', 1, 'w', [['A', 1, -1]])], '0')
    refusesMatches([match('m1', 1, 'w', [['A', 1, 1.5]])], 'integer')
    refusesMatches([match('m1', 1, 'w', [['A', 0, 0]])], '1')
    refusesMatches([match('m1', 1, 'w', [])], '1')
    refusesMatches([...valid, ...valid], 'match ids must be unique')
    const refusesScoring = (change: object, fragment: string) =>
      expect(() => decodeBattleRoyaleScoring({ ...DEFAULT_BATTLE_ROYALE_SCORING, ...change })).toThrow(
        fragment,
      )
    refusesScoring({ placementPoints: [10, 12] }, 'a worse place cannot earn more')
    refusesScoring({ pointsPerKill: -1 }, '0')
    refusesScoring({ tieBreaks: ['wins', 'wins'] }, 'unique')
    refusesScoring({ tieBreaks: [] }, '1')
    refusesScoring({ tieBreaks: ['coinToss'] }, 'Expected "totalPoints" | "wins"')
  })
})

// Properties over random lobbies and random tables.

const TEAMS = ['a', 'b', 'c', 'd', 'e', 'f']
const TIE_BREAKS: BattleRoyaleTieBreak[] = [
  'totalPoints',
  'wins',
  'placementPoints',
  'kills',
  'lastMatchPlacement',
]

const lobbies = fc.array(
  fc.record({
    teams: fc.shuffledSubarray(TEAMS, { minLength: 1 }),
    kills: fc.array(fc.nat(3), { minLength: 6, maxLength: 6 }),
    order: fc.nat(3),
    group: fc.constantFrom('week 1', 'week 2'),
  }),
  { minLength: 1, maxLength: 6 },
)
const stages = fc.record({
  matches: lobbies.map((list) =>
    decodeBattleRoyaleMatches(
      list.map((lobby, i) =>
        match(
          `m${i}`,
          lobby.order,
          lobby.group,
          lobby.teams.map((team, place) => [team, place + 1, lobby.kills[place] ?? 0] as const),
        ),
      ),
    ),
  ),
  scoring: fc.record({
    placementPoints: fc.array(fc.nat(15), { maxLength: 8 }).map((points) => points.sort((x, y) => y - x)),
    pointsPerKill: fc.nat(2),
    tieBreaks: fc.shuffledSubarray(TIE_BREAKS, { minLength: 1 }),
  }),
})

describe('battle-royale properties', () => {
  it('a total is the sum of its match points, and per-day and per-match tables add up to it', () => {
    fc.assert(
      fc.property(stages, ({ matches, scoring }) => {
        const results = battleRoyaleResults(matches, scoring)
        for (const row of results.total) {
          const own = matches.flatMap((m) => m.results.filter((r) => r.teamId === row.teamId))
          const expected = own.reduce(
            (sum, r) =>
              sum + (scoring.placementPoints[r.placement - 1] ?? 0) + r.kills * scoring.pointsPerKill,
            0,
          )
          expect(row.totalPoints).toBe(expected)
          expect(row.placementPoints + row.killPoints).toBe(row.totalPoints)
          expect(row.matchesPlayed).toBe(own.length)
          expect(row.wins).toBe(own.filter((r) => r.placement === 1).length)
          const sumOf = (tables: ReadonlyArray<{ standings: ReadonlyArray<BattleRoyaleStanding> }>) =>
            tables.reduce(
              (sum, t) => sum + (t.standings.find((r) => r.teamId === row.teamId)?.totalPoints ?? 0),
              0,
            )
          expect(sumOf(results.groups)).toBe(row.totalPoints)
          expect(sumOf(results.matches)).toBe(row.totalPoints)
        }
      }),
    )
  })

  it('ranks are a total preorder consistent with the comparator (1224 ranking)', () => {
    fc.assert(
      fc.property(stages, ({ matches, scoring }) => {
        const scopes = [matches, ...['week 1', 'week 2'].map((g) => matches.filter((m) => m.group === g))]
        for (const scope of scopes) {
          const rows = battleRoyaleStandings(scope, scoring)
          const compare = battleRoyaleComparator(scope, scoring)
          rows.forEach((a, i) => {
            expect(a.rank).toBe(1 + rows.filter((b) => compare(b, a) < 0).length)
            rows.forEach((b, j) => {
              expect(Math.sign(compare(a, b)) + Math.sign(compare(b, a))).toBe(0)
              if (i < j) expect(compare(a, b)).toBeLessThanOrEqual(0)
              expect(a.rank === b.rank).toBe(compare(a, b) === 0)
              for (const c of rows) {
                if (compare(a, b) <= 0 && compare(b, c) <= 0) expect(compare(a, c)).toBeLessThanOrEqual(0)
              }
            })
          })
        }
      }),
    )
  })
})
