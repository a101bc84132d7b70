/** The signed-in user's profile, password and the verification of a changed e-mail or phone. */
import type { SendCodeResult } from '#core/accounts/phone-code.port.ts'
import type { ProfileCompletion } from '#core/profile/completion.schema.ts'
import type {
  PasswordChangeForm,
  PasswordSetForm,
  Profile,
  ProfileForm,
} from '#core/profile/profile.schema.ts'

export interface ProfileApi {
  /** Rejects with Unauthorized without a session. */
  get(): Promise<Profile>
  /**
   * Saves the form. A different e-mail or phone is not applied but comes back as `pendingEmail` /
   * `pendingPhone` until it is verified, and needs `currentPassword` when the account has one.
   * Rejects with ApiError (400, `{field: [{code, params, message}]}`) for a field the server refuses.
   */
  update(form: ProfileForm, currentPassword?: string): Promise<Profile>
  /**
   * Saves only the given fields (what a tournament still needs, filled in by the join flow); the
   * others stay as they are. Rejects with ApiError (400, `{field: [...]}`) for a field refused.
   */
  complete(fields: ProfileCompletion): Promise<Profile>
  /**
   * Rejects with ApiError (400 on `old_password`) when the old password is wrong. The session goes
   * on with new tokens; every other session of the user is signed out, and a pending e-mail or
   * phone change is dropped.
   */
  changePassword(form: PasswordChangeForm | PasswordSetForm): Promise<void>
  /** Opens the link mailed to a new address (no session needed); answers the address now in use. */
  confirmEmail(token: string): Promise<{ readonly email: string }>
  /** The SMS code sent to the pending number; rejects with ApiError `incorrect_code`. */
  confirmPhone(code: string): Promise<Profile>
  resendPhoneCode(): Promise<SendCodeResult>
  removeAvatar(): Promise<void>
}
