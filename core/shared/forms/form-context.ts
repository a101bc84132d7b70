/**
 * Where a form machine starts, without the machine: its first context and state from its input. The
 * form machine (`form.machine.ts`) starts from these, and a page renders them while the machine's
 * code has not loaded yet (`ui/features/accounts/email-forms.ts`, ADR 0027), so both show the same screen. Kept
 * apart from the machine so that this costs a page neither XState nor effect.
 */
import type { FlowMessageKey } from '#core/shared/messages.ts'
import type { FieldErrors } from '#core/shared/validation/decode-form.ts'
import type { MessageRef } from '#core/shared/validation/message.ts'

/** Messages about a whole form: the flow messages (texts: `flows.messages` in `locales/*\/flows.ts`). */
export type FormMessage = MessageRef<FlowMessageKey>

/** Field errors the server found that the form could not, by form field (`_form`: the whole form). */
export type ServerFieldErrors = Readonly<Record<string, ReadonlyArray<MessageRef<string>>>>

/** What a token check found out (e.g. the address a registration link was sent to). */
export type Checked = Readonly<Record<string, string>>

export interface FormInput {
  /** The token of the page's link: checked before the form is shown, and sent with it. */
  readonly token?: string
  /** A message to show from the start (e.g. the error of a sign-in the server redirected back). */
  readonly error?: FormMessage | null
  /** The success toast once the form is through ('Account created', 'Password changed'). */
  readonly success?: FormMessage | null
  /** Field errors to show from the start (the server's answer to a form sent without JavaScript). */
  readonly fieldErrors?: FieldErrors
  readonly serverErrors?: ServerFieldErrors
  /** The link's token was found invalid by the server already: no check, 'Invalid token'. */
  readonly invalidToken?: boolean
  /** What the server's check of the link found while rendering the page: no check in the browser. */
  readonly checked?: Checked
}

export interface FormContext {
  readonly token: string | null
  readonly checked: Checked
  /** The server checked the link already (its findings are `checked`). */
  readonly linkChecked: boolean
  /** Core's messages per field (translation keys): they follow the page's language. */
  readonly fieldErrors: FieldErrors
  readonly serverErrors: ServerFieldErrors
  readonly error: FormMessage | null
  readonly success: FormMessage | null
  /** Seeded by the server's answer to a form sent without JavaScript. */
  readonly invalidToken: boolean
}

/** The machine's first context for an input. */
export const formContextOf = (input: FormInput): FormContext => ({
  token: input.token ?? null,
  checked: input.checked ?? {},
  linkChecked: input.checked !== undefined,
  fieldErrors: input.fieldErrors ?? {},
  serverErrors: input.serverErrors ?? {},
  error: input.error ?? null,
  success: input.success ?? null,
  invalidToken: input.invalidToken ?? false,
})

/** The state the machine settles in at start (its `start` state decides at once). */
export const formStartState = (context: FormContext): 'invalidToken' | 'checking' | 'editing' =>
  context.invalidToken
    ? 'invalidToken'
    : context.token !== null && !context.linkChecked
      ? 'checking'
      : 'editing'
