/**
 * The phone-code flow's forms (spec §2, §5): Ukrainian phone numbers, the 6-digit SMS code, the
 * password of an existing user and the sign-up of a new one.
 *
 * Limits: a phone number is a Ukrainian number, typed with or without +380 / 380 / 0 and any
 * spaces, dashes, dots or parentheses; it decodes to E.164 (`+380XXXXXXXXX`). Fewer digits than a
 * full number gives 'Phone number is too short'. The code is exactly 6 digits. Names are 2-50
 * characters; the playing device is free text up to 50 characters; passwords 8-128.
 */
import { Schema, SchemaTransformation } from 'effect'
import '#core/shared/validation/annotations.ts'
import { NewPasswordForm } from '#core/accounts/auth.schema.ts'
import { CODE_LENGTH } from '#core/shared/validation/code-length.ts'
import { message } from '#core/shared/validation/message.ts'
import { parseUaPhone } from '#core/shared/validation/phone.ts'
import {
  AcceptedTerms,
  fieldsMatch,
  hasMaxLengthFirst,
  hasNoControlCharacters,
  isFilled,
  PASSWORD_MAX,
  Password,
  PROFILE_TEXT_MAX,
  RequiredSecret,
  RequiredText,
} from '#core/shared/validation/rules.ts'

const phoneCheck = (kind: 'short' | 'invalid', emptyAllowed = false) =>
  Schema.makeFilter(
    (value: string) => (emptyAllowed && value.trim() === '') || parseUaPhone(value).kind !== kind,
    { messageRef: message(kind === 'short' ? 'phoneTooShort' : 'phoneInvalid') },
  ).abort()

// Runs after the checks above, so the number parses.
const toE164 = (value: string): string => (parseUaPhone(value) as { readonly e164: string }).e164

/** Longer than any way of typing a number (+38 (0XX) XXX-XX-XX with spaces): refused before parsing. */
const PHONE_INPUT_MAX = 40

/** A Ukrainian phone number; decodes to `+380XXXXXXXXX`. */
export const PhoneNumber = Schema.String.check(
  isFilled(),
  hasMaxLengthFirst(PHONE_INPUT_MAX),
  hasNoControlCharacters(),
  phoneCheck('short'),
  phoneCheck('invalid'),
).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({ decode: toE164, encode: (value) => value }),
  ),
)

/** A Ukrainian phone number or an empty field (a profile without one); decodes to E.164 or ''. */
export const OptionalPhoneNumber = Schema.String.check(
  hasMaxLengthFirst(PHONE_INPUT_MAX),
  hasNoControlCharacters(),
  phoneCheck('short', true),
  phoneCheck('invalid', true),
).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({
      decode: (value: string) => (value.trim() === '' ? '' : toE164(value)),
      encode: (value) => value,
    }),
  ),
)

export { CODE_LENGTH }

/** The SMS code: exactly 6 digits (spaces people type between digits are dropped). */
export const OtpCode = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String.check(
      isFilled(),
      Schema.makeFilter((value: string) => value.length === CODE_LENGTH && /^\d+$/.test(value), {
        messageRef: message('codeFormat'),
      }),
    ),
    SchemaTransformation.transform({ decode: (value: string) => value.replace(/\s/g, ''), encode: (v) => v }),
  ),
)

export const PhoneForm = Schema.Struct({ phone: PhoneNumber })
export type PhoneForm = typeof PhoneForm.Type

export const CodeForm = Schema.Struct({ code: OtpCode })
export type CodeForm = typeof CodeForm.Type

/** Password sign-in of an existing user after the code. */
export const PhonePasswordForm = Schema.Struct({ password: RequiredSecret(PASSWORD_MAX) })
export type PhonePasswordForm = typeof PhonePasswordForm.Type

/** Sign-up of a new user after the code: name, playing device, password twice, terms. */
export const PhoneSignUpForm = Schema.Struct({
  name: RequiredText(PROFILE_TEXT_MAX, 2),
  device: RequiredText(PROFILE_TEXT_MAX),
  password: Password,
  confirmPassword: Schema.String,
  acceptTerms: AcceptedTerms,
}).check(fieldsMatch('confirmPassword', 'password'))
export type PhoneSignUpForm = typeof PhoneSignUpForm.Type
export type PhoneSignUpInput = typeof PhoneSignUpForm.Encoded

/** Restore by phone: the new password, twice — the same form as the e-mailed reset link's. */
export const PhoneNewPasswordForm = NewPasswordForm
export type PhoneNewPasswordForm = NewPasswordForm
