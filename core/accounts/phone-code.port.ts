/**
 * The SMS-code API behind the phone flows (sign-in/sign-up and restore by phone). Endpoint paths
 * are not in the spec; the adapter owns them.
 */
import type { PhoneNewPasswordForm, PhoneSignUpForm } from '#core/accounts/phone-code.schema.ts'

/** Why a code is sent: signing in (or up), or restoring the password. */
/** Spec §9: the SMS may take up to a minute, so a new code can be asked for after that. */
export const DEFAULT_RESEND_COOLDOWN_SECONDS = 60

/** How long an SMS code can be used, and the ticket a verified code gives (spent by the next step). */
export const PHONE_CODE_LIFETIME_SECONDS = 10 * 60
export const PHONE_TICKET_LIFETIME_SECONDS = 15 * 60

export type PhoneCodePurpose = 'signIn' | 'restore'

export interface SendCodeResult {
  /** Seconds before another code may be requested (the visible resend cooldown). */
  readonly resendAfterSeconds: number
}

export interface VerifyCodeResult {
  /** Proof that the phone was verified, spent by the next step. */
  readonly ticket: string
  /** Whether an account with this phone exists: password step, or sign-up. */
  readonly userExists: boolean
}

export interface PhoneCodeApi {
  /** Rejects with RateLimited ('Please wait a few minutes'). */
  sendCode(request: { readonly phone: string; readonly purpose: PhoneCodePurpose }): Promise<SendCodeResult>
  /** Rejects with IncorrectCode or RateLimited. */
  verifyCode(request: {
    readonly phone: string
    readonly code: string
    readonly purpose: PhoneCodePurpose
  }): Promise<VerifyCodeResult>
  /** Creates the account of a new user; the session is then opened by signing in. */
  signUp(request: {
    readonly ticket: string
    readonly phone: string
    readonly form: PhoneSignUpForm
  }): Promise<void>
  /** Sets a new password after the code (restore by phone). */
  resetPassword(request: { readonly ticket: string; readonly form: PhoneNewPasswordForm }): Promise<void>
}
