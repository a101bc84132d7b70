/**
 * Ukrainian phone numbers as people type them: with or without +380 / 380 / 0, with any spaces,
 * dashes, dots or parentheses. The one reading of a number: the schemas (`PhoneNumber`), the
 * server's sign-in and password checks, the profile form and the browser's phone field all use it.
 * Plain functions without effect, so the phone field can load them without the schema library.
 */

/** Ukraine's country calling code. */
export const UA_COUNTRY_CODE = '380'

/** What every Ukrainian number in E.164 starts with. */
export const UA_PREFIX = `+${UA_COUNTRY_CODE}`

/** The trunk prefix Ukrainians type before the operator code (`067 ...`). */
const TRUNK_PREFIX = '0'

/** Digits of the national significant number (operator code + subscriber): 9 in Ukraine. */
export const NATIONAL_DIGITS = 9

export type PhoneShape =
  | { readonly kind: 'ok'; readonly e164: string }
  | { readonly kind: 'short' | 'invalid' }

/** The digits of what was typed, every other character dropped. */
export const phoneDigits = (typed: string): string => typed.replace(/\D/g, '')

/** The national part of a number's digits: after the country code or the trunk prefix; null with neither. */
export const nationalPartOf = (digits: string): string | null =>
  digits.startsWith(UA_COUNTRY_CODE)
    ? digits.slice(UA_COUNTRY_CODE.length)
    : digits.startsWith(TRUNK_PREFIX)
      ? digits.slice(TRUNK_PREFIX.length)
      : null

/** Reads a Ukrainian number the way people type it: its E.164 form, or why it is not one. */
export const parseUaPhone = (raw: string): PhoneShape => {
  if (!/^[\d\s+()\-.]*$/.test(raw) || raw.indexOf('+') > 0) return { kind: 'invalid' }
  const digits = phoneDigits(raw)
  const national = nationalPartOf(digits)
  if (national === null) return digits.length < 3 ? { kind: 'short' } : { kind: 'invalid' }
  if (national.length < NATIONAL_DIGITS) return { kind: 'short' }
  if (national.length > NATIONAL_DIGITS || national.startsWith(TRUNK_PREFIX)) return { kind: 'invalid' }
  return { kind: 'ok', e164: `${UA_PREFIX}${national}` }
}

/**
 * The national digits of what is typed into a field that shows `+380` before it: a whole number
 * pasted or autofilled (`+380 67 123 45 67`) or typed with the trunk prefix (`067...`) loses its
 * prefix; anything else is taken as the national part already. While fewer digits than a whole number
 * are typed, a leading 380 is not taken for the country code.
 */
export const typedNationalDigits = (typed: string): string => {
  const digits = phoneDigits(typed)
  const whole = digits.length >= UA_COUNTRY_CODE.length + NATIONAL_DIGITS
  const national = whole || digits.startsWith(TRUNK_PREFIX) ? nationalPartOf(digits) : null
  return national ?? digits
}
