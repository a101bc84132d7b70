/**
 * The e-mail account flows (issue 4): registration confirmed by a mailed link, and password
 * recovery by a mailed link. Endpoint paths are in `#core/accounts/accounts.api.ts`; the adapter owns
 * the HTTP. Implementations reject with the errors of `#core/shared/errors.ts`: `ApiError` with the
 * server body for field errors and `invalid_token`, `RateLimited` for 429.
 */
import type { EmailRegisterForm, ForgotPasswordForm, NewPasswordForm } from '#core/accounts/auth.schema.ts'

export interface AccountsApi {
  /** Sends the confirmation link; answers the same whether the address is known or not. */
  register(form: EmailRegisterForm): Promise<void>
  /** Whether a registration link is still valid; answers the address it was sent to. */
  checkRegistration(token: string): Promise<{ readonly email: string }>
  /** Sets the password of the new account; answers its e-mail (to sign in with). */
  confirmRegistration(token: string, form: NewPasswordForm): Promise<{ readonly email: string }>
  /** Sends the reset link; answers the same whether the address is known or not. */
  forgotPassword(form: ForgotPasswordForm): Promise<void>
  checkPasswordReset(token: string): Promise<void>
  resetPassword(token: string, form: NewPasswordForm): Promise<void>
}
