/**
 * The one wire shape of a request refused field by field (REST API v1, HTTP 400; 413 for an upload
 * over the size limit): `{wire_field: [{code, params, message}, ...]}`, `non_field_errors` for the
 * request as a whole.
 * - `code` is a validation key of `#core/shared/validation/message.ts` (`minLength`, `nicknameTaken`...),
 *   the key of the text in the dictionaries (`validation` in `locales/{uk,en}/flows.ts`);
 * - `params` are the values that text interpolates (`{min: 8}`; a count picks the plural form);
 * - `message` is that text in the request's language, for clients that do not translate.
 * The server writes it (`fieldErrorsBody`); the browser's HTTP adapter and the server's no-JS form
 * posts read it back into message references (`refusedFields`) and translate them themselves.
 */
import { Schema } from 'effect'
import { formKey } from '#core/shared/http/wire-case.ts'
import { FORM_ERRORS } from './decode-form.ts'
import { type MessageRef, message, VALIDATION_KEYS, type ValidationKey } from './message.ts'

export const WireMessageParams = Schema.Record(Schema.String, Schema.Union([Schema.Number, Schema.String]))

/** One message of a field. */
export const WireFieldMessage = Schema.Struct({
  code: Schema.String,
  params: WireMessageParams,
  message: Schema.String,
})
export type WireFieldMessage = typeof WireFieldMessage.Type

/** The body of a refusal, by wire field (snake_case). */
export const FieldErrorsBody = Schema.Record(Schema.String, Schema.NonEmptyArray(WireFieldMessage))
export type FieldErrorsBody = typeof FieldErrorsBody.Type

/** The API's name for errors of the whole request (Django REST framework's). */
export const NON_FIELD_ERRORS = 'non_field_errors'

/**
 * The body of `errors` (messages by wire field), each message written out by `translate` in the
 * request's language.
 */
export const fieldErrorsBody = (
  errors: Readonly<Record<string, ReadonlyArray<MessageRef>>>,
  translate: (ref: MessageRef) => string,
): FieldErrorsBody =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, refs]) => {
      const [first, ...rest] = refs.map(
        (ref): WireFieldMessage => ({ code: ref.key, params: ref.params ?? {}, message: translate(ref) }),
      )
      return first === undefined ? [] : [[field, [first, ...rest]]]
    }),
  )

const KNOWN_CODES: ReadonlySet<string> = new Set(VALIDATION_KEYS)
const isValidationKey = (code: string): code is ValidationKey => KNOWN_CODES.has(code)

/** A message the server wrote that this client has no text for: shown as the server wrote it. */
export type ServerText = MessageRef<'server'>

/**
 * A wire message as the client shows it: its code and parameters, translated by the client's own
 * dictionaries; a code this build does not know (a newer server) keeps the server's text.
 */
export const messageRefOf = (wire: WireFieldMessage): MessageRef | ServerText => {
  if (!isValidationKey(wire.code)) return message('server', { text: wire.message })
  return Object.keys(wire.params).length === 0 ? message(wire.code) : message(wire.code, wire.params)
}

export type RefusedFields = Readonly<Record<string, ReadonlyArray<MessageRef | ServerText>>>

const decodeBody = Schema.decodeUnknownOption(FieldErrorsBody)

/**
 * The messages of a refusal body by form field (`confirm_password` → `confirmPassword`,
 * `non_field_errors` → `_form`), or undefined when `body` is not one (a `{detail, code}` problem).
 */
export const refusedFields = (body: unknown): RefusedFields | undefined => {
  const decoded = decodeBody(body)
  if (decoded._tag === 'None' || Object.keys(decoded.value).length === 0) return undefined
  return Object.fromEntries(
    Object.entries(decoded.value).map(([field, messages]) => [
      field === NON_FIELD_ERRORS ? FORM_ERRORS : formKey(field),
      messages.map(messageRefOf),
    ]),
  )
}
