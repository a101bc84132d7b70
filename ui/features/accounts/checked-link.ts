/**
 * The pages of e-mailed links check their link on the server while they render (their `+data.ts`
 * with `checked-link.server.ts`, ADR 0027): the page comes with the form or with 'Invalid token',
 * with or without JavaScript, and the browser loads no code to ask. Without the in-process check (a
 * server that does not provide it) the browser checks the link as the form machine always could.
 */
import type { Checked } from '#core/shared/forms/form-context.ts'

export type CheckedLink =
  | { readonly link: 'valid'; readonly checked: Checked }
  | { readonly link: 'invalid' }
  | { readonly link: 'unchecked' }

/** The form's options for what the server found. */
export const linkOptions = (found: CheckedLink): { checked?: Checked; invalidToken?: boolean } =>
  found.link === 'valid' ? { checked: found.checked } : found.link === 'invalid' ? { invalidToken: true } : {}
