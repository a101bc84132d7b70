/**
 * The signed-in user's profile as core knows it, and what a tournament needs of it (spec §3, §5):
 * plain types and rules without effect, so that the profile page shows a profile before its machine
 * and schemas load. `profile.schema.ts` re-exports them beside the form schemas.
 */
import type { OblastId } from '#core/alerts/index.ts'
import type { StoredImage } from '#core/shared/uploads/image.ts'

export const INPUT_DEVICES = ['keyboard', 'gamepad'] as const
export type InputDevice = (typeof INPUT_DEVICES)[number]

/**
 * What a user may do beyond playing (spec §6): moderators confirm and reject teams, organisers run the
 * platform and may do everything moderators may. The rules over this list are `core/accounts/roles.ts`.
 */
export const USER_ROLES = ['player', 'moderator', 'organiser'] as const
export type UserRole = (typeof USER_ROLES)[number]

/** A profile as the API returns it; every field may still be empty for a new account. */
export interface Profile {
  readonly id: string
  readonly username: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly playingDevice: string
  readonly inputDevice: InputDevice | ''
  readonly discord: string
  readonly telegram: string
  readonly instagram: string
  /**
   * The player's region for the air-raid pause (docs/alerts.md): opt-in, '' while not chosen, and
   * private: only the player sees it, nobody else.
   */
  readonly oblast: OblastId | ''
  readonly avatar: StoredImage | null
  /** A new e-mail address waiting for its link to be opened; `email` is still the old one. */
  readonly pendingEmail: string | null
  /** A new number waiting for its SMS code; `phone` is still the old one. */
  readonly pendingPhone: string | null
  /** False for an account made with a provider that has never set a password. */
  readonly hasPassword: boolean
}

/**
 * The fields a player must fill before joining a tournament (spec §5 "a filled profile"): who
 * they are, how to reach them (moderators confirm teams via Discord) and what they play on. Saving
 * the profile needs none of them but the nickname; the join flow asks for the rest, and the profile
 * page marks them as needed for tournaments.
 */
export const REQUIRED_FOR_TOURNAMENTS = [
  'username',
  'firstName',
  'lastName',
  'phone',
  'playingDevice',
  'inputDevice',
  'discord',
] as const satisfies ReadonlyArray<keyof Profile>
export type TournamentField = (typeof REQUIRED_FOR_TOURNAMENTS)[number]

/** Whether a tournament needs the field filled. */
export const isNeededForTournaments = (field: string): field is TournamentField =>
  (REQUIRED_FOR_TOURNAMENTS as ReadonlyArray<string>).includes(field)

/** The fields a tournament needs that the profile leaves empty, in the form's order. */
export const missingForTournaments = (
  profile: Pick<Profile, TournamentField>,
): ReadonlyArray<TournamentField> => REQUIRED_FOR_TOURNAMENTS.filter((field) => profile[field].trim() === '')

/** What the join flow can ask for on the spot: a phone number is verified by an SMS code first. */
export type CompletableField = Exclude<TournamentField, 'phone'>

export const isCompletable = (field: TournamentField): field is CompletableField => field !== 'phone'
