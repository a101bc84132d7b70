/**
 * The e-mail change link (`/confirm-email/{token}`) is opened by the server while it renders the page
 * (its `+data.ts` with `email-link.server.ts`, ADR 0027): the page comes with the outcome, with or
 * without JavaScript, and the browser loads no machine or HTTP client for it. Opening it spends it:
 * that is the proof the address is the user's, as the browser's `POST /profile/email/confirm` always
 * was. Without the in-process port (a server that does not provide it) the browser opens it itself.
 */
export type OpenedEmailLink =
  | { readonly link: 'confirmed'; readonly email: string }
  | { readonly link: 'invalid' }
  /** Another account took the address meanwhile (the link is spent all the same). */
  | { readonly link: 'taken' }
  | { readonly link: 'unchecked' }
