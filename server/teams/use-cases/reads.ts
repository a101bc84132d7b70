/**
 * What the pages and the API read of teams: a tournament's teams, one team, the user's tournaments and
 * invitations, an invitation link's card. Lists are read in a fixed number of queries, whatever
 * their length.
 */
import { Schema } from 'effect'
import {
  type Invitation,
  InviteCode,
  type MyTournamentList,
  type Team,
  type TeamInvitationList,
  type TeamList,
  type TeamRemovalList,
} from '#core/teams/team.schema.ts'
import type { MyTournamentsFilter } from '#core/teams/teams.api.ts'
import { filterGroupAt } from '#core/tournaments/timeline.ts'
import { isTournamentKey } from '#core/tournaments/tournament.schema.ts'
import { sameSecret } from '#server/platform/crypto.ts'
import type { TournamentRow } from '#server/platform/db/schema.ts'
import { toTournamentSummary } from '#server/tournaments/index.ts'
import type { TeamHead } from '../repository.ts'
import { toTeam, toTeamSummary } from '../team.mapper.ts'
import type { TeamContext } from './context.ts'
import { joinBlockFor } from './join-rules.ts'
import { headById, teamView } from './views.ts'

const isInviteCode = Schema.is(InviteCode)

/** The tournament's card beside a team: its counts come with the team's head. */
const tournamentOf = (head: TeamHead) =>
  toTournamentSummary(head.tournament, { registered: head.registered, confirmed: head.confirmed })

/** Which of My tournaments' filters the tournament falls under at `at`. */
const filterGroupOf = (tournament: TournamentRow, at: Date): MyTournamentsFilter =>
  tournament.status === 'cancelled'
    ? 'finished'
    : filterGroupAt(
        {
          registrationStart: tournament.registrationStart,
          registrationEnd: tournament.registrationEnd,
          gamesStart: tournament.gamesStart,
          gamesEnd: tournament.gamesEnd,
        },
        at,
      )

export const createTeamReads = ({ repository, now }: TeamContext) => {
  const findPublicTournament = async (key: string): Promise<TournamentRow | undefined> =>
    isTournamentKey(key) ? repository.publicTournament(key) : undefined

  return {
    findPublicTournament,

    list: async (tournamentKey: string, search: string): Promise<TeamList | undefined> => {
      const tournament = await findPublicTournament(tournamentKey)
      if (!tournament) return undefined
      const heads = await repository.tournamentHeads(tournament.id, search.trim())
      return { count: heads.length, results: heads.map(toTeamSummary) }
    },

    get: (teamId: string, readerId: string): Promise<Team | undefined> =>
      teamView(repository, teamId, readerId, now()),

    /** The user's team in the tournament (UUID or slug), or undefined. */
    teamIn: async (userId: string, tournamentKey: string): Promise<Team | undefined> => {
      const tournament = await findPublicTournament(tournamentKey)
      if (!tournament) return undefined
      const teamId = await repository.teamOf(tournament.id, userId)
      return teamId ? teamView(repository, teamId, userId, now()) : undefined
    },

    /** The user's teams with their tournaments: the teams, their players, the captain's invitees. */
    myTournaments: async (userId: string, filter?: MyTournamentsFilter): Promise<MyTournamentList> => {
      const at = now()
      const heads = (await repository.memberHeads(userId)).filter(
        (head) => filter === undefined || filterGroupOf(head.tournament, at) === filter,
      )
      const teamIds = heads.map((head) => head.team.id)
      const [members, invitees, nextMatches] = await Promise.all([
        repository.members(teamIds),
        repository.invitees(
          heads.filter((head) => head.team.captainId === userId).map((head) => head.team.id),
        ),
        repository.nextMatches(teamIds),
      ])
      const results = heads.map((head) => {
        const next = nextMatches.get(head.team.id)
        return {
          tournament: tournamentOf(head),
          team: toTeam(head, members.get(head.team.id) ?? [], invitees.get(head.team.id) ?? [], userId, at),
          next_match: next
            ? {
                id: next.matchId,
                opponent: next.opponent,
                scheduled_at: next.scheduledAt?.toISOString() ?? null,
              }
            : null,
        }
      })
      return { count: results.length, results }
    },

    /**
     * The captains' invitations the user has not answered, oldest first, in tournaments whose
     * registration has not closed (an older one can never be accepted), each with why accepting would
     * not work now.
     */
    myInvitations: async (userId: string): Promise<TeamInvitationList> => {
      const at = now()
      const invited = await repository.invitationsOf(userId)
      const heads = await repository.openHeads(
        invited.map((invitation) => invitation.teamId),
        at,
      )
      const byTeam = new Map(heads.map((head) => [head.team.id, head]))
      const results = []
      for (const invitation of invited) {
        const head = byTeam.get(invitation.teamId)
        if (!head) continue
        results.push({
          team: toTeamSummary(head),
          tournament: tournamentOf(head),
          invited_at: invitation.invitedAt.toISOString(),
          blocked: await joinBlockFor(repository, userId, head, at),
        })
      }
      return { count: results.length, results }
    },

    /** The teams a captain removed the user from, newest first, until each is dismissed. */
    myRemovals: async (userId: string): Promise<TeamRemovalList> => {
      const rows = await repository.removalsOf(userId)
      const results = rows.map((row) => ({
        id: row.id,
        team_name: row.teamName,
        captain: row.captainNickname,
        removed_at: row.removedAt.toISOString(),
        tournament: { slug: row.tournament.slug, name: row.tournament.name },
      }))
      return { count: results.length, results }
    },

    /**
     * The invitation link's card: the team, its tournament, and why joining would not work now; for a
     * guest (`userId` null), whom the link sent to sign in or sign up, what the team and tournament allow.
     */
    invitation: async (
      userId: string | null,
      teamId: string,
      code: string,
    ): Promise<Invitation | undefined> => {
      if (!isInviteCode(code)) return undefined
      const head = await headById(repository, teamId)
      if (!head || !sameSecret(head.team.inviteCode, code)) return undefined
      return {
        team: toTeamSummary(head),
        tournament: tournamentOf(head),
        blocked: await joinBlockFor(repository, userId, head, now()),
      }
    },
  }
}
