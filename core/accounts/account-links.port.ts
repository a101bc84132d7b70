/**
 * The e-mailed links (registration, password reset, e-mail change) as their pages need them while the
 * server renders them (ADR 0027): whether a link is still valid, read in process, so the page comes
 * with the form or with 'Invalid token', with or without JavaScript; the e-mail change link is opened
 * there. Never passed to the browser.
 */
export interface AccountLinks {
  /** The address a registration link was sent to; null when it is unknown, used or expired. */
  checkRegistration(token: string): Promise<{ readonly email: string } | null>
  /** Whether a password-reset link is still valid. */
  checkPasswordReset(token: string): Promise<boolean>
  /**
   * Opens the link mailed to a new address (spends it): the address is the account's now, or the
   * link was unknown, used or expired, or another account took the address meanwhile.
   */
  openEmailChange(token: string): Promise<EmailChangeOpened>
}

export type EmailChangeOpened =
  | { readonly opened: 'confirmed'; readonly email: string }
  | { readonly opened: 'invalid' }
  | { readonly opened: 'taken' }
