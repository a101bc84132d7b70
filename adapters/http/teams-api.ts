/**
 * core's TeamsApi over REST API v1 (`core/teams/teams.api.ts`): Find a Team without a session,
 * everything else with the Bearer token. Answers are decoded with core's schemas, the same types the
 * server's in-process adapter gives the pages; refusals reject with the client's typed errors
 * (ApiError carrying the body's `code` or field errors).
 */
import { Schema } from 'effect'
import { NotFound } from '#core/shared/errors.ts'
import {
  Invitation,
  MyTournamentList,
  Team,
  TeamInvitationList,
  TeamList,
  TeamRemovalList,
} from '#core/teams/team.schema.ts'
import {
  acceptInvitationPath,
  checkInPath,
  invitationPath,
  inviteePath,
  inviteLinkPath,
  memberPath,
  membersPath,
  myInvitationPath,
  myRemovalPath,
  TEAM_PATHS,
  teamPath,
  tournamentTeamsPath,
} from '#core/teams/teams.api.ts'
import type { TeamsApi } from '#core/teams/teams.port.ts'
import type { ApiClient } from './api-client.ts'

const decodeTeam = Schema.decodeUnknownPromise(Team)
const decodeTeamList = Schema.decodeUnknownPromise(TeamList)
const decodeInvitation = Schema.decodeUnknownPromise(Invitation)
const decodeMyTournaments = Schema.decodeUnknownPromise(MyTournamentList)
const decodeInvitations = Schema.decodeUnknownPromise(TeamInvitationList)
const decodeRemovals = Schema.decodeUnknownPromise(TeamRemovalList)

const isUuid = Schema.is(Schema.String.check(Schema.isUUID()))
/** An id that cannot name a team is not sent (nor is it a path segment of another route). */
const teamId = (id: string): string => {
  if (!isUuid(id)) throw new NotFound()
  return id
}

export const createTeamsApi = (client: ApiClient): TeamsApi => ({
  list: async (tournamentId, options = {}) => {
    const search = options.search?.trim()
    const query = search ? `?${new URLSearchParams({ search }).toString()}` : ''
    return decodeTeamList(
      await client.request('GET', `${tournamentTeamsPath(tournamentId)}${query}`, { auth: false }),
    )
  },
  get: async (id) => decodeTeam(await client.request('GET', teamPath(teamId(id)))),
  join: async ({ teamId: id, password }) =>
    decodeTeam(await client.request('POST', membersPath(teamId(id)), { body: { password } })),
  create: async ({ tournamentId, form }) =>
    decodeTeam(await client.request('POST', tournamentTeamsPath(tournamentId), { body: form })),
  invitation: async ({ teamId: id, inviteId }) =>
    decodeInvitation(await client.request('GET', invitationPath(teamId(id), inviteId))),
  acceptInvitation: async ({ teamId: id, inviteId }) =>
    decodeTeam(await client.request('POST', membersPath(teamId(id)), { body: { invite: inviteId } })),
  invitePlayer: async ({ teamId: id, nickname }) =>
    decodeTeam(await client.request('POST', membersPath(teamId(id)), { body: { nickname } })),
  withdrawInvitation: async ({ teamId: id, userId }) =>
    decodeTeam(await client.request('DELETE', inviteePath(teamId(id), userId))),
  myInvitations: async () => decodeInvitations(await client.request('GET', TEAM_PATHS.myInvitations)),
  acceptTeamInvitation: async (id) =>
    decodeTeam(await client.request('POST', acceptInvitationPath(teamId(id)))),
  declineTeamInvitation: async (id) => {
    await client.request('DELETE', myInvitationPath(teamId(id)))
  },
  myRemovals: async () => decodeRemovals(await client.request('GET', TEAM_PATHS.myRemovals)),
  dismissRemoval: async (id) => {
    await client.request('DELETE', myRemovalPath(teamId(id)))
  },
  removePlayer: async ({ teamId: id, playerId }) =>
    decodeTeam(await client.request('DELETE', memberPath(teamId(id), playerId))),
  leave: async ({ teamId: id, userId }) => {
    await client.request('DELETE', memberPath(teamId(id), userId))
  },
  update: async ({ teamId: id, form }) =>
    decodeTeam(await client.request('PATCH', teamPath(teamId(id)), { body: form })),
  checkIn: async (id) => decodeTeam(await client.request('POST', checkInPath(teamId(id)))),
  replaceInviteLink: async (id) => decodeTeam(await client.request('POST', inviteLinkPath(teamId(id)))),
  myTournaments: async (filter) =>
    decodeMyTournaments(
      await client.request(
        'GET',
        filter ? `${TEAM_PATHS.myTournaments}?filter=${filter}` : TEAM_PATHS.myTournaments,
      ),
    ),
})
