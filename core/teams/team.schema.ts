/**
 * Team forms (spec §2): create a team, the join password of an existing team, add a player.
 *
 * Limits: team name 2-32 characters; captain's Discord 2-64; description up to 500, optional;
 * join password 4-64 characters without spaces (shared by voice, so short is fine); a player is
 * added by nickname (3-24, no spaces).
 */
import { Schema } from 'effect'
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

export const TEAM_NAME_MIN = 2
export const TEAM_NAME_MAX = 32

export const JoinPassword = Schema.String.check(
  hasNoControlCharacters(),
  isFilled(),
  hasNoSpaces(),
  hasMinLength(4),
  hasMaxLength(64),
)

export const TeamCreateForm = Schema.Struct({
  name: RequiredText(TEAM_NAME_MAX, TEAM_NAME_MIN),
  captainDiscord: RequiredText(64, 2),
  description: OptionalMultiLineText(500),
  joinPassword: JoinPassword,
})
export type TeamCreateForm = typeof TeamCreateForm.Type
export type TeamCreateInput = typeof TeamCreateForm.Encoded

export const JoinPasswordForm = Schema.Struct({ password: JoinPassword })
export type JoinPasswordForm = typeof JoinPasswordForm.Type

export const AddPlayerForm = Schema.Struct({ nickname: Nickname })
export type AddPlayerForm = typeof AddPlayerForm.Type

export interface Player {
  readonly id: string
  readonly nickname: string
  readonly isCaptain: boolean
}

/** A team as the API returns it. */
export interface Team {
  readonly id: string
  readonly tournamentId: string
  readonly name: string
  readonly logoUrl: string | null
  readonly captain: { readonly nickname: string; readonly discord: string }
  readonly description: string
  readonly size: number
  readonly players: ReadonlyArray<Player>
  readonly confirmed: boolean
  /** The invitation link `/join/{teamId}/{id}` a captain copies. */
  readonly inviteUrl: string
}

/** Spec §5: a team takes part only with an uploaded logo. */
export const hasLogo = (team: Pick<Team, 'logoUrl'>): boolean => team.logoUrl !== null && team.logoUrl !== ''
