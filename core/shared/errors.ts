/**
 * The typed errors of spec §8. Adapters map HTTP answers onto them; machines and pages branch on
 * `_tag`. They are `Schema.TaggedError` classes: real `Error`s (stack, `instanceof`) that can also
 * be yielded in Effect programs and encoded across the server boundary.
 */
import { Schema } from 'effect'

/** API 401: the user is signed out and the request fails with this. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()('Unauthorized', {}) {
  readonly status = 401
}

/** API 404: the not-found page is shown. */
export class NotFound extends Schema.TaggedError<NotFound>()('NotFound', {}) {
  readonly status = 404
}

/** API 500 (and other 5xx after retries): the internal-server-error page is shown. */
export class ServerError extends Schema.TaggedError<ServerError>()('ServerError', {
  status: Schema.optional(Schema.Number),
}) {}

/** Any other API error: the server's response body is passed on as it came. */
export class ApiError extends Schema.TaggedError<ApiError>()('ApiError', {
  status: Schema.Number,
  body: Schema.Unknown,
}) {}

/** The token refresh failed: carries the server's body. */
export class TokenRefreshFailed extends Schema.TaggedError<TokenRefreshFailed>()('TokenRefreshFailed', {
  body: Schema.Unknown,
}) {}

/** A code-split chunk failed to load on navigation: the page reloads once (10 s guard). */
export class ChunkLoadFailed extends Schema.TaggedError<ChunkLoadFailed>()('ChunkLoadFailed', {
  url: Schema.optional(Schema.String),
}) {}

/** HTTP 429 or a server-side rate limit: 'Please wait a few minutes'. */
export class RateLimited extends Schema.TaggedError<RateLimited>()('RateLimited', {
  retryAfterSeconds: Schema.optional(Schema.Number),
}) {}

/** The SMS code does not match: 'Incorrect code'. */
export class IncorrectCode extends Schema.TaggedError<IncorrectCode>()('IncorrectCode', {}) {}

/** Auth.js answered a sign-in with `?error=` in the returned URL; `error` is that value. */
export class SignInFailed extends Schema.TaggedError<SignInFailed>()('SignInFailed', {
  error: Schema.String,
}) {}

export type AppError =
  | Unauthorized
  | NotFound
  | ServerError
  | ApiError
  | TokenRefreshFailed
  | ChunkLoadFailed
  | RateLimited
  | IncorrectCode
  | SignInFailed

const TAGS: ReadonlySet<string> = new Set([
  'Unauthorized',
  'NotFound',
  'ServerError',
  'ApiError',
  'TokenRefreshFailed',
  'ChunkLoadFailed',
  'RateLimited',
  'IncorrectCode',
  'SignInFailed',
])

export const isAppError = (error: unknown): error is AppError =>
  error instanceof Error && '_tag' in error && typeof error._tag === 'string' && TAGS.has(error._tag)

/** Narrows an unknown failure to one tag (machines receive errors as `unknown`). */
export const hasTag = <T extends AppError['_tag']>(
  error: unknown,
  tag: T,
): error is Extract<AppError, { _tag: T }> => isAppError(error) && error._tag === tag

/** The session is gone: the API answered 401, or the server refused to renew the tokens (spec §8). */
export const isSessionLost = (error: unknown): boolean =>
  hasTag(error, 'Unauthorized') || hasTag(error, 'TokenRefreshFailed')

export { NotProvided } from './not-provided.ts'
