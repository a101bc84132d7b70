/**
 * Toasts of the profile page beyond the flow messages of `#core/messages.ts`. Their texts are
 * `flows.messages` in `locales/{uk,en}/flows.ts`, like the others (checked by the profile tests).
 */
import { type MessageRef, message } from '#core/validation/message.ts'

export const PROFILE_MESSAGE_KEYS = ['phoneUpdated', 'avatarRemoved'] as const

export type ProfileMessageKey = (typeof PROFILE_MESSAGE_KEYS)[number]
export type ProfileMessage = MessageRef<ProfileMessageKey>

export const PROFILE_MESSAGES = {
  /** The SMS code was right: the new number is the account's. */
  phoneUpdated: message('phoneUpdated'),
  avatarRemoved: message('avatarRemoved'),
} as const satisfies Record<ProfileMessageKey, ProfileMessage>
