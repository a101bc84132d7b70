/**
 * The profile form and the password change (spec §2, §3).
 *
 * Limits: username (nickname) 3-24 characters without spaces, the only field a save needs; first
 * and last names and playing device up to 50; social handles up to 64; passwords 8-128. E-mail and
 * phone may stay empty (an account made with the other one), but a set one can only be changed, not
 * removed, and a change takes effect once the new address or number is verified. What a tournament
 * needs besides (`REQUIRED_FOR_TOURNAMENTS`) is asked for when joining one, not when saving.
 */
import { Schema } from 'effect'
import { OptionalPhoneNumber } from '#core/accounts/phone-code.schema.ts'
import type { StoredImage } from '#core/shared/uploads/image.ts'
import {
  fieldsMatch,
  Nickname,
  OneOf,
  OptionalEmail,
  OptionalText,
  PASSWORD_MAX,
  Password,
  RequiredSecret,
} from '#core/shared/validation/rules.ts'

export const INPUT_DEVICES = ['keyboard', 'gamepad'] as const
export type InputDevice = (typeof INPUT_DEVICES)[number]

export const ProfileForm = Schema.Struct({
  username: Nickname,
  email: OptionalEmail,
  firstName: OptionalText(50),
  lastName: OptionalText(50),
  phone: OptionalPhoneNumber,
  playingDevice: OptionalText(50),
  /** '' while none is chosen. */
  inputDevice: OneOf(['', ...INPUT_DEVICES]),
  discord: OptionalText(64),
  telegram: OptionalText(64),
  instagram: OptionalText(64),
})
export type ProfileForm = typeof ProfileForm.Type

export const PasswordChangeForm = Schema.Struct({
  oldPassword: RequiredSecret(PASSWORD_MAX),
  newPassword: Password,
  repeatPassword: Schema.String,
}).check(fieldsMatch('repeatPassword', 'newPassword'))
export type PasswordChangeForm = typeof PasswordChangeForm.Type

/** A first password for an account made with a provider (`hasPassword` false): no old one to give. */
export const PasswordSetForm = Schema.Struct({
  newPassword: Password,
  repeatPassword: Schema.String,
}).check(fieldsMatch('repeatPassword', 'newPassword'))
export type PasswordSetForm = typeof PasswordSetForm.Type

/** A profile as the API returns it; every field may still be empty for a new account. */
export interface Profile {
  readonly id: string
  readonly username: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly playingDevice: string
  readonly inputDevice: InputDevice | ''
  readonly discord: string
  readonly telegram: string
  readonly instagram: string
  readonly avatar: StoredImage | null
  /** A new e-mail address waiting for its link to be opened; `email` is still the old one. */
  readonly pendingEmail: string | null
  /** A new number waiting for its SMS code; `phone` is still the old one. */
  readonly pendingPhone: string | null
  /** False for an account made with a provider that has never set a password. */
  readonly hasPassword: boolean
}

/**
 * The fields a player must fill before joining a tournament (spec §5 "a filled profile"): who
 * they are, how to reach them (moderators confirm teams via Discord) and what they play on. Saving
 * the profile needs none of them but the nickname; the join flow asks for the rest, and the profile
 * page marks them as needed for tournaments.
 */
export const REQUIRED_FOR_TOURNAMENTS = [
  'username',
  'firstName',
  'lastName',
  'phone',
  'playingDevice',
  'inputDevice',
  'discord',
] as const satisfies ReadonlyArray<keyof Profile>
export type TournamentField = (typeof REQUIRED_FOR_TOURNAMENTS)[number]

/** Whether a tournament needs the field filled. */
export const isNeededForTournaments = (field: string): field is TournamentField =>
  (REQUIRED_FOR_TOURNAMENTS as ReadonlyArray<string>).includes(field)

/** The fields a tournament needs that the profile leaves empty, in the form's order. */
export const missingForTournaments = (
  profile: Pick<Profile, TournamentField>,
): ReadonlyArray<TournamentField> => REQUIRED_FOR_TOURNAMENTS.filter((field) => profile[field].trim() === '')

export const isProfileComplete = (profile: Pick<Profile, TournamentField>): boolean =>
  missingForTournaments(profile).length === 0
