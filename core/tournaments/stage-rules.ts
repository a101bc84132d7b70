/**
 * The rules of reporting a head-to-head result, shared by the server's stage use cases and (later) the
 * organiser console's form: a best-of-N score or a forfeit, and the typed errors a stage operation
 * fails with. Pure: no I/O.
 */
import { Schema } from 'effect'
import { gamesToWin } from './best-of.ts'

const Games = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 99 }))

/**
 * A reported result: the games each side won, the side that forfeits (the other one wins), or a
 * double forfeit (neither shows up: in an elimination bracket nobody moves on from it, and the next
 * match's other team goes through as after a bye).
 */
export const MatchReport = Schema.Union([
  Schema.Struct({ kind: Schema.Literal('score'), scores: Schema.Tuple([Games, Games]) }),
  Schema.Struct({ kind: Schema.Literal('forfeit'), forfeiting: Schema.Literals([1, 2]) }),
  Schema.Struct({ kind: Schema.Literal('double_forfeit') }),
])
export type MatchReport = typeof MatchReport.Type

/** Why a score cannot end a best-of-N match. */
export type ScoreProblem = 'too_many_games' | 'no_winner' | 'draw_not_allowed'

/** A battle-royale match's results that cannot be: a team twice, placements not 1..n, kills below 0. */
export type PlacementProblem = 'invalid_placements'

export { allowsDoubleForfeit } from './best-of.ts'

/**
 * Games a side must win to take a best-of-N match: a majority, which is ⌈N/2⌉ when N is odd (2 of 3,
 * 3 of 5) and N/2 + 1 when it is even (a best of 2 is won 2–0; 1–1 is a draw).
 */

/**
 * Whether `scores` ends a best-of-N match: the winner reached the games to win and the loser did not,
 * no more games than N were played; a draw (N/2 each, N even) only where the stage allows draws.
 */
export const scoreProblem = (
  scores: readonly [number, number],
  bestOf: number,
  drawsAllowed: boolean,
): ScoreProblem | undefined => {
  const [first, second] = scores
  if (!scores.every((games) => Number.isInteger(games) && games >= 0)) return 'no_winner'
  if (first + second > bestOf) return 'too_many_games'
  if (first === second) {
    const isDraw = bestOf % 2 === 0 && first === bestOf / 2
    if (!isDraw) return 'no_winner'
    return drawsAllowed ? undefined : 'draw_not_allowed'
  }
  const needed = gamesToWin(bestOf)
  return Math.max(first, second) === needed && Math.min(first, second) < needed ? undefined : 'no_winner'
}

/** A reported result that cannot end the match. */
export class InvalidMatchResult extends Schema.TaggedError<InvalidMatchResult>()('InvalidMatchResult', {
  problem: Schema.Literals([
    'too_many_games',
    'no_winner',
    'draw_not_allowed',
    'invalid_placements',
    'double_forfeit_not_allowed',
  ]),
}) {}

/** Why a stage operation cannot be done in the stage's present state. */
export const StageConflictReason = Schema.Literals([
  /** Drawing a stage that is already drawn or started. */
  'stage_already_drawn',
  /** Playing or starting a stage that is not drawn yet. */
  'stage_not_drawn',
  /** Reporting in a stage that is not running. */
  'stage_not_running',
  /** Finishing a stage with matches still to play, or feeding the next from an unfinished one. */
  'stage_unfinished',
  /** Too few teams for the stage (two at least; a group needs two). */
  'too_few_teams',
  /** A draw naming a team that may not play the stage (not confirmed or checked in, not advancing). */
  'teams_not_eligible',
  /** A draw naming more or fewer teams than the stage takes (every eligible one, or `advancing`). */
  'wrong_team_count',
  /** A match whose opponents are not both known yet (or a bye). */
  'match_not_ready',
  /** A first report of a match that has a result: a change is a correction. */
  'match_already_reported',
  /** A correction of a match without a result. */
  'match_not_reported',
  /** Pairing a Swiss round while the current one is still being played, or after the last. */
  'round_unfinished',
  'no_more_rounds',
  /** The stage's kind does not support the operation (such as pairing in an elimination stage). */
  'wrong_stage_kind',
  /** Feeding a stage from one that is not the stage just before it, or that names no `advancing`. */
  'no_next_stage',
])
export type StageConflictReason = typeof StageConflictReason.Type

export class StageConflict extends Schema.TaggedError<StageConflict>()('StageConflict', {
  reason: StageConflictReason,
}) {}
