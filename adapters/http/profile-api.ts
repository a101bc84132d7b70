/**
 * The signed-in user's profile over REST API v1 (`GET /profile`, Bearer). Only reading lands with
 * issue 4; editing the profile and the password is the profile issue's.
 */
import { Schema } from 'effect'
import type { ProfileApi } from '#core/ports/profile.ts'
import {
  PROFILE_PATHS,
  type ProfilePayload,
  ProfilePayload as ProfilePayloadSchema,
} from '#core/profile/profile.api.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import type { ApiClient } from './api-client.ts'

const decodeProfile = Schema.decodeUnknownPromise(ProfilePayloadSchema)

/** The wire payload as core's Profile (absent values are empty strings there). */
export const profileFromPayload = (payload: ProfilePayload): Profile => ({
  id: payload.id,
  username: payload.username,
  email: payload.email ?? '',
  firstName: payload.first_name,
  lastName: payload.last_name,
  phone: payload.phone ?? '',
  playingDevice: payload.playing_device,
  inputDevice: payload.input_device ?? '',
  discord: payload.discord,
  telegram: payload.telegram,
  instagram: payload.instagram,
  avatar: payload.avatar,
  pendingEmail: payload.pending_email,
  pendingPhone: payload.pending_phone,
  hasPassword: payload.has_password,
})

export type ProfileReader = Pick<ProfileApi, 'get'>

export const createProfileApi = (client: ApiClient): ProfileReader => ({
  async get() {
    return profileFromPayload(await decodeProfile(await client.request('GET', PROFILE_PATHS.profile)))
  },
})
