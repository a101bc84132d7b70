import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeSwissHistory,
  isSwissStageFinished,
  pairSwissRound,
  recommendedSwissRounds,
  type SwissHistory,
  type SwissMatch,
  type SwissRound,
  type SwissTeam,
  swissStandings,
} from '#core/tournaments/competition/index.ts'

const teamsOf = (n: number): SwissTeam[] =>
  Array.from({ length: n }, (_, i) => ({ id: `T${i + 1}`, seed: i + 1 }))

const win = (round: number, winner: string, loser: string, forfeit = false): SwissMatch => ({
  round,
  teamA: winner,
  teamB: loser,
  winner,
  ...(forfeit ? { forfeit } : {}),
})
const draw = (round: number, a: string, b: string): SwissMatch => ({
  round,
  teamA: a,
  teamB: b,
  winner: null,
})
const bye = (round: number, team: string): SwissMatch => ({ round, teamA: team, teamB: null, winner: team })

const pairsOf = (round: SwissRound) => round.pairings.map((p) => [p.teamA, p.teamB])

describe('Swiss pairing, by hand', () => {
  const teams = teamsOf(8)

  it('round 1 pairs the top half against the bottom half: 1 v 5, 2 v 6, 3 v 7, 4 v 8', () => {
    expect(pairSwissRound({ teams, matches: [] })).toEqual({
      round: 1,
      pairings: [
        { table: 1, teamA: 'T1', teamB: 'T5' },
        { table: 2, teamA: 'T2', teamB: 'T6' },
        { table: 3, teamA: 'T3', teamB: 'T7' },
        { table: 4, teamA: 'T4', teamB: 'T8' },
      ],
    })
  })

  const paired1 = [win(1, 'T1', 'T5'), win(1, 'T6', 'T2'), win(1, 'T3', 'T7'), draw(1, 'T4', 'T8')]
  const paired2 = [win(2, 'T1', 'T3'), win(2, 'T4', 'T6'), win(2, 'T2', 'T8'), draw(2, 'T5', 'T7')]

  it('round 2: the fewest floats, each as small as can be, then the Dutch order', () => {
    // 1 point: T1 T3 T6; ½: T4 T8, who met; 0: T2 T5 T7. Two floats at least (an odd group on
    // top, and the ½ pair cannot meet again), each of ½ point: T1 v T3 (1st v 2nd of three), the
    // lowest of the group (T6) down to the highest of the next (T4), T8 down to T2, and T5 v T7.
    expect(pairsOf(pairSwissRound({ teams, matches: paired1 }))).toEqual([
      ['T1', 'T3'],
      ['T6', 'T4'],
      ['T8', 'T2'],
      ['T5', 'T7'],
    ])
  })

  it('round 3: floats only where a group is odd, none into a rematch', () => {
    // 2: T1; 1½: T4; 1: T2 T3 T6; ½: T5 T7 T8. T1 v T4 (one float of ½); T2 v T3 (T2 v T6 would
    // be a rematch); T6 floats down to T5; T7 v T8 (T5 v T7 would be a rematch).
    expect(pairsOf(pairSwissRound({ teams, matches: [...paired1, ...paired2] }))).toEqual([
      ['T1', 'T4'],
      ['T2', 'T3'],
      ['T6', 'T5'],
      ['T7', 'T8'],
    ])
  })

  it('pairs ten teams in round 3 without a float when such a pairing exists', () => {
    const ten = teamsOf(10)
    const matches = [
      win(1, 'T10', 'T1'),
      win(1, 'T9', 'T2'),
      win(1, 'T8', 'T3'),
      win(1, 'T7', 'T4'),
      win(1, 'T5', 'T6'),
      win(2, 'T5', 'T10'),
      win(2, 'T7', 'T9'),
      win(2, 'T6', 'T8'),
      win(2, 'T4', 'T1'),
      win(2, 'T2', 'T3'),
    ]
    // 2 points: T5 T7; 1: T2 T4 T6 T8 T9 T10; 0: T1 T3. Each group pairs inside itself, top half
    // against bottom half (T2 v T8, T4 v T9, T6 v T10): nobody has met.
    expect(pairsOf(pairSwissRound({ teams: ten, matches }))).toEqual([
      ['T5', 'T7'],
      ['T2', 'T8'],
      ['T4', 'T9'],
      ['T6', 'T10'],
      ['T1', 'T3'],
    ])
  })

  // A played event for the standings (paired by another program: the standings read any history).
  const round1 = [win(1, 'T1', 'T8'), win(1, 'T2', 'T7'), win(1, 'T6', 'T3'), draw(1, 'T4', 'T5')]
  const round2 = [win(2, 'T1', 'T6'), win(2, 'T5', 'T2'), win(2, 'T4', 'T8'), win(2, 'T7', 'T3', true)]
  const round3 = [win(3, 'T1', 'T5'), draw(3, 'T4', 'T7'), win(3, 'T6', 'T2'), win(3, 'T8', 'T3')]

  it('standings after three rounds: points, then Buchholz, then median Buchholz', () => {
    const rows = swissStandings({ teams, matches: [...round1, ...round2, ...round3] })
    // Final points: T1 3, T4 2, T6 2, T5 1½, T7 1½, T2 1, T8 1, T3 0. The forfeit counts as a loss for T3.
    expect(
      rows.map((r) => [r.rank, r.teamId, r.wins, r.draws, r.losses, r.points, r.buchholz, r.medianBuchholz]),
    ).toEqual([
      [1, 'T1', 3, 0, 0, 3, 4.5, 1.5], // opponents T8 1 + T6 2 + T5 1½
      [2, 'T4', 1, 2, 0, 2, 4, 1.5], // T5 1½ + T8 1 + T7 1½: median beats T6
      [3, 'T6', 2, 0, 1, 2, 4, 1], // T3 0 + T1 3 + T2 1
      [4, 'T5', 1, 1, 1, 1.5, 6, 2], // T4 2 + T2 1 + T1 3: Buchholz beats T7
      [5, 'T7', 1, 1, 1, 1.5, 3, 1], // T2 1 + T3 0 + T4 2
      [6, 'T8', 1, 0, 2, 1, 5, 2], // T1 3 + T4 2 + T3 0: median beats T2
      [7, 'T2', 1, 0, 2, 1, 5, 1.5], // T7 1½ + T5 1½ + T6 2
      [8, 'T3', 0, 0, 3, 0, 4.5, 1.5], // T6 2 + T7 1½ + T8 1
    ])
    expect(rows.every((r) => r.played === 3 && r.byes === 0)).toBe(true)
  })

  it('the seed decides when points and both Buchholz scores tie', () => {
    const rows = swissStandings({ teams: teamsOf(4), matches: [win(1, 'T4', 'T1'), win(1, 'T3', 'T2')] })
    // T3 and T4: 1 point, Buchholz 0; T1 and T2: 0 points, Buchholz 1.
    expect(rows.map((r) => r.teamId)).toEqual(['T3', 'T4', 'T1', 'T2'])
  })

  it('a double forfeit is a loss for both teams and still a meeting', () => {
    const doubleForfeit: SwissMatch = { round: 1, teamA: 'T1', teamB: 'T2', winner: null, forfeit: true }
    const history = { teams: teamsOf(4), matches: [doubleForfeit, win(1, 'T3', 'T4')] }
    const rows = swissStandings(history)
    expect(rows.find((r) => r.teamId === 'T1')).toMatchObject({ wins: 0, draws: 0, losses: 1, points: 0 })
    expect(rows.find((r) => r.teamId === 'T2')).toMatchObject({ wins: 0, draws: 0, losses: 1, points: 0 })
    // 1: T3; 0: T1 T2 T4. T3 floats down to the highest of the group it may meet (T4 is a
    // rematch): T1; then T2 v T4 (T1 v T2 would be a rematch).
    expect(pairsOf(pairSwissRound(history))).toEqual([
      ['T3', 'T1'],
      ['T2', 'T4'],
    ])
  })
})

describe('Swiss byes, by hand', () => {
  const teams = teamsOf(5)

  it('the lowest-placed team gets the bye, which counts as a win worth 0 in Buchholz', () => {
    expect(pairsOf(pairSwissRound({ teams, matches: [] }))).toEqual([
      ['T1', 'T3'],
      ['T2', 'T4'],
      ['T5', null],
    ])
    const rows = swissStandings({ teams, matches: [win(1, 'T1', 'T4'), win(1, 'T3', 'T2'), bye(1, 'T5')] })
    expect(rows.find((r) => r.teamId === 'T5')).toEqual({
      rank: 3,
      teamId: 'T5',
      seed: 5,
      played: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      byes: 1,
      points: 1,
      buchholz: 0,
      medianBuchholz: 0,
    })
  })

  it('round 2: the bye goes to the lowest team without one, and a dead end is avoided', () => {
    const matches = [win(1, 'T1', 'T4'), win(1, 'T3', 'T2'), bye(1, 'T5')]
    // Order: T1 T3 T5 (1 point), T2 T4 (0). T4 gets the bye. T1 v T5 would leave T3 v T2, a rematch.
    expect(pairsOf(pairSwissRound({ teams, matches }))).toEqual([
      ['T1', 'T3'],
      ['T5', 'T2'],
      ['T4', null],
    ])
  })

  it('a team with a bye gets another only once every team has had one', () => {
    const three = teamsOf(3)
    const matches = [
      bye(1, 'T3'),
      win(1, 'T1', 'T2'),
      bye(2, 'T2'),
      win(2, 'T1', 'T3'),
      bye(3, 'T1'),
      win(3, 'T2', 'T3'),
    ]
    // Everyone has had a bye and has met everyone: the lowest-placed team (T3, 1 point) gets the second.
    const next = pairSwissRound({ teams: three, matches })
    expect(next.round).toBe(4)
    expect(pairsOf(next)).toEqual([
      ['T1', 'T2'],
      ['T3', null],
    ])
  })
})

describe('Swiss stage length and end', () => {
  it('recommends ⌈log₂ n⌉ rounds', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9, 16, 17, 64].map(recommendedSwissRounds)).toEqual([
      0, 0, 1, 2, 2, 3, 3, 4, 4, 5, 6,
    ])
  })

  it('is finished once every planned round has a result for every team', () => {
    const teams = teamsOf(3)
    const round1 = [win(1, 'T1', 'T2'), bye(1, 'T3')]
    expect(isSwissStageFinished({ teams, matches: [] }, 1)).toBe(false)
    expect(isSwissStageFinished({ teams, matches: [win(1, 'T1', 'T2')] }, 1)).toBe(false)
    expect(isSwissStageFinished({ teams, matches: round1 }, 1)).toBe(true)
    expect(isSwissStageFinished({ teams, matches: round1 }, 2)).toBe(false)
  })
})

describe('Swiss history decoding', () => {
  it('an undecoded history naming an unknown team is refused, not miscounted', () => {
    expect(() => swissStandings({ teams: teamsOf(2), matches: [win(1, 'T1', 'T9')] })).toThrow('T9')
    expect(() => pairSwissRound({ teams: teamsOf(2), matches: [bye(1, 'T9')] })).toThrow('T9')
  })

  const teams = teamsOf(4)
  const refuses = (history: unknown, fragment: string) =>
    expect(() => decodeSwissHistory(history)).toThrow(fragment)

  it('accepts a valid history', () => {
    const history = { teams, matches: [win(1, 'T1', 'T2', true), draw(1, 'T3', 'T4')] }
    expect(decodeSwissHistory(history)).toEqual(history)
  })

  it('refuses inconsistent histories', () => {
    refuses({ teams: [...teams, { id: 'T1', seed: 9 }], matches: [] }, 'team ids must be unique')
    refuses({ teams: [...teams, { id: 'T9', seed: 1 }], matches: [] }, 'seeds must be unique')
    refuses({ teams, matches: [win(1, 'T1', 'T9')] }, 'not in the stage')
    refuses({ teams, matches: [win(1, 'T1', 'T1')] }, 'cannot meet itself')
    refuses({ teams, matches: [{ round: 1, teamA: 'T1', teamB: null, winner: null }] }, 'a bye is a win')
    refuses({ teams, matches: [{ round: 1, teamA: 'T1', teamB: 'T2', winner: 'T3' }] }, 'the winner must be')
    refuses({ teams, matches: [win(1, 'T1', 'T2'), win(1, 'T3', 'T1')] }, 'once per round')
    refuses({ teams: [{ id: 'T1', seed: 0 }], matches: [] }, 'seed')
  })
})

// Properties: random events of 1 to 8 teams played to the end of several rounds, each round checked
// against a brute-force search over every possible pairing.

interface Pairing {
  readonly bye: string | null
  readonly pairs: ReadonlyArray<readonly [string, string]>
}

/** Every pairing of the round whose bye (if any) goes to a team among those with the fewest byes. */
function allAllowedPairings(teams: ReadonlyArray<SwissTeam>, matches: ReadonlyArray<SwissMatch>): Pairing[] {
  const ids = teams.map((t) => t.id)
  const byes = (id: string) => matches.filter((m) => m.teamB === null && m.teamA === id).length
  const fewest = Math.min(...ids.map(byes))
  const byeChoices = ids.length % 2 === 1 ? ids.filter((id) => byes(id) === fewest) : [null]
  const matchingsOf = (rest: string[]): Array<Array<readonly [string, string]>> => {
    const [first, ...others] = rest
    if (first === undefined) return [[]]
    return others.flatMap((partner) =>
      matchingsOf(others.filter((id) => id !== partner)).map((m) => [[first, partner] as const, ...m]),
    )
  }
  return byeChoices.flatMap((b) =>
    matchingsOf(ids.filter((id) => id !== b)).map((pairs) => ({ bye: b, pairs })),
  )
}

const timesMet = (matches: ReadonlyArray<SwissMatch>, a: string, b: string) =>
  matches.filter((m) => (m.teamA === a && m.teamB === b) || (m.teamA === b && m.teamB === a)).length
const worstRepeat = (matches: ReadonlyArray<SwissMatch>, pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.reduce((worst, [a, b]) => Math.max(worst, timesMet(matches, a, b)), 0)

type Outcome = 'a' | 'b' | 'draw' | 'forfeit-a' | 'double-forfeit'
const outcomes = fc.constantFrom<Outcome>('a', 'a', 'b', 'b', 'draw', 'forfeit-a', 'double-forfeit')

const events = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    // Up to n + 1 rounds: past the point where every pair has met, so rematches become unavoidable.
    results: fc.array(fc.array(outcomes, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: n + 1 }),
    shuffleSeed: fc.nat(),
  }),
)

const resultOf = (round: number, teamA: string, teamB: string | null, outcome: Outcome): SwissMatch => {
  if (teamB === null) return bye(round, teamA)
  if (outcome === 'a' || outcome === 'forfeit-a') return win(round, teamA, teamB, outcome === 'forfeit-a')
  if (outcome === 'b') return { round, teamA, teamB, winner: teamB }
  if (outcome === 'draw') return draw(round, teamA, teamB)
  return { round, teamA, teamB, winner: null, forfeit: true }
}

/** A deterministic shuffle, to show that input order does not matter. */
function shuffled<T>(items: ReadonlyArray<T>, seed: number): T[] {
  const copy = [...items]
  let state = seed + 1
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 48_271) % 2_147_483_647
    const j = state % (i + 1)
    const [x, y] = [copy[i], copy[j]] as [T, T]
    copy[i] = y
    copy[j] = x
  }
  return copy
}

/** Plays an event round by round, calling `check` before each pairing is played. */
function playEvent(
  n: number,
  results: ReadonlyArray<ReadonlyArray<Outcome>>,
  check: (history: SwissHistory, next: SwissRound) => void,
) {
  const teams = teamsOf(n)
  const matches: SwissMatch[] = []
  results.forEach((outcomesOfRound) => {
    const next = pairSwissRound({ teams, matches })
    check({ teams, matches: [...matches] }, next)
    next.pairings.forEach((p, i) => {
      matches.push(resultOf(next.round, p.teamA, p.teamB, outcomesOfRound[i] ?? 'a'))
    })
  })
}

describe('Swiss pairing properties', () => {
  it('every team plays exactly once per round: a match or the bye', () => {
    fc.assert(
      fc.property(events, ({ n, results }) =>
        playEvent(n, results, (history, next) => {
          const seen = next.pairings.flatMap((p) => (p.teamB === null ? [p.teamA] : [p.teamA, p.teamB]))
          expect([...seen].sort()).toEqual(history.teams.map((t) => t.id).sort())
          expect(next.pairings.filter((p) => p.teamB === null)).toHaveLength(n % 2)
          expect(next.pairings.map((p) => p.table)).toEqual(next.pairings.map((_, i) => i + 1))
        }),
      ),
    )
  })

  it('no rematch while a rematch-free pairing exists, and never more repeats than needed', () => {
    fc.assert(
      fc.property(events, ({ n, results }) =>
        playEvent(n, results, (history, next) => {
          const best = Math.min(
            ...allAllowedPairings(history.teams, history.matches).map((p) =>
              worstRepeat(history.matches, p.pairs),
            ),
          )
          const ours = next.pairings.flatMap((p) => (p.teamB === null ? [] : [[p.teamA, p.teamB] as const]))
          expect(worstRepeat(history.matches, ours)).toBe(best)
        }),
      ),
    )
  })

  it('no rematch, a fair bye, then the fewest and smallest floats, as an exhaustive search finds', () => {
    fc.assert(
      fc.property(events, ({ n, results }) =>
        playEvent(n, results, (history, next) => {
          const { matches } = history
          // Scores counted here: 1 a win or a bye, ½ a draw, 0 a loss or a double forfeit.
          const score = (id: string) =>
            matches.reduce((sum, m) => {
              if (m.teamA !== id && m.teamB !== id) return sum
              if (m.winner === id) return sum + 1
              return m.winner === null && !m.forfeit ? sum + 0.5 : sum
            }, 0)
          const placed = [...history.teams]
            .sort((x, y) => score(y.id) - score(x.id) || x.seed - y.seed)
            .map((t) => t.id)
          /** [meetings repeated, floats, the floats' squared differences in half points]. */
          const cost = (pairs: ReadonlyArray<readonly [string, string]>) => [
            pairs.reduce((sum, [a, b]) => sum + timesMet(matches, a, b), 0),
            pairs.filter(([a, b]) => score(a) !== score(b)).length,
            pairs.reduce((sum, [a, b]) => sum + (2 * (score(a) - score(b))) ** 2, 0),
          ]
          const before = (x: number[], y: number[]) => {
            const i = x.findIndex((value, k) => value !== y[k])
            return i !== -1 && (x[i] ?? 0) < (y[i] ?? 0)
          }
          const all = allAllowedPairings(history.teams, matches)
          const fewestRepeats = Math.min(...all.map((p) => worstRepeat(matches, p.pairs)))
          const tier = all.filter((p) => worstRepeat(matches, p.pairs) === fewestRepeats)
          const byePlace = (bye: string | null) => (bye === null ? -1 : placed.indexOf(bye))
          const fairBye = Math.max(...tier.map((p) => byePlace(p.bye)))
          const best = tier
            .filter((p) => byePlace(p.bye) === fairBye)
            .map((p) => cost(p.pairs))
            .reduce((x, y) => (before(y, x) ? y : x))
          const ours = next.pairings.flatMap((p) => (p.teamB === null ? [] : [[p.teamA, p.teamB] as const]))
          const ourBye = next.pairings.find((p) => p.teamB === null)?.teamA ?? null
          expect(byePlace(ourBye)).toBe(fairBye)
          expect(cost(ours)).toEqual(best)
        }),
      ),
      { numRuns: 200 },
    )
  })

  it('byes go to distinct teams while a team without one remains', () => {
    fc.assert(
      fc.property(events, ({ n, results }) =>
        playEvent(n, results, (history, next) => {
          const byeTeam = next.pairings.find((p) => p.teamB === null)?.teamA
          if (byeTeam === undefined) return
          const byesOf = (id: string) =>
            history.matches.filter((m) => m.teamB === null && m.teamA === id).length
          const fewest = Math.min(...history.teams.map((t) => byesOf(t.id)))
          expect(byesOf(byeTeam)).toBe(fewest)
        }),
      ),
    )
  })

  it('is deterministic: the same history in any order gives the same pairing', () => {
    fc.assert(
      fc.property(events, ({ n, results, shuffleSeed }) =>
        playEvent(n, results, (history, next) => {
          const reordered = {
            teams: shuffled(history.teams, shuffleSeed),
            matches: shuffled(history.matches, shuffleSeed),
          }
          expect(pairSwissRound(reordered)).toEqual(next)
          expect(swissStandings(reordered)).toEqual(swissStandings(history))
        }),
      ),
    )
  })

  it('pairs a 64-team event fast enough for a request (each of 6 rounds well under 50 ms)', () => {
    const slowest: number[] = []
    fc.assert(
      fc.property(
        fc.array(fc.array(outcomes, { minLength: 32, maxLength: 32 }), { minLength: 6, maxLength: 6 }),
        (results) => {
          const teams = teamsOf(64)
          const matches: SwissMatch[] = []
          for (const outcomesOfRound of results) {
            const started = performance.now()
            const next = pairSwissRound({ teams, matches })
            slowest.push(performance.now() - started)
            next.pairings.forEach((p, i) => {
              matches.push(resultOf(next.round, p.teamA, p.teamB, outcomesOfRound[i] ?? 'a'))
            })
          }
        },
      ),
      { numRuns: 10 },
    )
    // The median keeps a busy shared machine from failing the test; the worst stays bounded too.
    const sorted = slowest.sort((x, y) => x - y)
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(50)
    expect(sorted.at(-1)).toBeLessThan(500)
  })
})
