import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type Locale, splitLocale } from '#core/shared/i18n/locale.ts'
import { fieldErrorsBody } from '#core/shared/validation/field-errors.api.ts'
import { type MessageRef, message, type ValidationKey } from '#core/shared/validation/message.ts'
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/platform/db/unavailable.ts'
import { type ApiMessageKey, apiMessage, validationMessage } from '#server/platform/i18n.ts'

/** API errors are JSON `{detail, code}` (spec §8), the detail in the language of the URL. */
export const apiLocale = (path: string): Locale => splitLocale(path).locale

export const apiError = (
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: ApiMessageKey,
  /** What the refusal hands back beside its text (an inquiry form's fresh fill-time token). */
  extra: Readonly<Record<string, string>> = {},
) => c.json({ detail: apiMessage(apiLocale(c.req.path), message), code, ...extra }, status)

/** 429 with `Retry-After` (whole seconds, at least 1): 'Please wait a few minutes'. */
export const throttled = (c: Context, retryAfterSeconds: number) => {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))))
  return apiError(c, 429, 'throttled', 'throttled')
}

/**
 * 503 with `Retry-After`: a bounded queue of the work this request needs is full (`ServerBusy`),
 * 'The server is busy right now…'.
 */
export const busy = (c: Context, retryAfterSeconds: number) => {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))))
  return apiError(c, 503, 'busy', 'busy')
}

/**
 * 503 with `Retry-After` while the database is away (`isDatabaseUnavailable`): nothing was wrong with
 * the request, and the same request may be sent again after the pause.
 */
export const serviceUnavailable = (c: Context) => {
  retryLater(c)
  return apiError(c, 503, 'service_unavailable', 'unavailable')
}

/** The headers of every 503 of the server (the API, pages, `/healthz`): come back after the pause. */
export const retryLater = (c: Context): void => {
  c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  c.header('Cache-Control', 'no-store')
}

/** Messages per wire field, as the core reports them (translation keys with parameters). */
export type WireFieldErrors = Readonly<Record<string, ReadonlyArray<MessageRef>>>

/**
 * 400 `{field: [{code, params, message}, ...]}` (`#core/shared/validation/field-errors.api.ts`), the message
 * translated by the URL's language; an upload over the size limit is the same shape with 413, an SVG
 * too complex to sanitise with 422.
 */
export const fieldErrors = (c: Context, errors: WireFieldErrors, status: 400 | 413 | 422 = 400) => {
  const locale = apiLocale(c.req.path)
  return c.json(
    fieldErrorsBody(errors, (ref) => validationMessage(locale, ref)),
    status,
  )
}

/**
 * A field error the server alone can find (a taken nickname, a wrong current password): a validation
 * message like the forms' own, with the same code, so the browser shows it in its own words.
 */
export const fieldError = (c: Context, field: string, key: ValidationKey) =>
  fieldErrors(c, { [field]: [message(key)] })
