/**
 * Round-robin group standings (brackets-manager makes the matches; this ranks the group):
 * points (3/1/0 by default), then score difference (maps or rounds won minus lost), then
 * head-to-head points among the teams still tied, then seed. Ranks are 1..n.
 */
import { Schema } from 'effect'

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const TeamId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/** Points per result, stored per tournament; a win is worth at least a draw, a draw a loss. */
export const GroupPoints = Schema.Struct({
  win: NonNegativeInt,
  draw: NonNegativeInt,
  loss: NonNegativeInt,
}).check(
  Schema.makeFilter((points) =>
    points.win >= points.draw && points.draw >= points.loss ? undefined : 'win ≥ draw ≥ loss',
  ),
)
export type GroupPoints = typeof GroupPoints.Type

export const decodeGroupPoints = Schema.decodeUnknownSync(GroupPoints, { errors: 'all' })

export const DEFAULT_GROUP_POINTS: GroupPoints = { win: 3, draw: 1, loss: 0 }

export const GroupTeam = Schema.Struct({
  id: TeamId,
  seed: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
})
export type GroupTeam = typeof GroupTeam.Type

/**
 * A played match: the score is in maps (best-of-N) or rounds. Equal scores are a draw. `forfeit`
 * names the side that forfeited: it loses whatever the score (usually 0-0, counted as given).
 */
export const GroupMatch = Schema.Struct({
  teamA: TeamId,
  teamB: TeamId,
  scoreA: NonNegativeInt,
  scoreB: NonNegativeInt,
  forfeit: Schema.optionalKey(Schema.Literals(['a', 'b'])),
})
export type GroupMatch = typeof GroupMatch.Type

/** A group's teams and played matches, checked together. */
export const GroupResults = Schema.Struct({
  teams: Schema.Array(GroupTeam).check(Schema.isMaxLength(256)),
  matches: Schema.Array(GroupMatch).check(Schema.isMaxLength(65_536)),
}).check(
  Schema.makeFilter(({ teams, matches }) => {
    const issues: Array<{ path: ReadonlyArray<PropertyKey>; issue: string }> = []
    const ids = new Set(teams.map((team) => team.id))
    if (ids.size !== teams.length) issues.push({ path: ['teams'], issue: 'team ids must be unique' })
    if (new Set(teams.map((team) => team.seed)).size !== teams.length) {
      issues.push({ path: ['teams'], issue: 'seeds must be unique' })
    }
    matches.forEach((match, i) => {
      if (!ids.has(match.teamA) || !ids.has(match.teamB)) {
        issues.push({ path: ['matches', i], issue: 'a team of the match is not in the group' })
      }
      if (match.teamA === match.teamB)
        issues.push({ path: ['matches', i], issue: 'a team cannot meet itself' })
    })
    return issues
  }),
)
export type GroupResults = typeof GroupResults.Type

export const decodeGroupResults = Schema.decodeUnknownSync(GroupResults, { errors: 'all' })

/** A row of a group's standings table. */
export interface GroupStanding {
  readonly rank: number
  readonly teamId: string
  readonly seed: number
  readonly played: number
  readonly wins: number
  readonly draws: number
  readonly losses: number
  readonly points: number
  /** Maps (or rounds) won and lost. */
  readonly scoreFor: number
  readonly scoreAgainst: number
  readonly scoreDifference: number
}

type Row = Omit<GroupStanding, 'rank'>
type Outcome = 'win' | 'draw' | 'loss'

/** Team A's outcome of a match. */
function outcomeForA(match: GroupMatch): Outcome {
  if (match.forfeit) return match.forfeit === 'a' ? 'loss' : 'win'
  if (match.scoreA === match.scoreB) return 'draw'
  return match.scoreA > match.scoreB ? 'win' : 'loss'
}
const reversed: Record<Outcome, Outcome> = { win: 'loss', draw: 'draw', loss: 'win' }

/** Each match seen from both sides. */
const sidesOf = (match: GroupMatch) => [
  {
    team: match.teamA,
    opponent: match.teamB,
    own: match.scoreA,
    other: match.scoreB,
    outcome: outcomeForA(match),
  },
  {
    team: match.teamB,
    opponent: match.teamA,
    own: match.scoreB,
    other: match.scoreA,
    outcome: reversed[outcomeForA(match)],
  },
]

/** The group's standings; every team of the group has a row, played or not. */
export function groupStandings(
  results: GroupResults,
  points: GroupPoints = DEFAULT_GROUP_POINTS,
): GroupStanding[] {
  const allSides = results.matches.flatMap(sidesOf)
  const rows = results.teams.map((team): Row => {
    const sides = allSides.filter((side) => side.team === team.id)
    const count = (outcome: Outcome) => sides.filter((side) => side.outcome === outcome).length
    const scoreFor = sides.reduce((sum, side) => sum + side.own, 0)
    const scoreAgainst = sides.reduce((sum, side) => sum + side.other, 0)
    return {
      teamId: team.id,
      seed: team.seed,
      played: sides.length,
      wins: count('win'),
      draws: count('draw'),
      losses: count('loss'),
      points: count('win') * points.win + count('draw') * points.draw + count('loss') * points.loss,
      scoreFor,
      scoreAgainst,
      scoreDifference: scoreFor - scoreAgainst,
    }
  })
  const byPointsThenDifference = (a: Row, b: Row) =>
    b.points - a.points || b.scoreDifference - a.scoreDifference
  const tiedGroups: Row[][] = []
  for (const row of rows.sort(byPointsThenDifference)) {
    const group = tiedGroups.at(-1)
    if (group?.[0] && byPointsThenDifference(group[0], row) === 0) group.push(row)
    else tiedGroups.push([row])
  }
  const ordered = tiedGroups.flatMap((tied) => {
    // Head-to-head: points from the matches among the tied teams only.
    const ids = new Set(tied.map((row) => row.teamId))
    const headToHead = (row: Row) =>
      allSides
        .filter((side) => side.team === row.teamId && ids.has(side.opponent))
        .reduce((sum, side) => sum + points[side.outcome], 0)
    return tied.sort((a, b) => headToHead(b) - headToHead(a) || a.seed - b.seed)
  })
  return ordered.map((row, i) => ({ rank: i + 1, ...row }))
}
