/**
 * Team rows as core's wire shapes (`TeamSummary` for anyone, `Team` for a signed-in reader), and the
 * captain's forms as the row's columns.
 */
import type { Team, TeamCreateForm, TeamSummary, TeamUpdateForm } from '#core/teams/team.schema.ts'
import { missingRequirements, type TeamStanding } from '#core/teams/team-requirements.ts'
import { invitationPagePath } from '#core/teams/teams.api.ts'
import { checkInWindowOf } from '#core/tournaments/tournament.schema.ts'
import type { TournamentRow } from '#server/platform/db/schema.ts'
import { storedImageUrl } from '#server/uploads/index.ts'
import type { InviteeRow, MemberRow, TeamHead } from './team-rows.ts'

/** Players plus substitutes: the most members a team of the tournament may have. */
export const maxSizeOf = (tournament: Pick<TournamentRow, 'teamPlayers' | 'teamSubstitutes'>): number =>
  tournament.teamPlayers + tournament.teamSubstitutes

/** The tournament's check-in window (core's rule), or null when it has none. */
const checkInWindowOfRow = (
  tournament: Pick<TournamentRow, 'gamesStart' | 'checkInOpensMinutes' | 'checkInClosesMinutes'>,
) => checkInWindowOf(tournament.gamesStart, tournament.checkInOpensMinutes, tournament.checkInClosesMinutes)

export const isCheckInOpen = (tournament: TournamentRow, now: Date): boolean => {
  const window = checkInWindowOfRow(tournament)
  return window !== null && window.opensAt <= now && now < window.closesAt
}

export const toTeamSummary = (head: TeamHead): TeamSummary => {
  const { team, tournament } = head
  const maxSize = maxSizeOf(tournament)
  return {
    id: team.id,
    tournament_id: team.tournamentId,
    name: team.name,
    logo_url: team.logo ? storedImageUrl(team.logo) : null,
    description: team.description,
    captain: { id: team.captainId, nickname: head.captainNickname, discord: team.captainDiscord },
    size: head.size,
    max_size: maxSize,
    free_places: Math.max(0, maxSize - head.size),
    state: team.state,
    waitlist_position: head.waitlistPosition,
    has_join_password: team.joinPasswordHash !== null,
    created_at: team.createdAt.toISOString(),
  }
}

/** What core's requirements (`team-requirements.ts`) judge a team on, read from its head at `now`. */
export const standingOf = (head: TeamHead, now: Date): TeamStanding => ({
  state: head.team.state,
  hasLogo: head.team.logo !== null,
  size: head.size,
  minSize: head.tournament.teamPlayers,
  checkInOpen: isCheckInOpen(head.tournament, now),
  checkedIn: head.team.checkedInAt !== null,
})

export const toTeam = (
  head: TeamHead,
  members: ReadonlyArray<MemberRow>,
  invitees: ReadonlyArray<InviteeRow>,
  readerId: string,
  now: Date,
): Team => {
  const { team, tournament } = head
  const isCaptain = team.captainId === readerId
  const window = checkInWindowOfRow(tournament)
  return {
    ...toTeamSummary(head),
    players: members.map((member) => ({
      id: member.userId,
      nickname: member.username,
      avatar_url: member.avatar ? storedImageUrl(member.avatar) : null,
      is_captain: member.userId === team.captainId,
      joined_at: member.joinedAt.toISOString(),
      // The captain has to reach the players who accepted to play: their messengers, nothing more.
      contacts: isCaptain ? { discord: member.discord, telegram: member.telegram } : null,
    })),
    invitees: isCaptain
      ? invitees.map((invitee) => ({
          id: invitee.userId,
          nickname: invitee.username,
          invited_at: invitee.invitedAt.toISOString(),
        }))
      : null,
    min_size: tournament.teamPlayers,
    invite_url: isCaptain ? invitationPagePath(team.id, team.inviteCode) : null,
    is_captain: isCaptain,
    missing: missingRequirements(standingOf(head, now)),
    registration_end: tournament.registrationEnd.toISOString(),
    check_in: window
      ? {
          opens_at: window.opensAt.toISOString(),
          closes_at: window.closesAt.toISOString(),
          checked_in_at: team.checkedInAt?.toISOString() ?? null,
        }
      : null,
    dropped_reason: team.droppedReason,
  }
}

/** The columns the create form sets as they are (the name is its own; the join password is hashed). */
export const columnsOfCreateForm = (form: TeamCreateForm) => ({
  captainDiscord: form.captain_discord,
  description: form.description,
})

/** The columns a change form sets: only the fields it carries (the join password is hashed apart). */
export const columnsOfUpdateForm = (form: TeamUpdateForm) => ({
  ...(form.captain_discord === undefined ? {} : { captainDiscord: form.captain_discord }),
  ...(form.description === undefined ? {} : { description: form.description }),
})
