/**
 * Battle-royale stages on their tables: the stage's points table from its settings, a recorded match
 * checked by core's battle-royale rules, and the standings per match, per day or week and in total
 * (core's `battleRoyaleResults`) as the results read model sends them.
 */
import { Option, Schema } from 'effect'
import {
  BATTLE_ROYALE_POINTS_TABLES,
  BattleRoyalePointsTableName,
  BattleRoyaleScoring,
  BattleRoyaleTieBreak,
  battleRoyaleResults,
  BattleRoyaleMatch as CoreMatch,
  type BattleRoyaleStanding as CoreStanding,
  DEFAULT_BATTLE_ROYALE_POINTS_TABLE,
  DEFAULT_BATTLE_ROYALE_SCORING,
  DEFAULT_BATTLE_ROYALE_TIE_BREAKS,
} from '#core/tournaments/competition/battle-royale.ts'
import {
  type BattleRoyaleDay,
  type BattleRoyaleResults,
  type BattleRoyaleStanding,
  PointsTable,
  type TeamRef,
} from '#core/tournaments/results.schema.ts'
import type {
  BattleRoyaleMatchRow,
  BattleRoyaleResultRow,
  TournamentStageRow,
} from '#server/platform/db/schema.ts'

/**
 * The stage's settings as the plan stores them: the points table, by name (`pubgm_2023`) or written
 * out (API shape); the tie-breaks; the grouping.
 */
const BattleRoyaleSettings = Schema.Struct({
  points: Schema.optional(Schema.Union([BattleRoyalePointsTableName, PointsTable])),
  tie_breaks: Schema.optional(Schema.Array(BattleRoyaleTieBreak)),
})
const decodeSettings = Schema.decodeUnknownOption(BattleRoyaleSettings)
const decodeScoring = Schema.decodeUnknownOption(BattleRoyaleScoring)

/**
 * The stage's scoring: the table it names or writes out and its tie-breaks, where valid; the default
 * table (PUBG Mobile's since 2023) and tie-breaks otherwise.
 */
export const scoringOf = (stage: Pick<TournamentStageRow, 'settings'>): BattleRoyaleScoring => {
  const settings = Option.getOrUndefined(decodeSettings(stage.settings))
  const points = settings?.points ?? DEFAULT_BATTLE_ROYALE_POINTS_TABLE
  const table =
    typeof points === 'string'
      ? BATTLE_ROYALE_POINTS_TABLES[points]
      : { placementPoints: points.placement, pointsPerKill: points.per_kill }
  const scoring = decodeScoring({
    ...table,
    tieBreaks: settings?.tie_breaks ?? DEFAULT_BATTLE_ROYALE_TIE_BREAKS,
  })
  return Option.getOrElse(scoring, () => DEFAULT_BATTLE_ROYALE_SCORING)
}

export const groupingOf = (stage: Pick<TournamentStageRow, 'settings'>): 'day' | 'week' =>
  stage.settings.grouping === 'week' ? 'week' : 'day'

/** One team's result in a match, as a use case receives it. */
export interface TeamPlacement {
  readonly teamId: string
  readonly placement: number
  readonly kills: number
}

const decodeMatch = Schema.decodeUnknownOption(CoreMatch)

/** Whether `results` make a match: each team once, placements 1..n, kills not negative. */
export const isValidMatch = (results: ReadonlyArray<TeamPlacement>): boolean =>
  Option.isSome(decodeMatch({ id: 'match', order: 1, group: '1', results }))

/** A match with its results, as read. */
export interface StoredBattleRoyaleMatch {
  readonly match: BattleRoyaleMatchRow
  readonly results: ReadonlyArray<BattleRoyaleResultRow>
}

/** The battle-royale part of a stage's results. */
export const battleRoyaleStage = (
  stage: TournamentStageRow,
  matches: ReadonlyArray<StoredBattleRoyaleMatch>,
  teamOf: (teamId: string) => TeamRef,
): Pick<BattleRoyaleResults, 'grouping' | 'points' | 'days' | 'standings'> => {
  const scoring = scoringOf(stage)
  const computed = battleRoyaleResults(
    matches.map(({ match, results }) => ({
      id: match.id,
      order: match.number,
      group: String(match.day),
      results: results.map((result) => ({
        teamId: result.teamId,
        placement: result.placement,
        kills: result.kills,
      })),
    })),
    scoring,
  )
  const toStanding = (row: CoreStanding): BattleRoyaleStanding => ({
    rank: row.rank,
    team: teamOf(row.teamId),
    matches: row.matchesPlayed,
    wins: row.wins,
    placement_points: row.placementPoints,
    kills: row.kills,
    kill_points: row.killPoints,
    total: row.totalPoints,
  })
  const byId = new Map(matches.map(({ match }) => [match.id, match]))
  const days: BattleRoyaleDay[] = computed.groups
    .map((group) => ({
      number: Number(group.group),
      matches: computed.matches
        .filter((one) => one.group === group.group)
        .map((one) => {
          const match = byId.get(one.matchId)
          return {
            id: one.matchId,
            number: one.order,
            map: match?.map ?? null,
            played_at: match?.playedAt?.toISOString() ?? null,
            standings: one.standings.map(toStanding),
          }
        }),
      standings: group.standings.map(toStanding),
    }))
    .sort((a, b) => a.number - b.number)
  return {
    grouping: groupingOf(stage),
    points: { placement: scoring.placementPoints, per_kill: scoring.pointsPerKill },
    days,
    standings: computed.total.map(toStanding),
  }
}
