/**
 * Rules of a new password that need no list (ASVS 5.0 V6.2.4, V6.2.5): it may not be the account's
 * own nickname, e-mail address or phone number; the strength hint while typing is
 * `password-strength.ts`. The list of common passwords stays on the server
 * (server/accounts/password-policy.ts): it is far too big for a page.
 */
import { parseUaPhone } from '#core/shared/validation/phone.ts'

/** What the account is known by; absent or empty values are ignored. */
export interface PasswordOwner {
  readonly nickname?: string | null | undefined
  readonly email?: string | null | undefined
  readonly phone?: string | null | undefined
}

/**
 * Whether `password` is the owner's nickname, e-mail address or phone number, letter case and the
 * surrounding spaces aside; a phone number counts however it is typed (`0671234567`, `+380 67…`).
 */
export const passwordResemblesOwner = (password: string, owner: PasswordOwner): boolean => {
  const typed = password.trim().toLowerCase()
  if (typed === '') return false
  const names = [owner.nickname, owner.email].flatMap((value) => (value ? [value.trim().toLowerCase()] : []))
  if (names.includes(typed)) return true
  if (!owner.phone) return false
  const asPhone = parseUaPhone(password)
  return typed === owner.phone.toLowerCase() || (asPhone.kind === 'ok' && asPhone.e164 === owner.phone)
}

// The hint while typing lives apart: the password field loads it without the phone schemas.
export { type PasswordStrength, passwordStrength } from './password-strength.ts'
