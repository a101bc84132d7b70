/**
 * What a refused way into a team tells the player (the join password, an invitation link, a captain's
 * invitation accepted): the reason the server gave, where the player can act on it, else the failure.
 */
import { apiErrorCodeOf } from '#core/shared/http/api-error.ts'
import type { FlowMessage, FlowMessageKey } from '#core/shared/messages.ts'
import { message } from '#core/shared/validation/message.ts'
import { TEAM_ERROR_CODES } from './teams.api.ts'

const REASONS: Readonly<Record<string, FlowMessageKey>> = {
  [TEAM_ERROR_CODES.profileIncomplete]: 'profileIncomplete',
  [TEAM_ERROR_CODES.registrationClosed]: 'registrationClosed',
  [TEAM_ERROR_CODES.teamFull]: 'teamFull',
  [TEAM_ERROR_CODES.alreadyInTeam]: 'alreadyInTeam',
}

export const joinFailure = (error: unknown, fallback: FlowMessageKey = 'joinTeamFailed'): FlowMessage => {
  const code = apiErrorCodeOf(error)
  return message((code !== undefined && Object.hasOwn(REASONS, code) ? REASONS[code] : undefined) ?? fallback)
}
