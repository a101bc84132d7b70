/**
 * The participants and results of a tournament as the REST API sends them
 * (`GET /api/v1/tournaments/{id}/participants`, `…/results`) and the tournament page renders them.
 * Shared by the server (which encodes) and the browser (which decodes). Snake_case, like the rest of
 * API v1.
 */
import { Schema } from 'effect'
import { LocalizedText, StageStatus } from './tournament.schema.ts'

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Uuid = Schema.String.check(Schema.isUUID())

/**
 * A team's state in a tournament: it takes a slot when registered, moderators confirm it (spec §4),
 * it checks in before the games; beyond the slots it waits in line; a team that missed a deadline or
 * left is dropped. Only registered, confirmed and checked-in teams hold a slot.
 */
export const TEAM_STATES = ['registered', 'confirmed', 'checked_in', 'waitlisted', 'dropped'] as const
export const TeamState = Schema.Literals(TEAM_STATES)
export type TeamState = typeof TeamState.Type

/** The states of a team that hold a slot (registered, and among them the confirmed ones). */
export const SLOT_HOLDING_STATES: readonly TeamState[] = ['registered', 'confirmed', 'checked_in']

/** A team as results name it. */
export const TeamRef = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  logo_url: Schema.NullOr(Schema.String),
})
export type TeamRef = typeof TeamRef.Type

/** A row of the participants tab (spec §2: search by team name). */
export const Participant = Schema.Struct({
  ...TeamRef.fields,
  /** Players in the team now (substitutes included). */
  size: Count,
  state: TeamState,
})
export type Participant = typeof Participant.Type

export const ParticipantList = Schema.Struct({
  count: Count,
  results: Schema.Array(Participant),
})
export type ParticipantList = typeof ParticipantList.Type

/** One side of a head-to-head match. `team` is null while the place is still to be decided. */
export const MatchOpponent = Schema.Struct({
  team: Schema.NullOr(TeamRef),
  /** Games won in the match (best of N), or null before any result. */
  score: Schema.NullOr(Count),
  result: Schema.NullOr(Schema.Literals(['win', 'draw', 'loss'])),
  forfeit: Schema.Boolean,
})
export type MatchOpponent = typeof MatchOpponent.Type

/**
 * A head-to-head match. `opponents` is a pair; a null side is a bye (no opponent will come). Where the
 * winner and the loser go next is named by the match id (null: out, or the end of the stage), so a
 * page can say it in words to a screen reader as well as draw it.
 */
/** A match's status, in the order of brackets-manager's `Status` numbers (the stage store maps them by index). */
export const MATCH_STATUSES = ['locked', 'waiting', 'ready', 'running', 'completed', 'archived'] as const
export type MatchStatus = (typeof MATCH_STATUSES)[number]

export const Match = Schema.Struct({
  id: Uuid,
  /** 1-based within its round. */
  number: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  status: Schema.Literals(MATCH_STATUSES),
  best_of: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  opponents: Schema.Tuple([Schema.NullOr(MatchOpponent), Schema.NullOr(MatchOpponent)]),
  winner_to: Schema.NullOr(Uuid),
  loser_to: Schema.NullOr(Uuid),
  /** When it is scheduled to start, if the organiser set a time. */
  scheduled_at: Schema.NullOr(Schema.String),
})
export type Match = typeof Match.Type

export const Round = Schema.Struct({
  /** 1-based within its bracket or group. */
  number: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  matches: Schema.Array(Match),
})
export type Round = typeof Round.Type

/** The brackets of an elimination stage: single elimination has `main` only. */
export const BracketKind = Schema.Literals(['main', 'upper', 'lower', 'grand_final'])
export type BracketKind = typeof BracketKind.Type

export const Bracket = Schema.Struct({
  kind: BracketKind,
  rounds: Schema.Array(Round),
})
export type Bracket = typeof Bracket.Type

/** A row of a round-robin group's table. */
export const GroupStanding = Schema.Struct({
  rank: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  team: TeamRef,
  played: Count,
  wins: Count,
  draws: Count,
  losses: Count,
  /** Games (maps) won and lost over all matches. */
  score_for: Count,
  score_against: Count,
  points: Count,
})
export type GroupStanding = typeof GroupStanding.Type

/** A row of a Swiss stage's table. */
export const SwissStanding = Schema.Struct({
  rank: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  team: TeamRef,
  played: Count,
  wins: Count,
  draws: Count,
  losses: Count,
  points: Schema.Finite,
  /** The sum of the opponents' scores (the first tie-break). */
  buchholz: Schema.Finite,
})
export type SwissStanding = typeof SwissStanding.Type

/** A row of a battle-royale table (one match, one day or week, or the total). */
export const BattleRoyaleStanding = Schema.Struct({
  rank: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  team: TeamRef,
  matches: Count,
  /** First places. */
  wins: Count,
  placement_points: Count,
  kills: Count,
  kill_points: Count,
  total: Count,
})
export type BattleRoyaleStanding = typeof BattleRoyaleStanding.Type

/** One battle-royale match: each team's placement and kills. */
export const BattleRoyaleMatch = Schema.Struct({
  id: Uuid,
  /** 1-based over the stage. */
  number: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  /** A map or lobby name, if any. */
  map: Schema.NullOr(Schema.String),
  played_at: Schema.NullOr(Schema.String),
  standings: Schema.Array(BattleRoyaleStanding),
})
export type BattleRoyaleMatch = typeof BattleRoyaleMatch.Type

/** The matches of one day or week and their table. */
export const BattleRoyaleDay = Schema.Struct({
  /** 1-based; the page names it "Day 1" or "Week 1" after `grouping`. */
  number: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  matches: Schema.Array(BattleRoyaleMatch),
  standings: Schema.Array(BattleRoyaleStanding),
})
export type BattleRoyaleDay = typeof BattleRoyaleDay.Type

/** The points a battle-royale stage gives: per placement (index 0 = 1st) and per kill. */
export const PointsTable = Schema.Struct({
  placement: Schema.Array(Count),
  per_kill: Count,
})
export type PointsTable = typeof PointsTable.Type

const StageHead = {
  id: Uuid,
  number: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  name: LocalizedText,
  status: StageStatus,
} as const

export const EliminationResults = Schema.Struct({
  ...StageHead,
  kind: Schema.Literals(['single_elimination', 'double_elimination']),
  brackets: Schema.Array(Bracket),
})
export type EliminationResults = typeof EliminationResults.Type

export const RoundRobinResults = Schema.Struct({
  ...StageHead,
  kind: Schema.Literal('round_robin'),
  groups: Schema.Array(
    Schema.Struct({
      number: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
      rounds: Schema.Array(Round),
      standings: Schema.Array(GroupStanding),
    }),
  ),
})
export type RoundRobinResults = typeof RoundRobinResults.Type

export const SwissResults = Schema.Struct({
  ...StageHead,
  kind: Schema.Literal('swiss'),
  rounds: Schema.Array(Round),
  standings: Schema.Array(SwissStanding),
})
export type SwissResults = typeof SwissResults.Type

export const BattleRoyaleResults = Schema.Struct({
  ...StageHead,
  kind: Schema.Literal('battle_royale'),
  grouping: Schema.Literals(['day', 'week']),
  points: PointsTable,
  days: Schema.Array(BattleRoyaleDay),
  standings: Schema.Array(BattleRoyaleStanding),
})
export type BattleRoyaleResults = typeof BattleRoyaleResults.Type

/** A stage's results, by kind. */
export const StageResults = Schema.Union([
  EliminationResults,
  RoundRobinResults,
  SwissResults,
  BattleRoyaleResults,
])
export type StageResults = typeof StageResults.Type

/** `GET /api/v1/tournaments/{id}/results`: every stage of the plan in order, started or not. */
export const TournamentResults = Schema.Struct({
  /** The stage being played now (or the last one played), null before the first starts. */
  current_stage: Schema.NullOr(Uuid),
  stages: Schema.Array(StageResults),
})
export type TournamentResults = typeof TournamentResults.Type
