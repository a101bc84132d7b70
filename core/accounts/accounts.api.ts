/**
 * The accounts endpoints of REST API v1 that the spec leaves unshown (issue 4): phone codes,
 * e-mail registration and password recovery, token refresh and the signed-in user. Paths are
 * relative to `/api/v1` (Ukrainian messages) or `/en/api/v1` (English).
 *
 * Bodies are decoded with these schemas after `fromWire` (snake_case → camelCase keys), so the
 * server and the browser adapter share them. Answers are snake_case JSON, described here by their
 * wire shape. Errors:
 * - 400 with `{field: [{code, params, message}, ...]}` (wire field names, `FieldErrorsBody` of
 *   `#core/shared/validation/field-errors.api.ts`) for a body that does not decode;
 * - 400 `{detail, code: "invalid_token"}` for an unknown, used or expired e-mail/phone token;
 * - 400 `{detail, code: "incorrect_code"}` for a wrong or dead SMS code;
 * - 401 `{detail, code: "token_not_valid" | "not_authenticated" | "no_active_account"}`;
 * - 429 `{detail, code: "throttled"}` with `Retry-After` ('Please wait a few minutes').
 */
import { Schema } from 'effect'
import {
  EmailRegisterForm,
  ForgotPasswordForm,
  NewPasswordForm,
  OneTimeToken,
} from '#core/accounts/auth.schema.ts'
import { OtpCode, PhoneNumber, PhoneSignUpForm } from '#core/accounts/phone-code.schema.ts'

export const ACCOUNT_PATHS = {
  /** POST `{refresh}` → `{access, refresh}` (SimpleJWT rotation: the used refresh token dies). */
  tokenRefresh: '/token/refresh',
  /** POST `{phone, purpose}` → `{resend_after_seconds}`. */
  phoneSendCode: '/auth/phone/send-code',
  /** POST `{phone, code, purpose}` → `{ticket, user_exists}`. */
  phoneVerify: '/auth/phone/verify',
  /** POST `{ticket, phone, name, device, password, confirm_password, accept_terms}` → 201 `{}`. */
  phoneSignUp: '/auth/phone/sign-up',
  /** POST `{ticket, password, confirm_password}` → 204. */
  phoneResetPassword: '/auth/phone/reset-password',
  /** POST `{email, nickname, accept_terms}` → 202 `{}` (the same for known addresses). */
  emailRegister: '/auth/email/register',
  /** POST `{token}` → `{email}` while the link is valid. */
  emailRegisterCheck: '/auth/email/register/check',
  /** POST `{token, password, confirm_password}` → 201 `{email}`: the account exists. */
  emailRegisterConfirm: '/auth/email/register/confirm',
  /** POST `{email}` → 202 `{}` (the same for unknown addresses). */
  forgotPassword: '/auth/email/forgot-password',
  /** POST `{token}` → 200 `{}` while the link is valid. */
  resetPasswordCheck: '/auth/email/reset-password/check',
  /** POST `{token, password, confirm_password}` → 204; every refresh token of the user dies. */
  resetPassword: '/auth/email/reset-password',
} as const

export const PhoneCodePurposeSchema = Schema.Literals(['signIn', 'restore'])

/** A one-time token from a link or a verified code (the forms' schemas hold it; part of this contract). */
export { OneTimeToken }

export const TokenRefreshRequest = Schema.Struct({ refresh: Schema.String })

export const SendCodeRequest = Schema.Struct({ phone: PhoneNumber, purpose: PhoneCodePurposeSchema })
export const SendCodeResponse = Schema.Struct({ resend_after_seconds: Schema.Int })

export const VerifyCodeRequest = Schema.Struct({
  phone: PhoneNumber,
  code: OtpCode,
  purpose: PhoneCodePurposeSchema,
})
export const VerifyCodeResponse = Schema.Struct({ ticket: Schema.String, user_exists: Schema.Boolean })

/** The sign-up form plus the proof that the phone was verified. */
export const PhoneSignUpRequest = Schema.Struct({
  ticket: OneTimeToken,
  phone: PhoneNumber,
  form: PhoneSignUpForm,
})
/** The body is flat on the wire: `{ticket, phone, ...form}`. */
export const splitPhoneSignUp = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null) return body
  const { ticket, phone, ...form } = body as Record<string, unknown>
  return { ticket, phone, form }
}

export const PhoneResetPasswordRequest = Schema.Struct({ ticket: OneTimeToken, form: NewPasswordForm })
export const TokenPasswordRequest = PhoneResetPasswordRequest
/** `{token|ticket, ...form}` on the wire → `{ticket, form}`. */
export const splitTokenPassword = (body: unknown, tokenField: 'ticket' | 'token'): unknown => {
  if (typeof body !== 'object' || body === null) return body
  const { [tokenField]: ticket, ...form } = body as Record<string, unknown>
  return { ticket, form }
}

export const EmailRegisterRequest = EmailRegisterForm
export const ForgotPasswordRequest = ForgotPasswordForm
export const TokenCheckRequest = Schema.Struct({ token: OneTimeToken })
export const EmailRegisterCheckResponse = Schema.Struct({ email: Schema.String })
