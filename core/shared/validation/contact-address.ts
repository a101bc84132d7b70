/**
 * How to reach a person who writes to the community (the inquiry forms' `phone` field): an e-mail
 * address or a phone number of any country.
 *
 * A Ukrainian number may be typed the Ukrainian way (`067 123 4567`, `+380 ...`, `380 ...`); any other
 * country's needs its code, after `+` or `00` (`+48 601 234 567`, `0048 ...`), with any spaces, dashes,
 * dots or parentheses. A number decodes to E.164: a country code that does not start with 0 and 7 to
 * 15 digits in all (E.164's longest; the shortest numbers in use, Niue's, have 7). An e-mail address is
 * kept as typed, trimmed.
 */
import { parseUaPhone, phoneDigits, UA_COUNTRY_CODE } from './phone.ts'
import { EMAIL_MAX, isEmailAddress } from './rules.ts'

/** The longest an e-mail address may be, far longer than any way of typing a number: checked first. */
export const CONTACT_ADDRESS_MAX = EMAIL_MAX

/** E.164's bounds on a whole number's digits, the country code included. */
export const INTERNATIONAL_DIGITS_MIN = 7
export const INTERNATIONAL_DIGITS_MAX = 15

export type ContactAddressShape =
  | { readonly kind: 'ok'; readonly value: string }
  | { readonly kind: 'short' | 'invalid' }

/** The digits after an international prefix (`+` or `00`), or null when the number has none. */
const internationalDigits = (typed: string, digits: string): string | null =>
  typed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null

/** Reads a trimmed contact: its stored form (E.164 for a number), or why it is neither kind. */
export const parseContactAddress = (typed: string): ContactAddressShape => {
  if (typed.includes('@')) return isEmailAddress(typed) ? { kind: 'ok', value: typed } : { kind: 'invalid' }
  const ukrainian = parseUaPhone(typed)
  const digits = internationalDigits(typed, phoneDigits(typed))
  // A number without a country code, or with Ukraine's, is read by Ukraine's rule.
  if (digits === null || digits.startsWith(UA_COUNTRY_CODE)) {
    return ukrainian.kind === 'ok' ? { kind: 'ok', value: ukrainian.e164 } : ukrainian
  }
  if (!/^\+?[\d\s()\-.]*$/.test(typed)) return { kind: 'invalid' }
  if (digits.length < INTERNATIONAL_DIGITS_MIN) return { kind: 'short' }
  if (digits.length > INTERNATIONAL_DIGITS_MAX || digits.startsWith('0')) return { kind: 'invalid' }
  return { kind: 'ok', value: `+${digits}` }
}
