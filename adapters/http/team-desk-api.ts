/** core's TeamDeskApi over REST API v1 (`core/teams/moderation.api.ts`), with the Bearer token. */
import { Schema } from 'effect'
import {
  BulkConfirmAnswer,
  bulkConfirmPath,
  dropTeamPath,
  ModeratedTeam,
  promoteTeamPath,
  rejectTeamPath,
} from '#core/teams/moderation.api.ts'
import type { TeamDeskApi } from '#core/teams/moderation.port.ts'
import type { ApiClient } from './api-client.ts'

const decodeTeam = Schema.decodeUnknownPromise(ModeratedTeam)
const decodeConfirmed = Schema.decodeUnknownPromise(BulkConfirmAnswer)

export const createTeamDeskApi = (client: ApiClient): TeamDeskApi => ({
  confirm: async (tournamentId, teamIds) =>
    decodeConfirmed(
      await client.request('POST', bulkConfirmPath(tournamentId), { body: { team_ids: teamIds } }),
    ),
  reject: async (teamId, reason) =>
    decodeTeam(await client.request('POST', rejectTeamPath(teamId), { body: { reason } })),
  // The body is an object even without a reason: the endpoint decodes `{}`.
  drop: async (teamId, reason) =>
    decodeTeam(
      await client.request('POST', dropTeamPath(teamId), { body: reason === undefined ? {} : { reason } }),
    ),
  promote: async (teamId) => decodeTeam(await client.request('POST', promoteTeamPath(teamId))),
})
