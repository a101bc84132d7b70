/**
 * The rules of an account's contacts, its e-mail address and phone number (spec §2), defined once for
 * the profile form in the browser, the profile machine and the server's profile and password flows:
 * - a set contact can be changed, not removed: the account may sign in with it;
 * - a new password (changed, first set, or reset by link or code) drops every contact change still
 *   waiting for its link or code: whoever asked for it with a stolen session and password must not
 *   finish it after the owner took the account back.
 */
import type { Profile } from './profile.schema.ts'

export const CONTACTS = ['email', 'phone'] as const
export type Contact = (typeof CONTACTS)[number]

/** A contact the account has must stay filled (it may be changed). */
export const mustKeepContact = (current: string | null): boolean => (current ?? '') !== ''

/** `requested` (undefined: not asked to change) would remove a contact the account must keep. */
export const removesKeptContact = (current: string | null, requested: string | undefined): boolean =>
  requested !== undefined && mustKeepContact(current) && requested.trim() === ''

/** The pending contact changes a new password drops: all of them. */
export const CHANGES_DROPPED_BY_NEW_PASSWORD: ReadonlyArray<Contact> = CONTACTS

/** The profile as a new password leaves it: the dropped changes no longer pending. */
export const withoutDroppedChanges = (profile: Profile): Profile => {
  const dropped = new Set(CHANGES_DROPPED_BY_NEW_PASSWORD)
  return {
    ...profile,
    pendingEmail: dropped.has('email') ? null : profile.pendingEmail,
    pendingPhone: dropped.has('phone') ? null : profile.pendingPhone,
  }
}
