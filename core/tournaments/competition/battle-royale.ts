/**
 * Battle-royale stages (PUBG Mobile, Free Fire …): every team of a lobby plays each match; a match
 * gives points for the placement and for each kill. Standings per match, per group of matches (a
 * day or a week) and in total, ordered by the tournament's tie-break list.
 *
 * Ranks follow standard competition ranking ("1224"): teams equal after every tie-break share a
 * rank, and the next rank skips. Equal teams are listed by team id, so the order is stable.
 */
import { Schema } from 'effect'

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Key = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/**
 * What orders the teams, in turn:
 * - `totalPoints`: placement points plus kill points;
 * - `wins`: first places;
 * - `placementPoints`;
 * - `kills`;
 * - `lastMatchPlacement`: the better placement in the latest match either team played (a team that
 *   played it is ahead of one that did not).
 */
export const BattleRoyaleTieBreak = Schema.Literals([
  'totalPoints',
  'wins',
  'placementPoints',
  'kills',
  'lastMatchPlacement',
])
export type BattleRoyaleTieBreak = typeof BattleRoyaleTieBreak.Type

/**
 * A tournament's points table, stored as JSON. `placementPoints[0]` is for 1st place; places past
 * the end of the list earn 0. A worse place never earns more than a better one.
 */
export const BattleRoyaleScoring = Schema.Struct({
  placementPoints: Schema.Array(NonNegativeInt).check(
    Schema.isMaxLength(100),
    Schema.makeFilter((points: ReadonlyArray<number>) => {
      const descending = [...points].sort((x, y) => y - x)
      return points.every((value, i) => value === descending[i])
        ? undefined
        : 'a worse place cannot earn more points than a better one'
    }),
  ),
  pointsPerKill: NonNegativeInt,
  tieBreaks: Schema.Array(BattleRoyaleTieBreak).check(Schema.isMinLength(1), Schema.isUnique()),
})
export type BattleRoyaleScoring = typeof BattleRoyaleScoring.Type

export const decodeBattleRoyaleScoring = Schema.decodeUnknownSync(BattleRoyaleScoring, { errors: 'all' })

/** What a placement and a kill earn: a points table without its tie-breaks. */
export type BattleRoyalePoints = Pick<BattleRoyaleScoring, 'placementPoints' | 'pointsPerKill'>

/**
 * The points tables an organiser may name instead of writing one out, PUBG Mobile's official ones
 * (1 point a kill in both):
 * - `pubgm_2020`: the Pro and World Leagues from August 2020 to the end of 2022: 15, 12, 10, 8, 6, 4,
 *   2, then 1 for 8th-12th, 0 from 13th;
 * - `pubgm_2023`: every official series since 2023: 10, 6, 5, 4, 3, 2, then 1 for 7th and 8th, 0
 *   from 9th.
 */
export const BattleRoyalePointsTableName = Schema.Literals(['pubgm_2020', 'pubgm_2023'])
export type BattleRoyalePointsTableName = typeof BattleRoyalePointsTableName.Type

export const BATTLE_ROYALE_POINTS_TABLES: Readonly<Record<BattleRoyalePointsTableName, BattleRoyalePoints>> =
  {
    pubgm_2020: { placementPoints: [15, 12, 10, 8, 6, 4, 2, 1, 1, 1, 1, 1], pointsPerKill: 1 },
    pubgm_2023: { placementPoints: [10, 6, 5, 4, 3, 2, 1, 1], pointsPerKill: 1 },
  }

/** The table of a stage that names none: the one PUBG Mobile's pro series play now. */
export const DEFAULT_BATTLE_ROYALE_POINTS_TABLE: BattleRoyalePointsTableName = 'pubgm_2023'

/** The tie-breaks of a stage that names none: total, wins, placement points, kills, last match. */
export const DEFAULT_BATTLE_ROYALE_TIE_BREAKS: ReadonlyArray<BattleRoyaleTieBreak> = [
  'totalPoints',
  'wins',
  'placementPoints',
  'kills',
  'lastMatchPlacement',
]

/** A named table with the default tie-breaks. */
export const namedBattleRoyaleScoring = (name: BattleRoyalePointsTableName): BattleRoyaleScoring => ({
  ...BATTLE_ROYALE_POINTS_TABLES[name],
  tieBreaks: DEFAULT_BATTLE_ROYALE_TIE_BREAKS,
})

export const DEFAULT_BATTLE_ROYALE_SCORING: BattleRoyaleScoring = namedBattleRoyaleScoring(
  DEFAULT_BATTLE_ROYALE_POINTS_TABLE,
)

export const BattleRoyaleTeamResult = Schema.Struct({
  teamId: Key,
  placement: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  kills: NonNegativeInt,
})
export type BattleRoyaleTeamResult = typeof BattleRoyaleTeamResult.Type

/**
 * One match (one lobby): `order` places it in time (a sequence number or epoch milliseconds; equal
 * orders fall back to the id), `group` names its day or week. The placements are 1..n for the n
 * teams listed, each once.
 */
export const BattleRoyaleMatch = Schema.Struct({
  id: Key,
  order: Schema.Int,
  group: Key,
  results: Schema.Array(BattleRoyaleTeamResult).check(
    Schema.isMinLength(1),
    Schema.isMaxLength(128),
    Schema.makeFilter((results: ReadonlyArray<BattleRoyaleTeamResult>) => {
      const issues: string[] = []
      if (new Set(results.map((r) => r.teamId)).size !== results.length) {
        issues.push('a team is listed once per match')
      }
      const placements = new Set(results.map((r) => r.placement))
      if (placements.size !== results.length || results.some((r) => r.placement > results.length)) {
        issues.push('the placements are 1..n, each once, for the n teams of the match')
      }
      return issues
    }),
  ),
})
export type BattleRoyaleMatch = typeof BattleRoyaleMatch.Type

export const BattleRoyaleMatches = Schema.Array(BattleRoyaleMatch).check(
  Schema.isMaxLength(10_000),
  Schema.makeFilter((matches: ReadonlyArray<BattleRoyaleMatch>) =>
    new Set(matches.map((m) => m.id)).size === matches.length ? undefined : 'match ids must be unique',
  ),
)
export const decodeBattleRoyaleMatches = Schema.decodeUnknownSync(BattleRoyaleMatches, { errors: 'all' })

/** A row of a battle-royale standings table. */
export interface BattleRoyaleStanding {
  readonly rank: number
  readonly teamId: string
  readonly matchesPlayed: number
  /** First places. */
  readonly wins: number
  readonly placementPoints: number
  readonly kills: number
  readonly killPoints: number
  readonly totalPoints: number
}

export interface BattleRoyaleMatchStandings {
  readonly matchId: string
  readonly group: string
  readonly order: number
  readonly standings: ReadonlyArray<BattleRoyaleStanding>
}

export interface BattleRoyaleGroupStandings {
  readonly group: string
  readonly standings: ReadonlyArray<BattleRoyaleStanding>
}

/** Standings per match and per group (both in play order) and in total. */
export interface BattleRoyaleResults {
  readonly matches: ReadonlyArray<BattleRoyaleMatchStandings>
  readonly groups: ReadonlyArray<BattleRoyaleGroupStandings>
  readonly total: ReadonlyArray<BattleRoyaleStanding>
}

type Row = Omit<BattleRoyaleStanding, 'rank'>

/** Ids are unique within a list, so two of them are never equal. */
const byId = (x: string, y: string) => (x < y ? -1 : 1)

const inPlayOrder = (x: BattleRoyaleMatch, y: BattleRoyaleMatch) => x.order - y.order || byId(x.id, y.id)

/** The points one result earns under `scoring`. */
export const placementPointsFor = (scoring: BattleRoyaleScoring, placement: number): number =>
  scoring.placementPoints[placement - 1] ?? 0

/**
 * The order of two rows of the standings over `matches`: negative when `a` ranks ahead, 0 when they
 * are equal after every tie-break of `scoring`.
 */
export function battleRoyaleComparator(
  matches: ReadonlyArray<BattleRoyaleMatch>,
  scoring: BattleRoyaleScoring,
): (a: Row, b: Row) => number {
  const latestFirst = [...matches].sort(inPlayOrder).reverse()
  const placements = latestFirst.map((match) => new Map(match.results.map((r) => [r.teamId, r.placement])))
  const lastMatchPlacement = (a: Row, b: Row) => {
    for (const placementOf of placements) {
      const pa = placementOf.get(a.teamId)
      const pb = placementOf.get(b.teamId)
      if (pa === undefined && pb === undefined) continue
      return (pa ?? Number.POSITIVE_INFINITY) - (pb ?? Number.POSITIVE_INFINITY)
    }
    return 0
  }
  const criteria: Record<BattleRoyaleTieBreak, (a: Row, b: Row) => number> = {
    totalPoints: (a, b) => b.totalPoints - a.totalPoints,
    wins: (a, b) => b.wins - a.wins,
    placementPoints: (a, b) => b.placementPoints - a.placementPoints,
    kills: (a, b) => b.kills - a.kills,
    lastMatchPlacement,
  }
  return (a, b) => {
    for (const tieBreak of scoring.tieBreaks) {
      const order = criteria[tieBreak](a, b)
      if (order !== 0) return order
    }
    return 0
  }
}

/** The standings over `matches` (one match, a group or the whole stage). */
export function battleRoyaleStandings(
  matches: ReadonlyArray<BattleRoyaleMatch>,
  scoring: BattleRoyaleScoring,
): BattleRoyaleStanding[] {
  const rows = new Map<string, Row>()
  for (const match of matches) {
    for (const { teamId, placement, kills } of match.results) {
      const row = rows.get(teamId) ?? {
        teamId,
        matchesPlayed: 0,
        wins: 0,
        placementPoints: 0,
        kills: 0,
        killPoints: 0,
        totalPoints: 0,
      }
      const placementPoints = placementPointsFor(scoring, placement)
      const killPoints = kills * scoring.pointsPerKill
      rows.set(teamId, {
        teamId,
        matchesPlayed: row.matchesPlayed + 1,
        wins: row.wins + (placement === 1 ? 1 : 0),
        placementPoints: row.placementPoints + placementPoints,
        kills: row.kills + kills,
        killPoints: row.killPoints + killPoints,
        totalPoints: row.totalPoints + placementPoints + killPoints,
      })
    }
  }
  const compare = battleRoyaleComparator(matches, scoring)
  const sorted = [...rows.values()].sort((a, b) => compare(a, b) || byId(a.teamId, b.teamId))
  const ranked: BattleRoyaleStanding[] = []
  sorted.forEach((row, i) => {
    const previous = ranked[i - 1]
    const rank = previous && compare(previous, row) === 0 ? previous.rank : i + 1
    ranked.push({ rank, ...row })
  })
  return ranked
}

/** Standings per match, per group (day or week) and in total. */
export function battleRoyaleResults(
  matches: ReadonlyArray<BattleRoyaleMatch>,
  scoring: BattleRoyaleScoring,
): BattleRoyaleResults {
  const played = [...matches].sort(inPlayOrder)
  const groups = [...new Set(played.map((match) => match.group))]
  return {
    matches: played.map((match) => ({
      matchId: match.id,
      group: match.group,
      order: match.order,
      standings: battleRoyaleStandings([match], scoring),
    })),
    groups: groups.map((group) => ({
      group,
      standings: battleRoyaleStandings(
        played.filter((match) => match.group === group),
        scoring,
      ),
    })),
    total: battleRoyaleStandings(played, scoring),
  }
}
