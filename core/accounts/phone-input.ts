/**
 * Ukrainian phone numbers as people type them into the phone field: the field shows `+380` before
 * the input, so the input holds the national part (`67 123 4567`); whatever else people type or
 * paste (`0671234567`, `+380 67 123 45 67`) is brought to that part by core's one reading of numbers
 * (`#core/shared/validation/phone.ts`). Core's `PhoneNumber` decides whether the result is a valid
 * number; this only shapes it. The page reads its input so, and the server reads the field so when
 * the browser sends the form itself (ADR 0020).
 */
import { typedNationalDigits, UA_PREFIX } from '#core/shared/validation/phone.ts'

/** Formats a full number as you type (libphonenumber-js's `AsYouType('UA')`), once it has loaded. */
export type Formatter = (international: string) => string

/** The value the flow gets: the full number, formatted; empty when nothing was typed. */
export const fullNumber = (typed: string, format?: Formatter): string => {
  const national = typedNationalDigits(typed)
  if (national === '') return ''
  const international = `${UA_PREFIX}${national}`
  return format ? format(international) : `${UA_PREFIX} ${national}`
}

/** What the input shows for a full number: the part after +380. */
export const nationalPart = (full: string): string =>
  full.startsWith(UA_PREFIX) ? full.slice(UA_PREFIX.length).trimStart() : full
