/**
 * Teams (spec §2, §3, §5): the forms a player fills and the team as REST API v1 sends it. Snake_case,
 * like the rest of the API: the forms' field names are the request bodies' own, so a field error from
 * the server lands on the field that caused it. Shared by the server (decodes requests, encodes
 * answers), the browser's adapter and the machines.
 *
 * Limits: `team-limits.ts` (team name 2-32 characters; captain's Discord 2-64; description up to 500,
 * optional; join password 4-64 without spaces); a player is invited by nickname (3-24, no spaces).
 */
import { Schema, Struct } from 'effect'
import {
  hasMaxLength,
  hasMinLength,
  hasNoControlCharacters,
  hasNoSpaces,
  isFilled,
  Nickname,
  OptionalMultiLineText,
  RequiredText,
} from '#core/shared/validation/rules.ts'
import { TeamState } from '#core/tournaments/results.schema.ts'
import { IsoDateTime, TournamentSummary } from '#core/tournaments/tournament.schema.ts'
import {
  CAPTAIN_DISCORD_MAX,
  CAPTAIN_DISCORD_MIN,
  JOIN_PASSWORD_MAX,
  JOIN_PASSWORD_MIN,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
} from './team-limits.ts'
import { TEAM_REQUIREMENTS } from './team-requirements.ts'

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Uuid = Schema.String.check(Schema.isUUID())

export const JoinPassword = Schema.String.check(
  hasNoControlCharacters(),
  isFilled(),
  hasNoSpaces(),
  hasMinLength(JOIN_PASSWORD_MIN),
  hasMaxLength(JOIN_PASSWORD_MAX),
)

const CaptainDiscord = RequiredText(CAPTAIN_DISCORD_MAX, CAPTAIN_DISCORD_MIN)
const TeamDescription = OptionalMultiLineText(TEAM_DESCRIPTION_MAX)

/** Create a Team: the form and `POST /tournaments/{id}/teams`. The creator is the captain. */
export const TeamCreateForm = Schema.Struct({
  name: RequiredText(TEAM_NAME_MAX, TEAM_NAME_MIN),
  captain_discord: CaptainDiscord,
  description: TeamDescription,
  join_password: JoinPassword,
})
export type TeamCreateForm = typeof TeamCreateForm.Type

/** Find a Team's second step: the picked team's join password. */
export const JoinPasswordForm = Schema.Struct({ password: JoinPassword })
export type JoinPasswordForm = typeof JoinPasswordForm.Type

/** The captain invites a player who has an account, by nickname; the player accepts or declines. */
export const InvitePlayerForm = Schema.Struct({ nickname: Nickname })
export type InvitePlayerForm = typeof InvitePlayerForm.Type

/** The random bytes of an invitation's code: 256 bits, as the links mailed to a user carry. */
export const INVITE_CODE_BYTES = 32
/** Those bytes in unpadded base64url (4 characters for each 3 bytes, rounded up). */
export const INVITE_CODE_LENGTH = Math.ceil((INVITE_CODE_BYTES * 4) / 3)
/** The base64url alphabet. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/u

/**
 * The invitation's id as the link `/join/{teamId}/{id}` carries it: the shape of every code the
 * server makes (`server/teams/invite-code.ts`, the only source of them), nothing else.
 */
export const InviteCode = Schema.String.check(
  Schema.isBetweenLength(INVITE_CODE_LENGTH, INVITE_CODE_LENGTH).abort(),
  Schema.isPattern(INVITE_CODE_PATTERN),
)

/**
 * `POST /teams/{teamId}/members`: a player joins by the join password or by the invitation link; the
 * captain invites a player by nickname. Exactly one of the three keys.
 */
export const MemberRequest = Schema.Union([
  JoinPasswordForm,
  Schema.Struct({ invite: InviteCode }),
  InvitePlayerForm,
])
export type MemberRequest = typeof MemberRequest.Type

/** `PATCH /teams/{teamId}` (captain): any of the three; a new join password replaces the old one. */
export const TeamUpdateForm = Schema.Struct({
  captain_discord: Schema.optional(CaptainDiscord),
  description: Schema.optional(TeamDescription),
  join_password: Schema.optional(JoinPassword),
})
export type TeamUpdateForm = typeof TeamUpdateForm.Type

/** A moderator's decision on a registered team (spec §4, §6). */
export const TeamDecision = Schema.Struct({ decision: Schema.Literals(['confirm', 'reject']) })
export type TeamDecision = typeof TeamDecision.Type

/** Why a team was dropped: incomplete at the registration close, no check-in, a moderator, or left. */
export const DROP_REASONS = ['incomplete', 'no_check_in', 'rejected', 'withdrawn'] as const
export const DropReason = Schema.Literals(DROP_REASONS)
export type DropReason = typeof DropReason.Type

/** What a team still needs before it counts (`team-requirements.ts`). */
export const TeamRequirement = Schema.Literals(TEAM_REQUIREMENTS)
export type TeamRequirement = typeof TeamRequirement.Type

/**
 * A row of Find a Team (`GET /tournaments/{id}/teams`, spec §2: name, leader contacts, team size) and
 * the head of every other team answer.
 */
export const TeamSummary = Schema.Struct({
  id: Uuid,
  tournament_id: Uuid,
  name: Schema.String,
  logo_url: Schema.NullOr(Schema.String),
  description: Schema.String,
  captain: Schema.Struct({ id: Uuid, nickname: Schema.String, discord: Schema.String }),
  /** Members now, the captain included. */
  size: Count,
  /** Players plus substitutes the tournament allows (e.g. 5 + 2 = 7). */
  max_size: Count,
  free_places: Count,
  state: TeamState,
  /** 1-based place in the waiting list while waitlisted, else null. */
  waitlist_position: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  /** Whether the team takes players by password (every team created through the API does). */
  has_join_password: Schema.Boolean,
  created_at: IsoDateTime,
})
export type TeamSummary = typeof TeamSummary.Type

export const TeamList = Schema.Struct({ count: Count, results: Schema.Array(TeamSummary) })
export type TeamList = typeof TeamList.Type

/**
 * How the captain reaches a player of the team: the messengers the player gave in their profile.
 * Shown to the team's captain only, for players in the team (who accepted to play in it); never their
 * e-mail or phone (docs/teams.md "Contacts", the privacy policy).
 */
export const PlayerContacts = Schema.Struct({
  discord: Schema.String,
  telegram: Schema.String,
})
export type PlayerContacts = typeof PlayerContacts.Type

export const Player = Schema.Struct({
  id: Uuid,
  nickname: Schema.String,
  avatar_url: Schema.NullOr(Schema.String),
  is_captain: Schema.Boolean,
  joined_at: IsoDateTime,
  /** null unless the reader is the captain. */
  contacts: Schema.NullOr(PlayerContacts),
})
export type Player = typeof Player.Type

/** The check-in window of a tournament that has one (spec-free; every big platform has it). */
export const CheckIn = Schema.Struct({
  opens_at: IsoDateTime,
  closes_at: IsoDateTime,
  /** When the team checked in, null before. */
  checked_in_at: Schema.NullOr(IsoDateTime),
})
export type CheckIn = typeof CheckIn.Type

/** A player the captain invited who has not answered yet (the captain's view only). */
export const Invitee = Schema.Struct({
  id: Uuid,
  nickname: Schema.String,
  invited_at: IsoDateTime,
})
export type Invitee = typeof Invitee.Type

/**
 * A team as its members see it (the answer of every change): the summary, the players, and what is
 * still missing before it counts. `invite_url` (`/join/{teamId}/{id}`) and `invitees` only for the
 * captain.
 */
export const Team = Schema.Struct({
  ...TeamSummary.fields,
  players: Schema.Array(Player),
  /** The players invited by nickname who have not answered, oldest first; null unless the reader is the captain. */
  invitees: Schema.NullOr(Schema.Array(Invitee)),
  /** The format's number of players a team needs by the registration close. */
  min_size: Count,
  invite_url: Schema.NullOr(Schema.String),
  /** Whether the reader is the captain (captain-only controls are shown only then). */
  is_captain: Schema.Boolean,
  missing: Schema.Array(TeamRequirement),
  /** The tournament's registration close: an incomplete team is dropped then. */
  registration_end: IsoDateTime,
  check_in: Schema.NullOr(CheckIn),
  dropped_reason: Schema.NullOr(DropReason),
})
export type Team = typeof Team.Type

/**
 * Why a user cannot enter a team now (core's `joinRefusal`, in its order): the registration is closed
 * (or the tournament cancelled), the team was dropped, the user plays in it or in another team of the
 * tournament, or it is full. An incomplete profile is not among them: the join flow asks for it.
 */
export const JoinBlock = Schema.Literals([
  'registration_closed',
  'team_full',
  'already_in_team',
  'already_member',
  'dropped',
])
export type JoinBlock = typeof JoinBlock.Type

/**
 * The invitation page (`/join/{teamId}/{id}`): the team, its captain and the tournament, and whether
 * the link can still be used. `GET /teams/{teamId}/invitations/{id}`; an unknown or replaced link is a
 * 404.
 */
export const Invitation = Schema.Struct({
  team: TeamSummary,
  tournament: TournamentSummary,
  /** Why joining is not possible now, or null when one click will do. */
  blocked: Schema.NullOr(JoinBlock),
})
export type Invitation = typeof Invitation.Type

/**
 * A captain's invitation as the invited player sees it in My tournaments (`GET /me/invitations`): the
 * team with its captain, the tournament, when it came, and whether accepting can work now.
 */
export const TeamInvitation = Schema.Struct({
  team: TeamSummary,
  tournament: TournamentSummary,
  invited_at: IsoDateTime,
  blocked: Schema.NullOr(JoinBlock),
})
export type TeamInvitation = typeof TeamInvitation.Type
export const TeamInvitationList = Schema.Struct({ count: Count, results: Schema.Array(TeamInvitation) })
export type TeamInvitationList = typeof TeamInvitationList.Type

/**
 * A captain removed the user from a team (`GET /me/removals`): shown on My tournaments until
 * dismissed. The team's name and the captain's nickname as they were then.
 */
export const TeamRemoval = Schema.Struct({
  id: Uuid,
  team_name: Schema.String,
  captain: Schema.String,
  removed_at: IsoDateTime,
  tournament: TournamentSummary.mapFields(Struct.pick(['slug', 'name'])),
})
export type TeamRemoval = typeof TeamRemoval.Type
export const TeamRemovalList = Schema.Struct({ count: Count, results: Schema.Array(TeamRemoval) })
export type TeamRemovalList = typeof TeamRemovalList.Type

/**
 * The team's next match (ADR 0071: its first match of a running stage that waits for a result with
 * both teams known), with whom it plays and when; the match's page is where it is reported.
 */
export const NextMatch = Schema.Struct({
  id: Uuid,
  opponent: Schema.String,
  scheduled_at: Schema.NullOr(IsoDateTime),
})
export type NextMatch = typeof NextMatch.Type

/**
 * My tournaments (`GET /me/tournaments`): each tournament the user plays in, with their team and
 * the team's next match (null when none is waiting).
 */
export const MyTournament = Schema.Struct({
  tournament: TournamentSummary,
  team: Team,
  next_match: Schema.NullOr(NextMatch),
})
export type MyTournament = typeof MyTournament.Type
export const MyTournamentList = Schema.Struct({ count: Count, results: Schema.Array(MyTournament) })
export type MyTournamentList = typeof MyTournamentList.Type
