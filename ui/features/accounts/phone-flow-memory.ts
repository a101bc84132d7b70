/**
 * Where a phone flow rests, kept in this tab (ADR 0058): a reload on the code screen comes back to
 * the code screen (no new SMS, no "please wait"), a reload on the number after a code went out offers
 * "I already have a code", and a reload on the sign-up or new-password screen comes back to it while
 * the ticket of the verified code lives. What is kept lives no longer than what it stands for (the
 * code's and the ticket's lifetimes); the server checks the code and the ticket as ever.
 */
import {
  PHONE_CODE_LIFETIME_SECONDS,
  PHONE_TICKET_LIFETIME_SECONDS,
  type PhoneCodePurpose,
} from '#core/accounts/phone-code.port.ts'
import {
  PHONE_STEPS,
  type PhoneCodeContext,
  type PhoneCodeResume,
  type PhoneStep,
} from '#core/accounts/phone-code-start.ts'
import { forget, keep, recall } from '#ui/shared/app/tab-memory.ts'
import { forgetDraft } from '#ui/shared/form/Form.tsx'

/** The sign-up screen's form keeps what was typed (its passwords never). */
export const PHONE_SIGN_UP_DRAFT = 'phone-sign-up'

interface Kept {
  readonly step: PhoneStep
  readonly phone: string
  readonly e164: string
  readonly codeSentTo: string
  readonly ticket: string
  /** When the resend countdown ends (ms since the epoch). */
  readonly resendAt: number
  /** When what is kept is of no more use (ms since the epoch): the code's or the ticket's end. */
  readonly until: number
}

const keyOf = (mode: PhoneCodePurpose): string => `phone-flow:${mode}`

const STEPS: ReadonlySet<string> = new Set(PHONE_STEPS)

const isKept = (value: unknown): value is Kept => {
  if (typeof value !== 'object' || value === null) return false
  const step = Reflect.get(value, 'step')
  const texts = ['phone', 'e164', 'codeSentTo', 'ticket'].every(
    (field) => typeof Reflect.get(value, field) === 'string',
  )
  const times = ['resendAt', 'until'].every((field) => Number.isFinite(Reflect.get(value, field)))
  return typeof step === 'string' && STEPS.has(step) && texts && times
}

const recallKept = (mode: PhoneCodePurpose, now: number): Kept | null => {
  const kept = recall(keyOf(mode))
  return isKept(kept) && kept.until > now ? kept : null
}

/** The screen a reload comes back to, with what it holds; null when nothing (still) useful is kept. */
export const recallPhoneFlow = (mode: PhoneCodePurpose, now: number): PhoneCodeResume | null => {
  const kept = recallKept(mode, now)
  if (!kept) return null
  return {
    step: kept.step,
    phone: kept.phone,
    e164: kept.e164,
    codeSentTo: kept.codeSentTo,
    code: '',
    ticket: kept.ticket,
    resendIn: Math.max(0, Math.ceil((kept.resendAt - now) / 1000)),
    fieldErrors: {},
    error: null,
  }
}

/**
 * Keeps the screen the flow rests on. The number's screen is kept only while an unused code went out
 * (the way back to it); a code's or a ticket's end is counted from when it was first kept.
 */
export const keepPhoneFlow = (step: PhoneStep, context: PhoneCodeContext, now: number): void => {
  const { mode } = context
  if (step === 'phone' && context.codeSentTo === '') {
    forget(keyOf(mode))
    return
  }
  const before = recallKept(mode, now)
  const holdsTicket = context.ticket !== ''
  const resendAt = now + context.resendIn * 1000
  // A new code (sent again to the same number) starts a new countdown: its lifetime starts anew. A
  // countdown that has run out only means the screen changed later.
  const resent = before !== null && context.resendIn > 0 && resendAt > before.resendAt + 1000
  const same = holdsTicket
    ? before?.ticket === context.ticket
    : before?.codeSentTo === context.codeSentTo && !resent
  const lifetime = holdsTicket ? PHONE_TICKET_LIFETIME_SECONDS : PHONE_CODE_LIFETIME_SECONDS
  const kept: Kept = {
    step,
    phone: context.phone,
    e164: context.e164,
    codeSentTo: context.codeSentTo,
    ticket: context.ticket,
    resendAt,
    until: same && before ? before.until : now + lifetime * 1000,
  }
  keep(keyOf(mode), kept)
}

/** The flow is over (signed in, signed up, the password changed): nothing of it stays. */
export const forgetPhoneFlow = (mode: PhoneCodePurpose): void => {
  forget(keyOf(mode))
  forgetDraft(PHONE_SIGN_UP_DRAFT)
}
