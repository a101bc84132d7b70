/**
 * Field rules shared by every form schema. Each check carries the `messageRef` that `decodeForm`
 * reports, so a schema written with these is the single source of truth for forms, the HTTP
 * adapter and the server.
 */
import { Schema, type SchemaAST, SchemaTransformation } from 'effect'
import './annotations.ts'
import { type MessageRef, message } from './message.ts'

const ref = (messageRef: MessageRef) => ({ messageRef })

/** Fails with `required` on an empty string and stops the other checks of that field. */
export const isFilled = () => Schema.isMinLength(1, ref(message('required'))).abort()

/**
 * The characters of a text as people count them, and as PostgreSQL's `char_length` does: Unicode code
 * points, so an emoji is one character, not two UTF-16 units. Counting stops past `limit`.
 */
export const characterCount = (value: string, limit = Number.POSITIVE_INFINITY): number => {
  let count = 0
  for (let index = 0; index < value.length && count <= limit; index += 1) {
    const unit = value.charCodeAt(index)
    const next = value.charCodeAt(index + 1)
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1
    count += 1
  }
  return count
}

/** At least `min` characters (`characterCount`); JSON Schema's `minLength` counts the same way. */
export const hasMinLength = (min: number) =>
  Schema.makeFilter((value: string) => characterCount(value, min) >= min, {
    ...ref(message('minLength', { min })),
    expected: `a string of at least ${min} characters`,
    toJsonSchema: () => ({ minLength: min }),
  })

/** At most `max` characters (`characterCount`); JSON Schema's `maxLength` counts the same way. */
export const hasMaxLength = (max: number) =>
  Schema.makeFilter((value: string) => characterCount(value, max) <= max, {
    ...ref(message('maxLength', { max })),
    expected: `a string of at most ${max} characters`,
    toJsonSchema: () => ({ maxLength: max }),
  })

/**
 * A maximum length that stops the field's other checks: a pattern then never runs on an over-long
 * value (what an attacker sends), however linear it is.
 */
export const hasMaxLengthFirst = (max: number) => hasMaxLength(max).abort()

/**
 * Control characters (C0, DEL, C1), a NUL above all, and lone UTF-16 surrogates have no place in a
 * name, an address or a password: no keyboard types them, PostgreSQL refuses a NUL in text, and a
 * lone surrogate cannot be stored as UTF-8 without being replaced. `multiLine` lets a text area
 * keep its line breaks and tabs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** False when a UTF-16 surrogate stands without its pair (`String.prototype.isWellFormed`, ES2024). */
const isWellFormed = (value: string): boolean => {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index)
    if (unit < 0xd800 || unit > 0xdfff) continue
    const next = value.charCodeAt(index + 1)
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false
    index += 1
  }
  return true
}

export const isPlainText = (value: string, multiLine = false): boolean =>
  isWellFormed(value) && !(multiLine ? CONTROL_CHARACTER_BUT_LINES : CONTROL_CHARACTER).test(value)

/** Refuses control characters and lone surrogates (`controlCharacters`), before any other check. */
export const hasNoControlCharacters = (multiLine = false) =>
  Schema.makeFilter(
    (value: string) => isPlainText(value, multiLine),
    ref(message('controlCharacters')),
  ).abort()

export const hasNoSpaces = () => Schema.isPattern(/^\S*$/, ref(message('noSpaces')))

/**
 * A pragmatic e-mail shape (one @, a domain of two or more dot-separated labels); the server proves
 * it by sending mail. A label holds no dot, so each character can be matched one way only: linear.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
export const EMAIL_MAX = 254

/** The e-mail shape, length first (RFC 5321: at most 254 characters). */
export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value)

export const isEmail = () => Schema.isPattern(EMAIL_PATTERN, ref(message('invalidEmail')))

type Checks = readonly [SchemaAST.Check<string>, ...Array<SchemaAST.Check<string>>]

/**
 * A string that is trimmed first and then checked: what people type into a text field. Every text
 * refuses control characters first (line breaks too, unless `multiLine`).
 */
const trimmedText = (multiLine: boolean, checks: Checks) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(hasNoControlCharacters(multiLine), ...checks),
      SchemaTransformation.trim(),
    ),
  )

/** A single-line text field, trimmed and checked. */
export const Text = (...checks: Checks) => trimmedText(false, checks)

/** A text area: like `Text`, with line breaks and tabs allowed. */
export const MultiLineText = (...checks: Checks) => trimmedText(true, checks)

/** A required trimmed text of at most `max` characters. */
export const RequiredText = (max: number, min = 1) =>
  Text(isFilled(), ...(min > 1 ? [hasMinLength(min)] : []), hasMaxLength(max))

/** An optional trimmed text (an empty field is allowed) of at most `max` characters. */
export const OptionalText = (max: number) => Text(hasMaxLength(max))

/** A required trimmed text area of `min` to `max` characters. */
export const RequiredMultiLineText = (max: number, min = 1) =>
  MultiLineText(isFilled(), ...(min > 1 ? [hasMinLength(min)] : []), hasMaxLength(max))

/** An optional trimmed text area of at most `max` characters. */
export const OptionalMultiLineText = (max: number) => MultiLineText(hasMaxLength(max))

/** A required e-mail address, trimmed. */
export const Email = Text(isFilled(), hasMaxLengthFirst(EMAIL_MAX), isEmail())

/** An e-mail address or an empty field (a profile without one), trimmed. */
export const OptionalEmail = Text(
  hasMaxLengthFirst(EMAIL_MAX),
  Schema.makeFilter((value: string) => value === '' || isEmailAddress(value), ref(message('invalidEmail'))),
)

/** Passwords are not trimmed: a space is a legitimate character of a password; a control one is not. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const Password = Schema.String.check(
  hasNoControlCharacters(),
  isFilled(),
  hasMinLength(PASSWORD_MIN),
  hasMaxLength(PASSWORD_MAX),
)

/**
 * A required field that only needs to be non-empty: a password being checked (sign-in, the old one).
 * It is compared with a hash and never stored, and a password set before control characters were
 * refused must still sign in, so only new passwords (`Password`) refuse them.
 */
export const RequiredSecret = (max: number) => Schema.String.check(isFilled(), hasMaxLength(max))

/** Nicknames are 3-24 characters without spaces. */
export const NICKNAME_MIN = 3
export const NICKNAME_MAX = 24

/** A profile's names and playing device, typed at sign-up or in the profile: up to 50 characters. */
export const PROFILE_TEXT_MAX = 50
/** A profile's social handles (Discord, Telegram, Instagram): up to 64 characters. */
export const SOCIAL_HANDLE_MAX = 64
export const Nickname = Text(
  isFilled(),
  hasNoSpaces(),
  hasMinLength(NICKNAME_MIN),
  hasMaxLength(NICKNAME_MAX),
)

/** A checkbox that must be ticked (terms at sign-up). */
export const AcceptedTerms = Schema.Boolean.check(
  Schema.makeFilter((value: boolean) => value, ref(message('termsRequired'))),
)

/** A value among a fixed list, reported as `invalid` otherwise. */
export const OneOf = <const L extends ReadonlyArray<string>>(values: L) =>
  Schema.Literals(values).annotate(ref(message('invalid')))

/**
 * A form-level check that two fields are equal, reported on `field` (e.g. confirmPassword) with
 * `passwordsMatch`.
 */
export const fieldsMatch = <T extends Record<string, unknown>>(
  field: keyof T & string,
  other: keyof T & string,
) =>
  Schema.makeFilter(
    (value: T) => (value[field] === value[other] ? undefined : { path: [field], issue: 'passwordsMatch' }),
    ref(message('passwordsMatch')),
  )
