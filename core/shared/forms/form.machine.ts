/**
 * A form sent to the server: the e-mail sign-in, registration and password-recovery forms
 * (spec §2). The values are checked with the form's schema before anything is sent; every field's
 * errors come back at once. A page opened from an e-mailed link checks its token first: an
 * unknown, used or expired token ends in `invalidToken` ('Invalid token', spec §8), whether found
 * by the check or by the submission itself.
 *
 *   checking? → editing → (valid values) submitting → done
 *                  ↑ field errors ↲          ↓ refused: server field errors or a form message, or a
 *                                              fresh form token (`FormRenewed`) to send again with
 *
 * Side effects are named slots filled with `.provide()`: `checkToken`, `submit` and `notify` (the
 * success toast, e.g. 'Password changed').
 */
import { Schema } from 'effect'
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { hasTag, NotProvided } from '#core/shared/errors.ts'
import { apiErrorCodeOf } from '#core/shared/http/api-error.ts'
import type { ToastKind } from '#core/shared/ports/notifier.ts'
import { decodeForm, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import {
  type Checked,
  type FormContext,
  type FormInput,
  type FormMessage,
  formContextOf,
  type ServerFieldErrors,
} from './form-context.ts'

export type { Checked, FormContext, FormInput, FormMessage, ServerFieldErrors }

/** A message of a field the server refused: a validation key, or `server` with the server's text. */
export const FieldMessage = Schema.Struct({
  key: Schema.String,
  params: Schema.optional(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

/**
 * A submission refused field by field (HTTP 400 with field errors). The composition root turns the
 * adapter's `ApiError` into this with the HTTP client's field-error reader, so that the machine
 * needs no knowledge of the wire.
 */
export class FieldsRefused extends Schema.TaggedError<FieldsRefused>()('FieldsRefused', {
  fields: Schema.Record(Schema.String, Schema.Array(FieldMessage)),
}) {}

/** A refusal that names at least one field (an empty one is shown as a failure of the whole form). */
export const isFieldsRefused = (error: unknown): error is FieldsRefused =>
  error instanceof FieldsRefused && Object.keys(error.fields).length > 0

export type FormEvent =
  | { readonly type: 'form.submit'; readonly values: unknown }
  | { readonly type: 'check.retry' }

export interface SubmitInput<T> {
  readonly values: T
  readonly token: string | null
  readonly checked: Checked
}

/**
 * The form's token had expired and the server's refusal handed a fresh one (an inquiry form open too
 * long, ADR 0037): the form takes it, keeps what was typed, and can be sent again.
 */
export class FormRenewed extends Schema.TaggedError<FormRenewed>()('FormRenewed', { token: Schema.String }) {}

/** A link's token that cannot be one (a mangled or truncated link): not worth asking the server. */
export class MalformedToken extends Schema.TaggedError<MalformedToken>()('MalformedToken', {}) {}

/** The link's token is unknown, used or expired (the API's `invalid_token`), or malformed. */
export const isInvalidToken = (error: unknown): boolean =>
  error instanceof MalformedToken || apiErrorCodeOf(error) === 'invalid_token'

/** The form message of a refused submission that is not about one field. */
export const formFailure = (error: unknown): FormMessage =>
  hasTag(error, 'RateLimited')
    ? message('pleaseWait')
    : // A page's form token the server no longer takes (an inquiry form open too long).
      apiErrorCodeOf(error) === 'form_expired'
      ? message('formExpired')
      : // An inquiry form sent sooner than a person fills it (autofill): sent again, it goes.
        apiErrorCodeOf(error) === 'sent_too_soon'
        ? message('sentTooSoon')
        : hasTag(error, 'SignInFailed')
          ? message(error.error === 'CredentialsSignin' ? 'wrongEmailOrPassword' : 'signInFailed')
          : message('somethingWentWrong')

/**
 * The machine of one form, validated with `schema`. `submit` receives the decoded values (trimmed,
 * normalised), the link's token and what its check found.
 */
export const createFormMachine = <S extends Schema.Decoder<unknown>>(schema: S) =>
  setup({
    types: {
      context: {} as FormContext,
      events: {} as FormEvent,
      input: {} as FormInput,
    },
    actors: {
      checkToken: fromPromise<Checked, { token: string }>(async () => {
        throw new NotProvided('checkToken')
      }),
      submit: fromPromise<void, SubmitInput<S['Type']>>(async () => {
        throw new NotProvided('submit')
      }),
    },
    actions: {
      notify: (_, _params: { kind: ToastKind; message: FormMessage }) => {},
      clearErrors: assign({ fieldErrors: {}, serverErrors: {}, error: null }),
    },
    guards: {
      tokenToCheck: ({ context }) => context.token !== null && !context.linkChecked,
      knownInvalid: ({ context }) => context.invalidToken,
      valid: (_, params: { values: unknown }) => decodeForm(schema, params.values).ok,
      invalidToken: (_, params: { error: unknown }) => isInvalidToken(params.error),
      fieldsRefused: (_, params: { error: unknown }) => isFieldsRefused(params.error),
      renewed: (_, params: { error: unknown }) => params.error instanceof FormRenewed,
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => formContextOf(input),
    initial: 'start',
    states: {
      start: {
        always: [
          { guard: 'knownInvalid', target: 'invalidToken' },
          { guard: 'tokenToCheck', target: 'checking' },
          { target: 'editing' },
        ],
      },
      checking: {
        description: "The link's token is checked before the form is shown.",
        invoke: {
          id: 'checkToken',
          src: 'checkToken',
          input: ({ context }) => ({ token: context.token ?? '' }),
          onDone: { target: 'editing', actions: assign({ checked: ({ event }) => event.output }) },
          onError: [
            {
              guard: { type: 'invalidToken', params: ({ event }) => ({ error: event.error }) },
              target: 'invalidToken',
            },
            { target: 'checkFailed', actions: assign({ error: ({ event }) => formFailure(event.error) }) },
          ],
        },
      },
      checkFailed: {
        description: 'The check could not be made (network, server): it can be tried again.',
        on: { 'check.retry': { target: 'checking', actions: 'clearErrors' } },
      },
      editing: {
        on: {
          'form.submit': [
            {
              guard: { type: 'valid', params: ({ event }) => ({ values: event.values }) },
              target: 'submitting',
              actions: 'clearErrors',
            },
            {
              actions: assign({
                fieldErrors: ({ event }) => formErrors(schema, event.values),
                serverErrors: {},
                error: null,
              }),
            },
          ],
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          // Entered by a `form.submit` whose values the `valid` guard has just decoded.
          input: ({ context, event }) => ({
            values: Schema.decodeUnknownSync(schema)(
              (event as Extract<FormEvent, { type: 'form.submit' }>).values,
            ),
            token: context.token,
            checked: context.checked,
          }),
          onDone: {
            target: 'done',
            actions: enqueueActions(({ context, enqueue }) => {
              if (context.success)
                enqueue({ type: 'notify', params: { kind: 'success', message: context.success } })
            }),
          },
          onError: [
            {
              guard: { type: 'invalidToken', params: ({ event }) => ({ error: event.error }) },
              target: 'invalidToken',
            },
            {
              guard: { type: 'renewed', params: ({ event }) => ({ error: event.error }) },
              target: 'editing',
              actions: assign({
                token: ({ context, event }) =>
                  event.error instanceof FormRenewed ? event.error.token : context.token,
                error: message('formRenewed'),
              }),
            },
            {
              guard: { type: 'fieldsRefused', params: ({ event }) => ({ error: event.error }) },
              target: 'editing',
              actions: assign({
                serverErrors: ({ event }) => (isFieldsRefused(event.error) ? event.error.fields : {}),
              }),
            },
            { target: 'editing', actions: assign({ error: ({ event }) => formFailure(event.error) }) },
          ],
        },
      },
      invalidToken: {
        description: "'Invalid token': the link is unknown, used or expired; the page offers to try again.",
        type: 'final',
      },
      done: { type: 'final' },
    },
  })

export type FormMachine<S extends Schema.Decoder<unknown>> = ReturnType<typeof createFormMachine<S>>
