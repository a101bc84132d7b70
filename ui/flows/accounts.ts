/**
 * What the e-mail account screens need (register, confirm, forgot and reset password): the AccountsApi
 * adapter of the page's language, and the mapping of the server's 400 field errors back onto form
 * fields. The adapter loads with its first call.
 */
import type { ServerFieldErrors } from '#adapters/http/field-errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { AccountsApi } from '#core/ports/accounts-api.ts'
import { usePorts } from './ports.ts'

export type { ServerFieldErrors, ServerMessageRef } from '#adapters/http/field-errors.ts'

/**
 * core's AccountsApi for the page's language: `register`, `checkRegistration`, `confirmRegistration`,
 * `forgotPassword`, `checkPasswordReset`, `resetPassword`. Rejects with the errors of
 * `#core/errors.ts`: `ApiError` 400 with field errors (see `fieldErrorsOf`) or with
 * `{detail, code: "invalid_token"}` (see `isInvalidToken`), `RateLimited` for 429.
 */
export const useAccountsApi = (): AccountsApi => usePorts().accounts

/**
 * The field errors of a failed call keyed by form field (`confirmPassword`, `_form` for the whole
 * form), each a validation key (`{ key: 'required' }`, translated by the page, so it follows a
 * language switch) or `{ key: 'server', params: { text } }` to show as the server wrote it; undefined
 * when the failure carries no field errors. Loads the mapping (and the validation texts) on demand.
 */
export const fieldErrorsOf = async (error: unknown, locale: Locale): Promise<ServerFieldErrors | undefined> =>
  (await import('#adapters/http/field-errors.ts')).fieldErrorsOf(error, locale)

/**
 * Whether a failure is the API's `invalid_token` (an unknown, used or expired link: 'Invalid token').
 * Checked by shape, so a page does not load `#core/errors.ts` (and effect) just to ask.
 */
export const isInvalidToken = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  '_tag' in error &&
  error._tag === 'ApiError' &&
  'body' in error &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'code' in error.body &&
  error.body.code === 'invalid_token'
