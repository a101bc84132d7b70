/**
 * Swiss-system stages: the pairing of the next round and the standings, from the rounds played so
 * far. Pure and deterministic: the same teams and results always give the same pairing.
 *
 * - Score (`points`): 1 per win, ½ per draw, 0 per loss; a bye is a win. The same number orders
 *   the pairing and feeds Buchholz.
 * - Pairing order: points, then seed. A round is paired as a whole, as the pairing programs of chess
 *   federations do: among all pairings of the round, the one that costs least, found by a
 *   maximum-weight perfect matching (`weighted-matching.ts`). In strict priority:
 *   1. no rematch while a pairing without one exists; otherwise the most meetings of any pair as low
 *      as possible;
 *   2. the bye (odd number of teams) to the lowest-placed team among those with the fewest byes, so
 *      no team gets a second bye while another has none (only avoiding a rematch outranks
 *      "lowest-placed");
 *   3. the fewest repeated meetings, when some are unavoidable;
 *   4. the fewest floats (pairs of teams with different points);
 *   5. the smallest floats (the sum of the squared points differences);
 *   6. the Dutch order: inside a score group the top half meets the bottom half by seed (1 v 5,
 *      2 v 6 … in a group of eight); the team that floats down is the lowest of its group and
 *      meets the highest of the next.
 * - Standings: points, Buchholz (the sum of the opponents' points; a bye adds 0), median Buchholz
 *   (Buchholz without the highest and the lowest opponent), then seed.
 */
import { Schema } from 'effect'
import { hasPerfectMatching } from './perfect-matching.ts'
import { maximumWeightMatching, priorityWeights } from './weighted-matching.ts'

const TeamId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))
const PositiveInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/** A team of the stage; seed 1 is the strongest. */
export const SwissTeam = Schema.Struct({ id: TeamId, seed: PositiveInt })
export type SwissTeam = typeof SwissTeam.Type

/**
 * A result of a played round. `teamB` null is a bye for `teamA` (its `winner` is `teamA`).
 * `winner` null is a draw, or, when `forfeit` is set, a double forfeit (both teams lose).
 * A forfeit otherwise counts like a played result: the teams have met.
 */
export const SwissMatch = Schema.Struct({
  round: PositiveInt,
  teamA: TeamId,
  teamB: Schema.NullOr(TeamId),
  winner: Schema.NullOr(TeamId),
  forfeit: Schema.optionalKey(Schema.Boolean),
})
export type SwissMatch = typeof SwissMatch.Type

/** What the pairing and the standings read: the teams and every result so far, checked together. */
export const SwissHistory = Schema.Struct({
  teams: Schema.Array(SwissTeam).check(Schema.isMaxLength(1024)),
  matches: Schema.Array(SwissMatch).check(Schema.isMaxLength(65_536)),
}).check(Schema.makeFilter(swissHistoryIssues))
export type SwissHistory = typeof SwissHistory.Type

export const decodeSwissHistory = Schema.decodeUnknownSync(SwissHistory, { errors: 'all' })

/** One pairing of a round: `teamA` is the better-placed team; `teamB` null is a bye. */
export interface SwissPairing {
  readonly table: number
  readonly teamA: string
  readonly teamB: string | null
}

export interface SwissRound {
  readonly round: number
  readonly pairings: ReadonlyArray<SwissPairing>
}

/** A row of the Swiss standings table; `wins` and `played` include byes. */
export interface SwissStanding {
  readonly rank: number
  readonly teamId: string
  readonly seed: number
  readonly played: number
  readonly wins: number
  readonly draws: number
  readonly losses: number
  readonly byes: number
  readonly points: number
  readonly buchholz: number
  readonly medianBuchholz: number
}

/** The usual length of a Swiss stage: enough rounds for one team to remain unbeaten, ⌈log₂ n⌉. */
export const recommendedSwissRounds = (teamCount: number): number =>
  teamCount < 2 ? 0 : Math.ceil(Math.log2(teamCount))

/** True when each of the rounds 1..`rounds` has a result for every team. */
export function isSwissStageFinished(history: SwissHistory, rounds: number): boolean {
  for (let round = 1; round <= rounds; round++) {
    const seen = new Set<string>()
    for (const match of history.matches) {
      if (match.round !== round) continue
      seen.add(match.teamA)
      if (match.teamB !== null) seen.add(match.teamB)
    }
    if (history.teams.some((team) => !seen.has(team.id))) return false
  }
  return true
}

interface TeamRecord {
  readonly team: SwissTeam
  wins: number
  draws: number
  losses: number
  byes: number
  /** One entry per meeting: an opponent met twice is here twice. */
  readonly opponents: TeamRecord[]
}

const pointsOf = (record: TeamRecord) => record.wins + record.draws / 2

function tally(history: SwissHistory): TeamRecord[] {
  const records = new Map<string, TeamRecord>()
  for (const team of history.teams) {
    records.set(team.id, { team, wins: 0, draws: 0, losses: 0, byes: 0, opponents: [] })
  }
  const recordOf = (id: string) => {
    const record = records.get(id)
    if (!record) throw new Error(`The team ${id} is not in the stage: decode the history first`)
    return record
  }
  for (const match of history.matches) {
    const a = recordOf(match.teamA)
    if (match.teamB === null) {
      a.byes++
      a.wins++
      continue
    }
    const b = recordOf(match.teamB)
    a.opponents.push(b)
    b.opponents.push(a)
    if (match.winner === null) {
      // A double forfeit is a loss for both; otherwise no winner is a draw.
      for (const side of [a, b]) {
        if (match.forfeit) side.losses++
        else side.draws++
      }
    } else {
      const [winner, loser] = match.winner === a.team.id ? [a, b] : [b, a]
      winner.wins++
      loser.losses++
    }
  }
  return [...records.values()]
}

/** Pairing order: points, then seed. */
const byPointsThenSeed = (x: TeamRecord, y: TeamRecord) =>
  pointsOf(y) - pointsOf(x) || x.team.seed - y.team.seed

const meetings = (x: TeamRecord, y: TeamRecord) =>
  x.opponents.reduce((count, opponent) => (opponent === y ? count + 1 : count), 0)

/** The pairings of the next round (one more than the last round in the history). */
export function pairSwissRound(history: SwissHistory): SwissRound {
  const round = history.matches.reduce((last, match) => Math.max(last, match.round), 0) + 1
  const order = tally(history).sort(byPointsThenSeed)
  const byeCandidates = order.length % 2 === 1 ? fewestByesLowestFirst(order) : [null]
  const mostMeetings = order.reduce((most, record) => Math.max(most, record.opponents.length), 0)

  // In turn: the fewest meetings of any pair, then the fairest bye, then the cheapest pairing.
  for (let allowedMeetings = 0; allowedMeetings <= mostMeetings; allowedMeetings++) {
    const allowed = (x: TeamRecord, y: TeamRecord) => meetings(x, y) <= allowedMeetings
    for (const bye of byeCandidates) {
      const paired = order.filter((record) => record !== bye)
      if (!isPairable(paired, allowed)) continue
      const pairings: SwissPairing[] = cheapestPairing(paired, allowed).map(([a, b], i) => ({
        table: i + 1,
        teamA: a.team.id,
        teamB: b.team.id,
      }))
      if (bye) pairings.push({ table: pairings.length + 1, teamA: bye.team.id, teamB: null })
      return { round, pairings }
    }
  }
  /* v8 ignore next -- with every meeting allowed the graph is complete: a pairing always exists. */
  throw new Error('unreachable: a complete graph with an even number of teams has a pairing')
}

function fewestByesLowestFirst(order: ReadonlyArray<TeamRecord>): TeamRecord[] {
  const fewest = Math.min(...order.map((record) => record.byes))
  return order.filter((record) => record.byes === fewest).reverse()
}

function isPairable(
  records: ReadonlyArray<TeamRecord>,
  allowed: (x: TeamRecord, y: TeamRecord) => boolean,
): boolean {
  const adjacent = records.map((x, i) => records.flatMap((y, j) => (i !== j && allowed(x, y) ? [j] : [])))
  return hasPerfectMatching(records.length, adjacent)
}

/**
 * What a pair costs, criterion by criterion from the most important; a pairing costs the sum over
 * its pairs, compared criterion by criterion.
 */
interface PairCost {
  /** Earlier meetings of the two teams (0 while a pairing without rematches exists). */
  readonly rematches: number
  /** 1 when the teams have different points: one of them floats to another score group. */
  readonly floats: number
  /** The square of the points difference, in half points: one large float costs more than small ones. */
  readonly floatSize: number
  /**
   * How far the pair is from the Dutch order: inside a score group of m teams (by seed), the i-th
   * meets the (i + ⌊m/2⌋)-th, the top half against the bottom half; a team floating down is the
   * lowest of its group and meets the highest of the group below.
   */
  readonly dutchOrder: number
}

/** The criteria of `PairCost`, the most important first. */
const CRITERIA = ['rematches', 'floats', 'floatSize', 'dutchOrder'] as const satisfies ReadonlyArray<
  keyof PairCost
>

/**
 * The pairing of `order` (an even number of teams, in pairing order) that uses allowed pairs only and
 * costs least: a maximum-weight perfect matching whose weights encode the criteria of `PairCost` in
 * strict priority (`priorityWeights`). Each pair is [better placed, worse placed], in pairing order.
 */
function cheapestPairing(
  order: ReadonlyArray<TeamRecord>,
  allowed: (x: TeamRecord, y: TeamRecord) => boolean,
): Array<[TeamRecord, TeamRecord]> {
  const seats = seatsInScoreGroups(order)
  const candidates = seats.flatMap((x) =>
    seats
      .filter((y) => y.position > x.position && allowed(x.record, y.record))
      .map((y) => ({ x, y, cost: pairCost(x, y) })),
  )
  const weights = priorityWeights(
    candidates.map(({ cost }) => CRITERIA.map((criterion) => cost[criterion])),
    order.length / 2,
  )
  const mate = maximumWeightMatching(
    order.length,
    candidates.map(({ x, y }, k) => [x.position, y.position, weights[k] ?? 0] as const),
    true,
  )
  return candidates
    .filter(({ x, y }) => mate[x.position] === y.position)
    .map(({ x, y }) => [x.record, y.record])
}

/** A team's place in the pairing order and in its score group (the teams with its points). */
interface Seat {
  readonly record: TeamRecord
  readonly position: number
  /** 0 for the best-placed team of its score group. */
  readonly index: number
  readonly groupSize: number
}

function seatsInScoreGroups(order: ReadonlyArray<TeamRecord>): Seat[] {
  const groupSizes = new Map<number, number>()
  for (const record of order) groupSizes.set(pointsOf(record), (groupSizes.get(pointsOf(record)) ?? 0) + 1)
  const seated = new Map<number, number>()
  return order.map((record, position) => {
    const points = pointsOf(record)
    const index = seated.get(points) ?? 0
    seated.set(points, index + 1)
    return { record, position, index, groupSize: groupSizes.get(points) ?? 0 }
  })
}

/** The cost of pairing `x` with `y`, `x` placed before `y`. */
function pairCost(x: Seat, y: Seat): PairCost {
  const halfPoints = 2 * (pointsOf(x.record) - pointsOf(y.record))
  return {
    rematches: meetings(x.record, y.record),
    floats: halfPoints === 0 ? 0 : 1,
    floatSize: halfPoints * halfPoints,
    dutchOrder:
      halfPoints === 0
        ? Math.abs(y.index - x.index - Math.floor(x.groupSize / 2))
        : x.groupSize - 1 - x.index + y.index,
  }
}

/** The standings table: points, Buchholz, median Buchholz, seed; ranks 1..n. */
export function swissStandings(history: SwissHistory): SwissStanding[] {
  const rows = tally(history).map((record) => {
    // A bye stands for an opponent with 0 points in both Buchholz scores.
    const contributions = [
      ...record.opponents.map(pointsOf),
      ...Array.from({ length: record.byes }, () => 0),
    ].sort((x, y) => x - y)
    const sum = (values: ReadonlyArray<number>) => values.reduce((total, value) => total + value, 0)
    return {
      teamId: record.team.id,
      seed: record.team.seed,
      played: record.wins + record.draws + record.losses,
      wins: record.wins,
      draws: record.draws,
      losses: record.losses,
      byes: record.byes,
      points: pointsOf(record),
      buchholz: sum(contributions),
      medianBuchholz: sum(contributions.slice(1, -1)),
    }
  })
  rows.sort(
    (x, y) =>
      y.points - x.points ||
      y.buchholz - x.buchholz ||
      y.medianBuchholz - x.medianBuchholz ||
      x.seed - y.seed,
  )
  return rows.map((row, i) => ({ rank: i + 1, ...row }))
}

/** Cross-field rules of a history: known, distinct teams; one entry per team and round. */
function swissHistoryIssues(history: {
  readonly teams: ReadonlyArray<SwissTeam>
  readonly matches: ReadonlyArray<SwissMatch>
}): Array<{ path: ReadonlyArray<PropertyKey>; issue: string }> {
  const issues: Array<{ path: ReadonlyArray<PropertyKey>; issue: string }> = []
  const ids = new Set(history.teams.map((team) => team.id))
  if (ids.size !== history.teams.length) issues.push({ path: ['teams'], issue: 'team ids must be unique' })
  if (new Set(history.teams.map((team) => team.seed)).size !== history.teams.length) {
    issues.push({ path: ['teams'], issue: 'seeds must be unique' })
  }
  const playing = new Set<string>()
  history.matches.forEach((match, i) => {
    const path = ['matches', i]
    const sides = match.teamB === null ? [match.teamA] : [match.teamA, match.teamB]
    if (sides.some((id) => !ids.has(id)))
      issues.push({ path, issue: 'a team of the match is not in the stage' })
    if (match.teamA === match.teamB) issues.push({ path, issue: 'a team cannot meet itself' })
    if (match.teamB === null && match.winner !== match.teamA) {
      issues.push({ path, issue: 'a bye is a win for its team' })
    }
    if (match.winner !== null && !sides.includes(match.winner)) {
      issues.push({ path, issue: 'the winner must be a team of the match' })
    }
    for (const id of sides) {
      const key = `${match.round}\u0000${id}`
      if (playing.has(key)) issues.push({ path, issue: 'a team plays once per round' })
      playing.add(key)
    }
  })
  return issues
}
