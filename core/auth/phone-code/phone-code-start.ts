/**
 * Where the phone-code machine starts, without the machine: a page renders the number step from this
 * until the machine's code has loaded (`ui/flows/phone-code.ts`, ADR 0023), and the machine starts
 * from the same context. No XState, no effect here.
 */
import type { ServerFieldErrors } from '#core/forms/form-context.ts'
import type { FlowMessage } from '#core/messages.ts'
import type { PhoneCodePurpose } from '#core/ports/phone-code-api.ts'
import type { FieldErrors } from '#core/validation/decode-form.ts'

/** Spec §9: the SMS may take up to a minute, so a new code can be asked for after that. */
export const DEFAULT_RESEND_COOLDOWN_SECONDS = 60

export interface PhoneCodeInput {
  readonly mode?: PhoneCodePurpose
  readonly resendCooldownSeconds?: number
}

export type PhoneCodeOutcome = 'signedIn' | 'signedUp' | 'passwordChanged'

export interface PhoneCodeContext {
  readonly mode: PhoneCodePurpose
  /** As typed. */
  readonly phone: string
  /** The decoded number (`+380...`) the code was sent to. */
  readonly e164: string
  /** The number an unused code was sent to ('' when none): the code step can be returned to. */
  readonly codeSentTo: string
  readonly code: string
  readonly ticket: string
  readonly cooldown: number
  /** Seconds before `code.resend` is allowed; the page shows it. */
  readonly resendIn: number
  /** The form's own messages, and the server's (a refused password) after a submission. */
  readonly fieldErrors: FieldErrors | ServerFieldErrors
  readonly error: FlowMessage | null
  readonly outcome: PhoneCodeOutcome | null
}

/** The machine's first context (its first state is the number step, `phone`). */
export const phoneCodeContextOf = (input: PhoneCodeInput): PhoneCodeContext => {
  const cooldown = input.resendCooldownSeconds ?? DEFAULT_RESEND_COOLDOWN_SECONDS
  return {
    mode: input.mode ?? 'signIn',
    phone: '',
    e164: '',
    codeSentTo: '',
    code: '',
    ticket: '',
    cooldown,
    resendIn: cooldown,
    fieldErrors: {},
    error: null,
    outcome: null,
  }
}
