/**
 * The `code` of an API error's `{detail, code}` body (spec §8: `invalid_token`, `incorrect_code`,
 * `throttled`...), decoded with the core schema: the one place that reads it, for adapters that turn
 * a code into a typed error and for tests that check which failure came back.
 */
import { Schema } from 'effect'
import { ApiErrorBody } from '#core/accounts/auth.schema.ts'
import { hasTag } from '#core/shared/errors.ts'

const isApiErrorBody = Schema.is(ApiErrorBody)

/** The code of an `ApiError` whose body is `{detail, code}`; undefined for any other failure. */
export const apiErrorCodeOf = (error: unknown): string | undefined =>
  hasTag(error, 'ApiError') && isApiErrorBody(error.body) ? error.body.code : undefined
