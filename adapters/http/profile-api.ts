/**
 * The signed-in user's profile over REST API v1 (`PROFILE_PATHS`, Bearer): reading and saving it,
 * the password, the verification of a changed e-mail or phone, and removing the avatar.
 */
import { Schema } from 'effect'
import { SendCodeResponse } from '#core/accounts/accounts.api.ts'
import {
  EmailConfirmResponse,
  PasswordChangeResponse,
  PROFILE_PATHS,
  ProfilePayload as ProfilePayloadSchema,
} from '#core/profile/profile.api.ts'
import type { ProfileApi } from '#core/profile/profile.port.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { profileFromPayload } from '#core/profile/profile-payload.ts'
import type { ApiClient } from './api-client.ts'

const decodeProfile = Schema.decodeUnknownPromise(ProfilePayloadSchema)
const decodePasswordChange = Schema.decodeUnknownPromise(PasswordChangeResponse)
const decodeEmailConfirm = Schema.decodeUnknownPromise(EmailConfirmResponse)
const decodeResend = Schema.decodeUnknownPromise(SendCodeResponse)

const profileOf = async (answer: unknown): Promise<Profile> => profileFromPayload(await decodeProfile(answer))

export const createProfileApi = (client: ApiClient): ProfileApi => ({
  async get() {
    return profileOf(await client.request('GET', PROFILE_PATHS.profile))
  },
  async update(form, currentPassword) {
    const body = currentPassword === undefined ? form : { ...form, currentPassword }
    return profileOf(await client.request('PATCH', PROFILE_PATHS.profile, { body }))
  },
  async complete(fields) {
    return profileOf(await client.request('PATCH', PROFILE_PATHS.profile, { body: fields }))
  },
  async changePassword(form) {
    const pair = await decodePasswordChange(
      await client.request('POST', PROFILE_PATHS.password, { body: form }),
    )
    // Every other token of the user died with the change; this session goes on with the new pair.
    await client.adoptTokens(pair)
  },
  async confirmEmail(token) {
    // The link is the proof: it may be opened signed out, or in another browser.
    return decodeEmailConfirm(
      await client.request('POST', PROFILE_PATHS.emailConfirm, { body: { token }, auth: false }),
    )
  },
  async confirmPhone(code) {
    return profileOf(await client.request('POST', PROFILE_PATHS.phoneConfirm, { body: { code } }))
  },
  async resendPhoneCode() {
    const answer = await decodeResend(await client.request('POST', PROFILE_PATHS.phoneResend, { body: {} }))
    return { resendAfterSeconds: answer.resend_after_seconds }
  },
  async removeAvatar() {
    await client.request('DELETE', PROFILE_PATHS.avatar)
  },
})
