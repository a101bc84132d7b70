/**
 * One head-to-head match as its page shows it (`GET /api/v1/tournaments/{id}/matches/{matchId}`,
 * `/tournaments/{id}/matches/{matchId}`): where it sits in the tournament, when, its state, both sides
 * with their teams' public rosters, and where winner and loser go next. Shared by the server (which
 * encodes) and the browser (which decodes). Later parts of the match's story (reports, confirmations,
 * disputes) join as further fields of `MatchView`. Snake_case, like the rest of API v1.
 */
import { Schema } from 'effect'
import { BracketKind, MATCH_STATUSES } from './results.schema.ts'
import type { RoundName } from './round-names.ts'
import { LocalizedText, StageKind, TournamentKey } from './tournament.schema.ts'

const Uuid = Schema.String.check(Schema.isUUID())
const Positive = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** The path parameters of the match's endpoint and page: anything else names no match (404). */
export const MatchParams = Schema.Struct({ id: TournamentKey, matchId: Uuid })
export type MatchParams = typeof MatchParams.Type

/** The stages whose matches have a page: every kind but battle royale (lobbies, not two sides). */
export const HEAD_TO_HEAD_KINDS = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
] as const
export type HeadToHeadKind = (typeof HEAD_TO_HEAD_KINDS)[number]

/** A round's name as `roundName` gives it (core/tournaments/round-names.ts), as data. */
export const RoundTitle = Schema.Union([
  Schema.Struct({
    name: Schema.Literals([
      'final',
      'semifinal',
      'quarterfinal',
      'upperFinal',
      'upperSemifinal',
      'upperQuarterfinal',
      'lowerFinal',
      'grandFinal',
      'grandFinalReset',
    ]),
  }),
  Schema.Struct({ name: Schema.Literals(['round', 'lowerRound']), number: Positive }),
])
export type RoundTitle = typeof RoundTitle.Type

// The schema and core's type name the same thing: a change to one that the other lacks fails here.
const _sameRoundNames: [
  RoundTitle extends RoundName ? true : false,
  RoundName extends RoundTitle ? true : false,
] = [true, true]
void _sameRoundNames

/** Where a match sits: its bracket (elimination) or group (round robin), its round, its number. */
export const MatchPosition = Schema.Struct({
  id: Uuid,
  /** Elimination stages: which bracket; null in round robin and Swiss. */
  bracket: Schema.NullOr(BracketKind),
  /** Round robin: the group (1 = A); null for other kinds. */
  group: Schema.NullOr(Positive),
  round: Positive,
  /** The round's name as the results tab gives it. */
  round_name: RoundTitle,
  /** 1-based within its round. */
  number: Positive,
})
export type MatchPosition = typeof MatchPosition.Type

/** A player as the public roster shows them (docs/teams.md "Contacts"): never a contact. */
export const RosterPlayer = Schema.Struct({
  nickname: Schema.String,
  avatar_url: Schema.NullOr(Schema.String),
  is_captain: Schema.Boolean,
})
export type RosterPlayer = typeof RosterPlayer.Type

export const MatchTeam = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  logo_url: Schema.NullOr(Schema.String),
  /** The team's seed in this stage (1 is the strongest). */
  seed: Schema.NullOr(Positive),
  /** The captain first, then by the time they joined. */
  players: Schema.Array(RosterPlayer),
})
export type MatchTeam = typeof MatchTeam.Type

/** One side of the match; `team` is null while the place is still to be decided. */
export const MatchSide = Schema.Struct({
  team: Schema.NullOr(MatchTeam),
  /** Games won in the match, or null before a result. */
  score: Schema.NullOr(Count),
  result: Schema.NullOr(Schema.Literals(['win', 'draw', 'loss'])),
  forfeit: Schema.Boolean,
})
export type MatchSide = typeof MatchSide.Type

export const MatchView = Schema.Struct({
  ...MatchPosition.fields,
  tournament: Schema.Struct({ id: Uuid, slug: Schema.String, name: Schema.String }),
  stage: Schema.Struct({
    id: Uuid,
    number: Positive,
    name: LocalizedText,
    kind: StageKind,
  }),
  status: Schema.Literals(MATCH_STATUSES),
  best_of: Positive,
  /** When it is scheduled to start (an ISO instant), if the organiser set a time. */
  scheduled_at: Schema.NullOr(Schema.String),
  /** A null side is a bye: no opponent will come. */
  sides: Schema.Tuple([Schema.NullOr(MatchSide), Schema.NullOr(MatchSide)]),
  /** The match the winner plays next; null when the winner is done in this stage. */
  winner_to: Schema.NullOr(MatchPosition),
  /** The match the loser plays next (double elimination); null when the loser is out. */
  loser_to: Schema.NullOr(MatchPosition),
})
export type MatchView = typeof MatchView.Type
