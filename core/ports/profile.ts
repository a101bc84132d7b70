/** The signed-in user's profile and password. */
import type { PasswordChangeForm, Profile, ProfileForm } from '#core/profile/profile.schema.ts'

export interface ProfileApi {
  /** Rejects with Unauthorized without a session. */
  get(): Promise<Profile>
  update(form: ProfileForm): Promise<Profile>
  /** Rejects with ApiError when the old password is wrong. */
  changePassword(form: PasswordChangeForm): Promise<void>
}
