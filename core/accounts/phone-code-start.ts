/**
 * Where the phone-code machine starts, without the machine: a page renders the number step from this
 * until the machine's code has loaded (`ui/features/accounts/phone-code.ts`, ADR 0027), and the machine starts
 * from the same context. No XState, no effect here.
 */

import { DEFAULT_RESEND_COOLDOWN_SECONDS, type PhoneCodePurpose } from '#core/accounts/phone-code.port.ts'
import type { ServerFieldErrors } from '#core/shared/forms/form-context.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import type { FieldErrors } from '#core/shared/validation/decode-form.ts'

export { DEFAULT_RESEND_COOLDOWN_SECONDS }

/** The screens of the flow: where a flow rests between two forms. */
export const PHONE_STEPS = ['phone', 'code', 'password', 'signUp', 'newPassword'] as const
export type PhoneStep = (typeof PHONE_STEPS)[number]

/** A flow on one of its screens, with what it holds there (the context fields of the same names). */
export interface PhoneCodeResume {
  readonly step: PhoneStep
  readonly phone: string
  readonly e164: string
  readonly codeSentTo: string
  readonly code: string
  readonly ticket: string
  readonly resendIn: number
  readonly fieldErrors: FieldErrors | ServerFieldErrors
  readonly error: FlowMessage | null
}

export interface PhoneCodeInput {
  readonly mode?: PhoneCodePurpose
  readonly resendCooldownSeconds?: number
  /** Start on this screen rather than the number's. */
  readonly resume?: PhoneCodeResume
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
  /** The screen the flow started on. */
  readonly startedAt: PhoneStep
}

/** The machine's first context: the number step's, or the screen it resumes on (`startedAt`). */
export const phoneCodeContextOf = (input: PhoneCodeInput): PhoneCodeContext => {
  const cooldown = input.resendCooldownSeconds ?? DEFAULT_RESEND_COOLDOWN_SECONDS
  const { step, ...resumed } = input.resume ?? { step: 'phone' as const }
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
    ...resumed,
    startedAt: step,
  }
}
