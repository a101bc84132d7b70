/**
 * The e-mailed links (registration, password reset) as their pages need them while the server
 * renders them (ADR 0027): whether a link is still valid, read in process, so the page comes with the
 * form or with 'Invalid token', with or without JavaScript. Never passed to the browser.
 */
export interface AccountLinks {
  /** The address a registration link was sent to; null when it is unknown, used or expired. */
  checkRegistration(token: string): Promise<{ readonly email: string } | null>
  /** Whether a password-reset link is still valid. */
  checkPasswordReset(token: string): Promise<boolean>
}
