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
import { OptionalOblast } from '#core/alerts/alerts.schema.ts'
import {
  fieldsMatch,
  Nickname,
  OneOf,
  OptionalEmail,
  OptionalText,
  PASSWORD_MAX,
  Password,
  PROFILE_TEXT_MAX,
  RequiredSecret,
  SOCIAL_HANDLE_MAX,
} from '#core/shared/validation/rules.ts'
import { INPUT_DEVICES } from './profile.ts'

// The profile itself and what tournaments need of it live in `profile.ts`, without effect: the
// profile page shows them before its machine and schemas load.
export * from './profile.ts'

export const ProfileForm = Schema.Struct({
  username: Nickname,
  email: OptionalEmail,
  firstName: OptionalText(PROFILE_TEXT_MAX),
  lastName: OptionalText(PROFILE_TEXT_MAX),
  phone: OptionalPhoneNumber,
  playingDevice: OptionalText(PROFILE_TEXT_MAX),
  /** '' while none is chosen. */
  inputDevice: OneOf(['', ...INPUT_DEVICES]),
  discord: OptionalText(SOCIAL_HANDLE_MAX),
  telegram: OptionalText(SOCIAL_HANDLE_MAX),
  instagram: OptionalText(SOCIAL_HANDLE_MAX),
  /** '' while none is chosen: the region is opt-in (docs/alerts.md). */
  oblast: OptionalOblast,
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
