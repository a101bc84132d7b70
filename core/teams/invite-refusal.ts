/**
 * Why the captain's invitation by nickname was refused, as the message under the nickname field: the
 * server's field error (nobody has the nickname), or its refusal code (`TEAM_ERROR_CODES`) mapped
 * here, once. A player in another team, or with an incomplete profile, is invited like any other: the
 * captain is told nothing of a stranger (the player learns it when accepting).
 */
import { isFieldsRefused, type ServerFieldErrors } from '#core/shared/forms/form.machine.ts'
import { apiErrorCodeOf } from '#core/shared/http/api-error.ts'
import type { FlowMessageKey } from '#core/shared/messages.ts'
import { message } from '#core/shared/validation/message.ts'
import { TEAM_ERROR_CODES } from './teams.api.ts'

const INVITE_REFUSALS: Readonly<Record<string, FlowMessageKey>> = {
  [TEAM_ERROR_CODES.alreadyMember]: 'inviteeAlreadyMember',
  [TEAM_ERROR_CODES.teamFull]: 'inviteTeamFull',
  [TEAM_ERROR_CODES.wrongState]: 'inviteTeamDropped',
  [TEAM_ERROR_CODES.registrationClosed]: 'registrationClosed',
  [TEAM_ERROR_CODES.throttled]: 'pleaseWait',
}

/** The nickname field's errors for a refused invitation; none when the failure names no reason. */
export const inviteRefusalErrors = (error: unknown): ServerFieldErrors => {
  if (isFieldsRefused(error)) return error.fields
  const code = apiErrorCodeOf(error)
  const key = code === undefined ? undefined : INVITE_REFUSALS[code]
  return key === undefined ? {} : { nickname: [message(key)] }
}
