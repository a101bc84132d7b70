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
import { parseUaPhone } from '#core/shared/validation/phone.ts'
import { CONTACTS, mustKeepContact, removesKeptContact } from './contact-rules.ts'
import { isNeededForTournaments, type Profile, ProfileForm } from './profile.schema.ts'

/** A field of the profile form. */
export type DetailsField = keyof ProfileForm

/** Every value as typed, and the current password asked for when the e-mail or phone changes. */
export type DetailsValues = Readonly<Record<DetailsField | 'currentPassword', string>>

/** The form filled with a saved profile. */
export const valuesOf = (profile: Profile): DetailsValues => ({
  username: profile.username,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone,
  playingDevice: profile.playingDevice,
  inputDevice: profile.inputDevice,
  discord: profile.discord,
  telegram: profile.telegram,
  instagram: profile.instagram,
  currentPassword: '',
})

const formPart = (values: DetailsValues): Record<DetailsField, string> => {
  const { currentPassword: _, ...form } = values
  return form
}

/** The address typed differs from the one in use. */
export const emailChanged = (profile: Profile, values: DetailsValues): boolean =>
  values.email.trim() !== profile.email

/** The number typed (in any way people type it) differs from the one in use. */
export const phoneChanged = (profile: Profile, values: DetailsValues): boolean => {
  if (values.phone.trim() === '') return profile.phone !== ''
  const parsed = parseUaPhone(values.phone)
  return parsed.kind !== 'ok' || parsed.e164 !== profile.phone
}

/** Spec §2: changing the e-mail or the phone needs the current password, if the account has one. */
export const needsCurrentPassword = (profile: Profile, values: DetailsValues): boolean =>
  profile.hasPassword && (emailChanged(profile, values) || phoneChanged(profile, values))

/** The contacts the form must keep filled (`mustKeepContact`); the page marks these fields required. */
export const keptContacts = (profile: Profile): { readonly email: boolean; readonly phone: boolean } => ({
  email: mustKeepContact(profile.email),
  phone: mustKeepContact(profile.phone),
})

/**
 * The fields the page marks "needed for tournaments": a tournament needs them, a save does not (the
 * nickname, needed by both, is simply required).
 */
export const markedForTournaments = (field: DetailsField): boolean =>
  field !== 'username' && isNeededForTournaments(field)

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
