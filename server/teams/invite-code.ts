/**
 * The only source of invitation codes: a team's first (`teams.invite_code` on insert) and the one a
 * captain's replacement makes. Core's `InviteCode` accepts exactly this shape.
 */
import { randomBytes } from 'node:crypto'
import { INVITE_CODE_BYTES } from '#core/teams/team.schema.ts'

export const newInviteCode = (): string => randomBytes(INVITE_CODE_BYTES).toString('base64url')
