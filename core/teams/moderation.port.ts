/**
 * The moderators' team desk as the console's page calls it in the browser (over REST API v1,
 * `moderation.api.ts`); refusals reject with the client's typed errors (`ApiError` with the body's
 * `code`: `wrong_state`, `no_free_slot`).
 */
import type { TeamState } from '#core/tournaments/results.schema.ts'
import type { BulkConfirmAnswer, ModeratedTeam, ModeratedTeamPage } from './moderation.api.ts'

/** The desk's read, in process for its page (the API route answers the same). */
export type TeamDeskReader = (
  tournamentId: string,
  query: {
    readonly state?: TeamState | undefined
    readonly search?: string | undefined
    readonly page?: number | undefined
    readonly pageSize?: number | undefined
  },
) => Promise<ModeratedTeamPage | undefined>

export interface TeamDeskApi {
  confirm(tournamentId: string, teamIds: ReadonlyArray<string>): Promise<BulkConfirmAnswer>
  reject(teamId: string, reason: string): Promise<ModeratedTeam>
  drop(teamId: string, reason: string | undefined): Promise<ModeratedTeam>
  promote(teamId: string): Promise<ModeratedTeam>
}
