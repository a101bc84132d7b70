/**
 * A form the browser sent itself (no JavaScript yet, or none at all) and the server answered by
 * rendering its page again (ADR 0020): what the page needs to show the same screen the machine would
 * have shown, passed from the server to the page (`pageContext.postedForm`).
 */

import type { PhoneCodeResume } from '#core/accounts/phone-code.machine.ts'
import type { DiscordLinkPosted } from '#core/accounts/provider-link.ts'
import type { MatchFormPosted } from '#core/matches/reports.ts'
import type { TelegramPosted } from '#core/notifications/profile-telegram.ts'
import type { FieldErrors } from '#core/shared/validation/decode-form.ts'
import type { FormMessage, ServerFieldErrors } from './form.machine.ts'

/** The hidden field that carries the page's request-forgery token. */
export const FORM_TOKEN_FIELD = 'csrf'

/** The hidden field that says which of a page's several forms was sent (the profile's sections, the match page's). */
export const FORM_INTENT_FIELD = 'intent'

export interface PostedForm {
  /** What was typed, to fill the fields again; never a password. */
  readonly values: Readonly<Record<string, string | boolean>>
  /** Core's validation messages by field. */
  readonly fieldErrors: FieldErrors
  /** What only the server could tell, by field (`_form`: the whole form). */
  readonly serverErrors: ServerFieldErrors
  /** A message about the whole form. */
  readonly error: FormMessage | null
  /** The link's token is unknown, used or expired ('Invalid token'). */
  readonly invalidToken: boolean
  /** The form was taken (a message sent): the page shows its success state. */
  readonly sent?: boolean
  /** A phone flow's form: the screen the server's run of the flow reached, and what it holds. */
  readonly phoneFlow?: PhoneCodeResume
  /** The profile's Telegram section: what its form came to (server/notifications/form-posts.ts). */
  readonly telegram?: TelegramPosted
  /** The profile's Discord section: what its unlink form came to (server/accounts/provider-link-posts.ts). */
  readonly discord?: DiscordLinkPosted
  /** A match page's report, confirm or dispute form that was not taken (server/matches/form-posts.ts). */
  readonly matchForm?: MatchFormPosted
}
