/**
 * The phone flow's forms as the browser sends them itself, before its JavaScript runs or without it
 * (ADR 0020). Each form says what it asks for (`step`) and carries what the earlier screens
 * established in hidden fields, never in the address: the number the code went to, and after the
 * code the ticket that proves it. The server trusts none of it: the code is checked against the
 * number, the ticket against the number, the password against the account.
 */

/**
 * What a form of the flow asks for: each screen's own submit, the code screen's two others, and the
 * number screen's 'I already have a code'.
 */
export const PHONE_FORM_ACTIONS = [
  'phone',
  'haveCode',
  'code',
  'resend',
  'changePhone',
  'password',
  'signUp',
  'newPassword',
] as const
export type PhoneFormAction = (typeof PHONE_FORM_ACTIONS)[number]

/** The names of the hidden fields. */
export const PHONE_FLOW_FIELDS = {
  action: 'step',
  /** The number (E.164) the code went to, on every screen after the number's. */
  number: 'number',
  /** On the number's screen after 'Change the number': the number an unused code went to. */
  codeSentTo: 'codeSentTo',
  /** The proof of the code, on the screens that spend it (sign-up, new password). */
  ticket: 'ticket',
} as const
