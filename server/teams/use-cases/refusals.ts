/**
 * How the teams' use cases answer: a value, or a refusal the routes turn into a translated 4xx. What
 * the tournament allows at the moment is core's `teamActionRefusal`, asked first by every change.
 */
import { missingForTournaments } from '#core/profile/profile.schema.ts'
import { wireKey } from '#core/shared/http/wire-case.ts'
import type { ValidationKey } from '#core/shared/validation/message.ts'
import { type TeamAction, type TeamRulesTournament, teamActionRefusal } from '#core/teams/team-rules.ts'
import { checkInWindowOf } from '#core/tournaments/tournament.schema.ts'
import type { UserRecord } from '#server/accounts/accounts.port.ts'
import type { TournamentRow } from '#server/platform/db/schema.ts'
import type { Throttled } from '#server/platform/rate-limiter.ts'
import type { TeamConflict, TeamHead } from '../repository.ts'

export type TeamRefusal =
  | {
      readonly ok: false
      readonly reason:
        | 'not_found'
        | 'registration_closed'
        | 'already_in_team'
        | 'already_member'
        | 'team_full'
        | 'not_captain'
        | 'not_moderator'
        | 'captain_stays'
        | 'check_in_closed'
        | 'wrong_state'
    }
  | { readonly ok: false; readonly reason: 'profile_incomplete'; readonly fields: ReadonlyArray<string> }
  | {
      readonly ok: false
      readonly reason: 'field'
      readonly field: 'name' | 'password' | 'nickname'
      readonly key: ValidationKey
    }
  | Throttled

export type TeamOutcome<T> = { readonly ok: true; readonly value: T } | TeamRefusal

export const refuse = <R extends Exclude<TeamRefusal, Throttled>['reason']>(
  reason: Exclude<R, 'profile_incomplete' | 'field'>,
) => ({ ok: false, reason }) as const
export const done = <T>(value: T) => ({ ok: true, value }) as const

/** Who acts: the signed-in user. */
export type Actor = Pick<
  UserRecord,
  | 'id'
  | 'username'
  | 'role'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'playingDevice'
  | 'inputDevice'
  | 'discord'
>

/** The profile fields a tournament needs that the user left empty, as the API names them. */
export const missingProfileFields = (user: Actor): ReadonlyArray<string> =>
  missingForTournaments({
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    playingDevice: user.playingDevice,
    inputDevice: user.inputDevice ?? '',
    discord: user.discord,
  }).map(wireKey)

/** A tournament row as core's team rules read it. */
export const rulesTournament = (tournament: TournamentRow): TeamRulesTournament => ({
  status: tournament.status,
  registrationStart: tournament.registrationStart,
  registrationEnd: tournament.registrationEnd,
  gamesStart: tournament.gamesStart,
  gamesEnd: tournament.gamesEnd,
  checkIn: checkInWindowOf(
    tournament.gamesStart,
    tournament.checkInOpensMinutes,
    tournament.checkInClosesMinutes,
  ),
})

/** The refusal of `action` when the tournament does not allow it at `at` (core's one rule). */
export const tournamentRefusal = (
  action: TeamAction,
  tournament: TournamentRow,
  at: Date,
): TeamRefusal | undefined => {
  const refusal = teamActionRefusal(action, rulesTournament(tournament), at)
  return refusal === null ? undefined : refuse(refusal)
}

/** A change the captain makes to the team: the tournament must allow it, and the team still play. */
export const changeRefusal = (head: TeamHead, at: Date): TeamRefusal | undefined =>
  tournamentRefusal('change', head.tournament, at) ??
  (head.team.state === 'dropped' ? refuse('wrong_state') : undefined)

/** A rule a unique index kept against a concurrent request, as the check would have refused it. */
export const conflictRefusal = (conflict: TeamConflict): TeamRefusal =>
  conflict === 'already_in_team'
    ? refuse('already_in_team')
    : { ok: false, reason: 'field', field: 'name', key: 'teamNameTaken' }
