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

export const hasMinLength = (min: number) => Schema.isMinLength(min, ref(message('minLength', { min })))

export const hasMaxLength = (max: number) => Schema.isMaxLength(max, ref(message('maxLength', { max })))

export const hasNoSpaces = () => Schema.isPattern(/^\S*$/, ref(message('noSpaces')))

// A pragmatic e-mail shape (one @, a dot in the domain); the server proves it by sending mail.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isEmail = () => Schema.isPattern(EMAIL_PATTERN, ref(message('invalidEmail')))

/** A string that is trimmed first and then checked: what people type into a text field. */
export const Text = (...checks: readonly [SchemaAST.Check<string>, ...Array<SchemaAST.Check<string>>]) =>
  Schema.String.pipe(Schema.decodeTo(Schema.String.check(...checks), SchemaTransformation.trim()))

/** A required trimmed text of at most `max` characters. */
export const RequiredText = (max: number, min = 1) =>
  Text(isFilled(), ...(min > 1 ? [hasMinLength(min)] : []), hasMaxLength(max))

/** An optional trimmed text (an empty field is allowed) of at most `max` characters. */
export const OptionalText = (max: number) => Text(hasMaxLength(max))

/** A required e-mail address, trimmed. */
export const Email = Text(isFilled(), hasMaxLength(254), isEmail())

/** An e-mail address or an empty field (a profile without one), trimmed. */
export const OptionalEmail = Text(
  hasMaxLength(254),
  Schema.makeFilter(
    (value: string) => value === '' || EMAIL_PATTERN.test(value),
    ref(message('invalidEmail')),
  ),
)

/** Passwords are not trimmed: a space is a legitimate character of a password. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const Password = Schema.String.check(
  isFilled(),
  hasMinLength(PASSWORD_MIN),
  hasMaxLength(PASSWORD_MAX),
)

/** A required field that only needs to be non-empty (e.g. the old password, a join password). */
export const RequiredSecret = (max: number) => Schema.String.check(isFilled(), hasMaxLength(max))

/** Nicknames are 3-24 characters without spaces. */
export const NICKNAME_MIN = 3
export const NICKNAME_MAX = 24
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
