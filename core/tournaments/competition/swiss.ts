/**
 * Swiss-system stages: the pairing of the next round and the standings, from the rounds played so
 * far. Pure and deterministic: the same teams and results always give the same pairing.
 *
 * - Score (`points`): 1 per win, ½ per draw, 0 per loss; a bye is a win. The same number orders
 *   the pairing and feeds Buchholz.
 * - Pairing order: points, then seed. Each round the highest-placed unpaired team meets the
 *   lowest-placed team of the nearest score group (1 v 4, 2 v 3 inside a group of four); an odd
 *   group's middle team floats down and meets the lowest team of the next group.
 * - Rematches: never while a rematch-free pairing of the round exists (checked by a perfect-matching
 *   search before each pick, so the greedy order never dead-ends). When none exists, pairs that met
 *   fewest times are used: the pairing keeps the most meetings of any pair as low as possible.
 * - Bye (odd number of teams): to the lowest-placed team among those with the fewest byes, so no
 *   team gets a second bye while another has none. Avoiding a rematch outranks "lowest-placed".
 * - Standings: points, Buchholz (the sum of the opponents' points; a bye adds 0), median Buchholz
 *   (Buchholz without the highest and the lowest opponent), then seed.
 */
import { Schema } from 'effect'
import { hasPerfectMatching } from './perfect-matching.ts'

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

const meetings = (x: TeamRecord, y: TeamRecord) => x.opponents.filter((opponent) => opponent === y).length

/** The pairings of the next round (one more than the last round in the history). */
export function pairSwissRound(history: SwissHistory): SwissRound {
  const round = history.matches.reduce((last, match) => Math.max(last, match.round), 0) + 1
  const order = tally(history).sort(byPointsThenSeed)
  const byeCandidates = order.length % 2 === 1 ? fewestByesLowestFirst(order) : [null]
  const mostMeetings = order.reduce((most, record) => Math.max(most, record.opponents.length), 0)

  for (let allowedMeetings = 0; allowedMeetings <= mostMeetings; allowedMeetings++) {
    for (const bye of byeCandidates) {
      const paired = order.filter((record) => record !== bye)
      const pairs = pairGreedily(paired, (x, y) => meetings(x, y) <= allowedMeetings)
      if (!pairs) continue
      const pairings: SwissPairing[] = pairs.map(([a, b], i) => ({ table: i + 1, teamA: a, teamB: b }))
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

/**
 * Pairs `order` top-down: the highest unpaired team takes the first allowed opponent in its
 * preference (nearest score group, lowest-placed first) that leaves the rest pairable.
 * Null when no pairing of `order` uses allowed pairs only.
 */
function pairGreedily(
  order: ReadonlyArray<TeamRecord>,
  allowed: (x: TeamRecord, y: TeamRecord) => boolean,
): Array<[string, string]> | null {
  if (!isPairable(order, allowed)) return null
  const pairs: Array<[string, string]> = []
  let remaining = order
  for (let top = remaining[0]; top; top = remaining[0]) {
    const rest = remaining.slice(1)
    const preference = [...rest].sort((x, y) => pointsOf(y) - pointsOf(x) || y.team.seed - x.team.seed)
    const withoutPartner = (partner: TeamRecord) => rest.filter((record) => record !== partner)
    const partner = preference.find(
      (candidate) => allowed(top, candidate) && isPairable(withoutPartner(candidate), allowed),
    )
    /* v8 ignore next -- the rest was pairable, so some partner keeps it pairable. */
    if (!partner) return null
    pairs.push([top.team.id, partner.team.id])
    remaining = withoutPartner(partner)
  }
  return pairs
}

function isPairable(
  records: ReadonlyArray<TeamRecord>,
  allowed: (x: TeamRecord, y: TeamRecord) => boolean,
): boolean {
  const adjacent = records.map((x, i) => records.flatMap((y, j) => (i !== j && allowed(x, y) ? [j] : [])))
  return hasPerfectMatching(records.length, adjacent)
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
