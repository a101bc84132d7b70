/**
 * Field errors of REST API v1 (`{wire_field: [{code, params, message}, ...]}`, decoded with core's
 * `FieldErrorsBody`) mapped onto a form's fields, so the page shows them where it shows its own
 * validation. Each becomes its validation key with its parameters (`minLength {min: 3}`), translated
 * by the page's dictionaries, so it follows a later language switch; the server's `message` is only
 * shown for a code this build has no text for.
 */
import { hasTag } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { type RefusedFields, refusedFields } from '#core/shared/validation/field-errors.api.ts'

/** The statuses that carry field errors: a refused body (400), an upload too large (413) or too complex (422). */
const FIELD_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 413, 422])

/**
 * The field errors of a failed call, keyed by form field (`confirm_password` → `confirmPassword`,
 * `non_field_errors` → `_form`), or undefined when the failure has none (a `{detail, code}` body such
 * as `invalid_token` or `payload_too_large`, a 429, a 500, a proxy's bare 413).
 */
export const fieldErrorsOf = (error: unknown): RefusedFields | undefined =>
  hasTag(error, 'ApiError') && FIELD_ERROR_STATUSES.has(error.status) ? refusedFields(error.body) : undefined

/**
 * A composition root's `refine` (`FormWiring`): a refusal with field errors becomes core's
 * `FieldsRefused`, so the machine shows the messages next to their fields; any other failure stays.
 */
export const asFieldsRefused = (error: unknown): unknown => {
  const fields = fieldErrorsOf(error)
  return fields ? new FieldsRefused({ fields }) : error
}
