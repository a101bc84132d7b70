/**
 * A light strength estimate of a new password, for the hint shown while typing (ASVS 5.0 V6.2.x:
 * the rules themselves are `password.ts` and the server's). No imports: the password field of every
 * page that sets a password loads it at once.
 */

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong'

/** Distinct kinds of character used: lower case, upper case, digits, anything else. */
const kindsOf = (password: string): number => {
  let lower = false
  let upper = false
  let digit = false
  let other = false
  for (const character of password) {
    if (character >= '0' && character <= '9') digit = true
    else if (character.toLowerCase() !== character) upper = true
    else if (character.toUpperCase() !== character) lower = true
    else other = true
  }
  return Number(lower) + Number(upper) + Number(digit) + Number(other)
}

/** How many different characters, so `aaaaaaaaaaaa` or `121212121212` does not count as long. */
const distinctCount = (password: string): number => new Set(password).size

/**
 * A rough strength for the hint while typing: length counts most, variety of characters some, and
 * repetition pulls it down. Not a gate: the server decides what is refused (length, common passwords,
 * the account's own names).
 */
export const passwordStrength = (password: string): PasswordStrength => {
  if (password === '') return 'empty'
  const length = [...password].length
  const distinct = distinctCount(password)
  const kinds = kindsOf(password)
  // Short passwords of one kind of character (`password`, `12345678`) are what gets guessed first.
  if (length < 8 || distinct < 4 || (kinds === 1 && length < 12)) return 'weak'
  const points =
    (length >= 12 ? 2 : 1) + (length >= 16 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (distinct >= 8 ? 1 : 0)
  if (points >= 5) return 'strong'
  if (points >= 3) return 'good'
  return 'fair'
}
