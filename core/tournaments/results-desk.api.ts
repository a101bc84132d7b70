/**
 * The results desk (the console's way of running the games): the paths under the API root and the
 * schemas of what the console sends and reads. Moderators and organisers read the stage plan, report
 * head-to-head results and enter battle-royale lobbies; drawing, starting, finishing, advancing,
 * pairing and correcting are for organisers (`requireStaff`, ADR 0059). The rules themselves are the
 * stage use cases' (`core/tournaments/stage-rules.ts`, docs/tournaments.md).
 */
import { Schema } from 'effect'
import { BattleRoyaleStanding, MATCH_STATUSES, PointsTable, TeamRef } from './results.schema.ts'
import { MatchReport } from './stage-rules.ts'
import { StageKind, StageStatus } from './tournament.schema.ts'

export const RESULTS_DESK_PATHS = {
  /** GET → `ConsoleStagePlan` (moderators+). */
  stages: '/console/tournaments/:id/stages',
  /** POST `DrawRequest` → `ConsoleStage` (organisers). */
  draw: '/console/stages/:stageId/draw',
  /** POST, no body → `ConsoleStage` (organisers). */
  start: '/console/stages/:stageId/start',
  finish: '/console/stages/:stageId/finish',
  /** POST, no body → the next stage, drawn from this one's standings (organisers). */
  advance: '/console/stages/:stageId/advance',
  /** POST, no body → `ConsoleStage` with the next Swiss round (organisers). */
  pairNextRound: '/console/stages/:stageId/pair-next-round',
  /** POST `MatchReport` → `ConsoleMatch` (moderators+). */
  report: '/console/matches/:matchId/report',
  /** POST `MatchReport` → `CorrectionOutcome`: what the correction would change; nothing is written. */
  correctionPreview: '/console/matches/:matchId/correction-preview',
  /** POST `MatchReport` → `CorrectionOutcome`: the correction applied (organisers). */
  correct: '/console/matches/:matchId/correct',
  /** POST `BattleRoyaleEntry` → `BattleRoyaleRecorded` (moderators+). */
  battleRoyaleMatches: '/console/stages/:stageId/battle-royale-matches',
  /** PUT `BattleRoyaleCorrection` → `BattleRoyaleRecorded` (organisers). */
  battleRoyaleMatch: '/console/battle-royale-matches/:matchId',
  /** POST `BattleRoyaleImport` → `BattleRoyaleRecorded`, or 400 `invalid_csv` naming every bad row (moderators+). */
  battleRoyaleImport: '/console/stages/:stageId/battle-royale-import',
} as const

type ResultsDeskPath = keyof typeof RESULTS_DESK_PATHS

/** A desk path with its one parameter (a tournament, stage or match id) filled in. */
export const resultsDeskPath = (path: ResultsDeskPath, id: string): string =>
  RESULTS_DESK_PATHS[path].replace(/:(id|stageId|matchId)/u, encodeURIComponent(id))

const Uuid = Schema.String.check(Schema.isUUID())
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** More teams than any lobby holds (PUBG Mobile's is 25 squads; 100 solo players). */
export const MAX_LOBBY_TEAMS = 100
/** A lobby tool's export is a few KiB; anything far bigger is not one. */
export const MAX_LOBBY_CSV_CHARS = 64 * 1024
/** The most teams a stage is drawn from (a bracket of 256). */
export const MAX_DRAW_TEAMS = 256
/** More kills than any team makes in one lobby match. */
export const MAX_KILLS = 999
const MAX_DAY = 366

/**
 * How a stage is seeded: the teams in seed order as the console arranged them (seed 1 first), the
 * eligible teams in a random order, or the previous stage's standings.
 */
export const DrawRequest = Schema.Union([
  Schema.Struct({ team_ids: Schema.Array(Uuid).check(Schema.isMaxLength(MAX_DRAW_TEAMS)) }),
  Schema.Struct({ seeding: Schema.Literals(['random', 'previous_stage']) }),
])
export type DrawRequest = typeof DrawRequest.Type

/** Why the desk refuses an operation in the stage's present state (`StageConflict`, a 409). */
export type { StageConflictReason } from './stage-rules.ts'
export { MatchReport }

/** One team's line of a battle-royale lobby. */
export const LobbyResult = Schema.Struct({
  team_id: Uuid,
  placement: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LOBBY_TEAMS })),
  kills: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_KILLS })),
})
export type LobbyResult = typeof LobbyResult.Type

const Day = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_DAY }))
const MapName = Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100))))
const LobbyResults = Schema.Array(LobbyResult).check(
  Schema.isMinLength(1),
  Schema.isMaxLength(MAX_LOBBY_TEAMS),
)

/** A battle-royale match typed in: its day (or week), map, and every team's placement and kills. */
export const BattleRoyaleEntry = Schema.Struct({ day: Day, map: MapName, results: LobbyResults })
export type BattleRoyaleEntry = typeof BattleRoyaleEntry.Type

/** A recorded battle-royale match's results replaced. */
export const BattleRoyaleCorrection = Schema.Struct({ results: LobbyResults })
export type BattleRoyaleCorrection = typeof BattleRoyaleCorrection.Type

/**
 * A lobby tool's export pasted or uploaded as text: one team a line, `team, placement, kills`, an
 * optional header line; a comma, semicolon or tab between fields; teams named as registered, any
 * letter case.
 */
export const BattleRoyaleImport = Schema.Struct({
  csv: Schema.String.check(Schema.isMaxLength(MAX_LOBBY_CSV_CHARS)),
  day: Day,
  map: MapName,
})
export type BattleRoyaleImport = typeof BattleRoyaleImport.Type

/** A round as the console names it: `final`, `semifinal` … or `round` with its number (core's `roundName`). */
export const ConsoleRoundName = Schema.Struct({
  name: Schema.String,
  number: Schema.optional(Schema.Int),
})

/** A head-to-head match as the desk shows it. `teams` are null while a place is open or a bye. */
export const ConsoleMatch = Schema.Struct({
  id: Uuid,
  /** 1 the upper (or only) bracket, 2 the lower, 3 the grand final; a round robin's group. */
  group: Schema.Int,
  round: Schema.Int,
  round_name: ConsoleRoundName,
  number: Schema.Int,
  status: Schema.Literals(MATCH_STATUSES),
  teams: Schema.Tuple([Schema.NullOr(TeamRef), Schema.NullOr(TeamRef)]),
  scores: Schema.Tuple([Schema.NullOr(Count), Schema.NullOr(Count)]),
  forfeits: Schema.Tuple([Schema.Boolean, Schema.Boolean]),
  /** Side 1 or 2 won; null before a result, after a draw or a double forfeit. */
  winner: Schema.NullOr(Schema.Literals([1, 2])),
  /** A first result may be reported now (the stage runs, both teams are known, no result yet). */
  can_report: Schema.Boolean,
  /** A result stands and may be corrected (organisers). */
  can_correct: Schema.Boolean,
})
export type ConsoleMatch = typeof ConsoleMatch.Type

/** A team of a drawn stage, by seed. */
export const SeededTeam = Schema.Struct({ ...TeamRef.fields, seed: Schema.Int })

export const ConsoleStage = Schema.Struct({
  id: Uuid,
  number: Schema.Int,
  kind: StageKind,
  name: Schema.Struct({ uk: Schema.NullOr(Schema.String), en: Schema.NullOr(Schema.String) }),
  status: StageStatus,
  best_of: Schema.Int,
  /** How many teams the next stage takes from this one; null when it feeds none. */
  advancing: Schema.NullOr(Schema.Int),
  /** Drawn: its teams in seed order; empty before the draw. */
  teams: Schema.Array(SeededTeam),
  matches: Schema.Array(ConsoleMatch),
  /**
   * Who a draw of this pending stage may take, in the order the console offers them: for the first
   * stage the confirmed teams (the checked-in ones when the tournament has check-in), for a later one
   * the previous stage's standings once it is finished. Empty once drawn.
   */
  eligible_teams: Schema.Array(TeamRef),
  /** How many teams a draw must name: every eligible team, or the previous stage's `advancing`. */
  draw_size: Schema.NullOr(Schema.Int),
  /** Battle royale: the total standings so far. */
  standings: Schema.Array(BattleRoyaleStanding),
  /** Battle royale: what a placement and a kill earn (the desk totals a lobby as it is typed); else null. */
  points: Schema.NullOr(PointsTable),
})
export type ConsoleStage = typeof ConsoleStage.Type

export const ConsoleStagePlan = Schema.Struct({
  tournament_id: Uuid,
  check_in: Schema.Boolean,
  stages: Schema.Array(ConsoleStage),
})
export type ConsoleStagePlan = typeof ConsoleStagePlan.Type

/**
 * A correction, previewed or applied: the corrected match as it is (or would be) after it, and every
 * other match it resets or changes — as they are now in a preview, as they became once applied.
 */
export const CorrectionOutcome = Schema.Struct({
  match: ConsoleMatch,
  changed: Schema.Array(ConsoleMatch),
  /** Matches that are no more (a Swiss correction deletes the rounds paired after it). */
  removed: Schema.Array(ConsoleMatch),
})
export type CorrectionOutcome = typeof CorrectionOutcome.Type

export const BattleRoyaleRecorded = Schema.Struct({
  match_id: Uuid,
  /** The stage's total standings after it. */
  standings: Schema.Array(BattleRoyaleStanding),
})
export type BattleRoyaleRecorded = typeof BattleRoyaleRecorded.Type

/** Why a line of a lobby file is refused; each has its translated message. */
export const LOBBY_ROW_PROBLEMS = [
  'column_count',
  'unknown_team',
  'duplicate_team',
  'bad_placement',
  'duplicate_placement',
  'bad_kills',
  'too_many_rows',
  'no_rows',
] as const
export type LobbyRowProblem = (typeof LOBBY_ROW_PROBLEMS)[number]

/** 400 `invalid_csv`: every bad line, 1-based as an editor numbers them. */
export const LobbyCsvRefusal = Schema.Struct({
  detail: Schema.String,
  code: Schema.Literal('invalid_csv'),
  rows: Schema.Array(
    Schema.Struct({
      line: Schema.Int,
      code: Schema.Literals(LOBBY_ROW_PROBLEMS),
      problem: Schema.String,
    }),
  ),
})
export type LobbyCsvRefusal = typeof LobbyCsvRefusal.Type
