/**
 * The rules of the profile form beyond its schema (spec §2, §5): a changed e-mail address or phone
 * number needs the current password (when the account has one), and a set address or number can be
 * changed but not removed (`contact-rules.ts`, shared with the server). Nothing else but the
 * nickname is required to save: what tournaments need is asked for when joining one
 * (`REQUIRED_FOR_TOURNAMENTS`). The form's values are kept as typed; `ProfileForm` decodes them.
 */
import { Schema } from 'effect'
import { type FieldErrors, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { CONTACTS, removesKeptContact } from './contact-rules.ts'
import { type Profile, ProfileForm } from './profile.schema.ts'
import type { DetailsField, DetailsValues } from './profile-view.ts'
import { needsCurrentPassword } from './profile-view.ts'

// What the page shows before the machine loads (the values of a saved profile, which contacts must
// stay, what needs the current password) lives in `profile-view.ts`, without effect.
export {
  type DetailsField,
  type DetailsValues,
  emailChanged,
  keptContacts,
  markedForTournaments,
  needsCurrentPassword,
  phoneChanged,
  valuesOf,
} from './profile-view.ts'

const formPart = (values: DetailsValues): Record<DetailsField, string> => {
  const { currentPassword: _, ...form } = values
  return form
}

/** Every message of the form per field: the schema's, and the rules above. */
export const detailsErrors = (profile: Profile, values: DetailsValues): FieldErrors => {
  const errors: Record<string, FieldErrors[string]> = { ...formErrors(ProfileForm, formPart(values)) }
  const required = [message('required')]
  for (const contact of CONTACTS)
    if (removesKeptContact(profile[contact], values[contact])) errors[contact] = required
  if (needsCurrentPassword(profile, values) && values.currentPassword === '')
    errors.currentPassword = required
  return errors
}

export const detailsValid = (profile: Profile, values: DetailsValues): boolean =>
  Object.keys(detailsErrors(profile, values)).length === 0

export interface DetailsUpdate {
  readonly form: ProfileForm
  /** Sent only when the change needs it. */
  readonly currentPassword: string | undefined
}

/** What the save sends: the decoded form (only called once `detailsValid` holds). */
export const detailsUpdate = (profile: Profile, values: DetailsValues): DetailsUpdate => ({
  form: Schema.decodeUnknownSync(ProfileForm)(formPart(values)),
  currentPassword: needsCurrentPassword(profile, values) ? values.currentPassword : undefined,
})
