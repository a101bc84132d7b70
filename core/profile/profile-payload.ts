/**
 * The wire payload of `GET /profile` as core's Profile (absent values are empty strings there): the
 * browser's adapter maps the API's answer with it, the server the profile it reads for the page.
 */
import type { ProfilePayload } from './profile.api.ts'
import type { Profile } from './profile.schema.ts'

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
  oblast: payload.oblast ?? '',
  avatar: payload.avatar,
  pendingEmail: payload.pending_email,
  pendingPhone: payload.pending_phone,
  hasPassword: payload.has_password,
})
