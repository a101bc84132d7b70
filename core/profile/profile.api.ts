/**
 * The signed-in user's own endpoints of REST API v1 (issue 5): the profile, its avatar, the password,
 * and the verification of a changed e-mail address or phone number. Paths are relative to `/api/v1`
 * (Ukrainian messages) or `/en/api/v1` (English); every one but `emailConfirm` needs the Bearer
 * access token (401 without it).
 *
 * Bodies are decoded with these schemas after `fromWire` (snake_case → camelCase keys). Errors:
 * - 400 `{field: [{code, params, message}, ...]}` (wire field names, `FieldErrorsBody`) for a body
 *   that does not decode or a rule the server checks (nickname taken, wrong current password, an
 *   image that is not SVG/PNG/JPG);
 * - 413 `{file: [{code: 'imageTooLarge', ...}]}` for an upload over 10 MB, refused while it streams in;
 * - 400 `{detail, code: "invalid_token"}` for an unknown, used or expired e-mail-change link;
 * - 400 `{detail, code: "incorrect_code"}` for a wrong or dead SMS code;
 * - 429 `{detail, code: "throttled"}` with `Retry-After` ('Please wait a few minutes').
 */
import { Schema } from 'effect'
import { OtpCode } from '#core/accounts/phone-code.schema.ts'
import { OBLAST_IDS } from '#core/alerts/index.ts'
import {
  INPUT_DEVICES,
  PasswordChangeForm,
  PasswordSetForm,
  ProfileForm,
  USER_ROLES,
} from '#core/profile/profile.schema.ts'
import { StoredImage } from '#core/shared/uploads/image.ts'
import { PASSWORD_MAX } from '#core/shared/validation/rules.ts'

export const PROFILE_PATHS = {
  /** GET → `ProfilePayload`; PATCH `ProfileUpdateRequest` → `ProfilePayload`. */
  profile: '/profile',
  /** POST multipart/form-data with one part `file` → `StoredImage`; DELETE → 204 (no avatar). */
  avatar: '/profile/avatar',
  /** POST `PasswordChangeRequest` → `{access, refresh}`: this session's new pair; every other dies. */
  password: '/profile/password',
  /** POST `{token}` (no Bearer: the mailed link is the proof) → `{email}`: the new address is in use. */
  emailConfirm: '/profile/email/confirm',
  /** POST `{code}` → `ProfilePayload`: the pending number becomes the account's. */
  phoneConfirm: '/profile/phone/confirm',
  /** POST `{}` → `{resend_after_seconds}`: a new code to the pending number. */
  phoneResend: '/profile/phone/send-code',
} as const

/** The multipart part that carries the image. */
export const UPLOAD_FIELD = 'file'

/** The signed-in user as the API shows them (wire shape). */
export const ProfilePayload = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  first_name: Schema.String,
  last_name: Schema.String,
  playing_device: Schema.String,
  input_device: Schema.NullOr(Schema.Literals(INPUT_DEVICES)),
  discord: Schema.String,
  telegram: Schema.String,
  instagram: Schema.String,
  /** The player's region for the air-raid pause; private: in this, their own profile, only. */
  oblast: Schema.NullOr(Schema.Literals(OBLAST_IDS)),
  /** `avatar.url`, kept flat for clients that only want one picture. */
  avatar_url: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(StoredImage),
  /** A changed address or number that waits for its verification; the old one stays in use. */
  pending_email: Schema.NullOr(Schema.String),
  pending_phone: Schema.NullOr(Schema.String),
  has_password: Schema.Boolean,
  role: Schema.Literals(USER_ROLES),
})
export type ProfilePayload = typeof ProfilePayload.Type

/**
 * PATCH: any subset of the form's fields (the page sends them all). A different e-mail or phone
 * needs `currentPassword` when the account has a password; it is saved as pending and verified
 * (a link to the new address, an SMS code to the new number) before it replaces the old one.
 */
const form = ProfileForm.fields
export const ProfileUpdateRequest = Schema.Struct({
  username: Schema.optionalKey(form.username),
  email: Schema.optionalKey(form.email),
  firstName: Schema.optionalKey(form.firstName),
  lastName: Schema.optionalKey(form.lastName),
  phone: Schema.optionalKey(form.phone),
  playingDevice: Schema.optionalKey(form.playingDevice),
  inputDevice: Schema.optionalKey(form.inputDevice),
  discord: Schema.optionalKey(form.discord),
  telegram: Schema.optionalKey(form.telegram),
  instagram: Schema.optionalKey(form.instagram),
  /** '' clears it. */
  oblast: Schema.optionalKey(form.oblast),
  currentPassword: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(PASSWORD_MAX))),
})
export type ProfileUpdateRequest = typeof ProfileUpdateRequest.Type

/** Wire `{old_password, new_password, repeat_password}`; `old_password` absent only without a password. */
export const PasswordChangeRequest = Schema.Union([PasswordChangeForm, PasswordSetForm])
export type PasswordChangeRequest = typeof PasswordChangeRequest.Type

export const PasswordChangeResponse = Schema.Struct({ access: Schema.String, refresh: Schema.String })

export const EmailConfirmRequest = Schema.Struct({ token: Schema.String })
export const EmailConfirmResponse = Schema.Struct({ email: Schema.String })

export const PhoneConfirmRequest = Schema.Struct({ code: OtpCode })
