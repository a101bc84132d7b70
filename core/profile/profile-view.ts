/**
 * What the profile page shows before its machine runs (ADR 0027): the form's values of a saved
 * profile, the contacts it must keep, the fields marked for tournaments, whether a change needs the
 * current password, and the machine's start (its context and state for the profile the server read).
 * Without effect and XState: the page renders from these and loads the machine on first use.
 * `tests/model/profile.model.test.ts` checks the start against the machine's own.
 */

import { DEFAULT_RESEND_COOLDOWN_SECONDS } from '#core/accounts/phone-code.port.ts'
import type { FormMessage, ServerFieldErrors } from '#core/shared/forms/form.machine.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import { type MachineView, type StateValue, startView } from '#core/shared/state-value.ts'
import type { FieldErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { parseUaPhone } from '#core/shared/validation/phone.ts'
import { mustKeepContact } from './contact-rules.ts'
import type { ProfileForm } from './profile.schema.ts'
import { isNeededForTournaments, type Profile } from './profile.ts'

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
  oblast: profile.oblast,
  currentPassword: '',
})

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

export interface ProfileInput {
  /** The profile as the server read it for the page; without it the machine reads it first. */
  readonly profile?: Profile | null
  /** Seconds before a new SMS code may be asked for after one was sent (default 60). */
  readonly resendCooldownSeconds?: number
  /**
   * What the person had typed when a save found the session ended (never the current password):
   * filled in over the saved profile and saved as soon as the page opens signed in again.
   */
  readonly unsaved?: Readonly<Record<string, string>> | null
}

export interface ProfileContext {
  /** The saved profile; null until it is read. */
  readonly profile: Profile | null
  readonly loadError: unknown
  readonly values: DetailsValues
  /** The input's `unsaved`, until the save it is for has been sent. */
  readonly unsaved: Partial<DetailsValues> | null
  /** Core's messages per field of the form (keys: they follow the page's language). */
  readonly fieldErrors: FieldErrors
  /** What only the server could tell, per field (a taken nickname, a wrong current password). */
  readonly serverErrors: ServerFieldErrors
  /** A message about the whole form ('Please wait a few minutes'). */
  readonly error: FormMessage | null
  /** The SMS code as typed, its field errors, and a message about it ('Incorrect code'). */
  readonly code: string
  readonly codeErrors: FieldErrors
  readonly codeError: FlowMessage | null
  /** Seconds before `code.resend` is allowed. */
  readonly resendIn: number
  readonly cooldown: number
  /** A failure of removing the avatar. */
  readonly avatarError: FlowMessage | null
  /** The password form's messages, like the details form's. */
  readonly passwordErrors: FieldErrors
  readonly passwordServerErrors: ServerFieldErrors
  readonly passwordError: FormMessage | null
  /** Passwords changed (or set) on this page so far. */
  readonly passwordChanges: number
}

const EMPTY_VALUES: DetailsValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  playingDevice: '',
  inputDevice: '',
  discord: '',
  telegram: '',
  instagram: '',
  oblast: '',
  currentPassword: '',
}

/** Of what was kept unsaved, the form's own fields (never the current password: it is asked again). */
const unsavedValues = (
  kept: Readonly<Record<string, string>> | null | undefined,
): Partial<DetailsValues> | null => {
  if (!kept) return null
  const fields = Object.keys(EMPTY_VALUES).filter((field) => field !== 'currentPassword' && field in kept)
  return fields.length === 0 ? null : Object.fromEntries(fields.map((field) => [field, kept[field]]))
}

/** The machine's context when it starts (`input.profile`: the profile the server read, if any). */
export const profileStartContext = (input: ProfileInput): ProfileContext => {
  const unsaved = unsavedValues(input.unsaved)
  return {
    profile: input.profile ?? null,
    loadError: null,
    values: input.profile ? { ...valuesOf(input.profile), ...unsaved } : EMPTY_VALUES,
    unsaved,
    fieldErrors: {},
    serverErrors: {},
    error: null,
    code: '',
    codeErrors: {},
    codeError: null,
    resendIn: 0,
    cooldown: input.resendCooldownSeconds ?? DEFAULT_RESEND_COOLDOWN_SECONDS,
    avatarError: null,
    passwordErrors: {},
    passwordServerErrors: {},
    passwordError: null,
    passwordChanges: 0,
  }
}

/** The state the machine settles in at start for that profile (it reads one first without). */
export const profileStartValue = (profile: Profile | null): StateValue =>
  profile
    ? {
        ready: {
          details: 'editing',
          phone: profile.pendingPhone === null ? 'idle' : { code: 'entering' },
          avatar: 'idle',
          password: 'editing',
        },
      }
    : 'loading'

/** The upload machine's input on the profile page: 'Avatar updated' once stored. */
export const AVATAR_UPLOAD_INPUT = { success: message('avatarUpdated') } as const

/** What the profile page reads of the machine (its snapshot, or the start view before it loads). */
export type ProfileView = MachineView<ProfileContext>

/** The profile page before its machine runs: the machine's start for the profile the server read. */
export const profileStartView = (profile: Profile | null): ProfileView =>
  startView(profileStartContext({ profile }), profileStartValue(profile))
