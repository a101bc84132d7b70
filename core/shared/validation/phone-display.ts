/**
 * A whole Ukrainian number grouped for reading (`+380 67 123 4567`), without the phone number
 * library: the profile shows the saved number with its first paint, and the library (which formats
 * as you type) loads only when the phone field is first used. The groups are the library's own
 * (libphonenumber-js's metadata for Ukraine, the last, most precise leading-digit pattern of each
 * format), so the number looks the same before and after it loads; tests/unit/phone-display.test.ts
 * compares the two for every number prefix the site accepts.
 */
import { NATIONAL_DIGITS, nationalPartOf, phoneDigits, UA_PREFIX } from './phone.ts'

/** Where a national number is cut into groups (lengths), chosen by its leading digits. */
interface Grouping {
  readonly leading: RegExp
  readonly groups: readonly number[]
}

// In the library's order: the first whose leading digits match wins. Each pattern is a fixed-length
// alternation anchored at the start, so matching is linear.
const GROUPINGS: readonly Grouping[] = [
  {
    // Regional numbers with a three-digit area code (Kyiv region, Odesa, Lviv, ...).
    leading: /^(?:6[12][29]|(?:35|4[1378]|5[12457]|6[49])2|(?:56|65)[24]|(?:3[1-46-8]|46)2[013-9])/,
    groups: [3, 3, 3],
  },
  {
    // Regional numbers with a four-digit area code.
    leading:
      /^(?:3[1-8]|4(?:[1367]|[45][6-9]|8[4-6])|5(?:[1-5]|6(?:[015689]|3[02389])|7[4-6])|6(?:[12][3-7]|[459]))/,
    groups: [4, 5],
  },
  // Mobile operators and Kyiv (44).
  { leading: /^(?:[3-7]|89|9[1-9])/, groups: [2, 3, 4] },
  // Free and premium services (800, 900).
  { leading: /^[89]/, groups: [3, 3, 3] },
]

/** `digits` cut into groups of the given lengths, joined by spaces. */
const grouped = (digits: string, groups: readonly number[]): string => {
  const parts: string[] = []
  let start = 0
  for (const length of groups) {
    parts.push(digits.slice(start, start + length))
    start += length
  }
  return parts.join(' ')
}

/**
 * A full number (`+380671234567`, or `+380 67…` as the phone field keeps it) as it is shown:
 * `+380 67 123 4567` when it is a whole Ukrainian number with a known grouping; otherwise `+380`
 * and its digits as they are (`+380 6712`), which is what the phone field shows while typing.
 */
export const formatUaPhone = (full: string): string => {
  const digits = phoneDigits(full)
  const national = nationalPartOf(digits) ?? digits
  if (national.length !== NATIONAL_DIGITS) return `${UA_PREFIX} ${national}`
  const grouping = GROUPINGS.find(({ leading }) => leading.test(national))
  return grouping ? `${UA_PREFIX} ${grouped(national, grouping.groups)}` : `${UA_PREFIX} ${national}`
}
