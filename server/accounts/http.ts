/**
 * The accounts' HTTP edge: JSON bodies only (415), at most 16 KiB (413), decoded with the core
 * schemas after `fromWire` (400 `{wire_field: [{code, params, message}, ...]}`, the message in the URL's language), and the
 * `requireUser` guard reading `Authorization: Bearer`.
 */

import type { Schema } from 'effect'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { fromWire, wireKey } from '#core/shared/http/wire-case.ts'
import { decodeForm, type FieldErrors, FORM_ERRORS } from '#core/shared/validation/decode-form.ts'
import { NON_FIELD_ERRORS } from '#core/shared/validation/field-errors.api.ts'
import type { MessageRef } from '#core/shared/validation/message.ts'
import { apiError, fieldErrors } from '#server/platform/http/problems.ts'
import { NoActiveAccount, TokenNotValid } from './ports.ts'
import type { Authenticated, TokenService } from './tokens.ts'

export const MAX_BODY_BYTES = 16 * 1024

/** Requests of these routes carry the signed-in user (set by `requireUser`). */
export type AccountsEnv = { Variables: { auth: Authenticated } }

/** Refuses anything but `application/json` (415), then bodies over 16 KiB (413), streamed or not. */
export const jsonBody = (): MiddlewareHandler[] => [
  async (c, next) => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType !== 'application/json') {
      return apiError(c, 415, 'unsupported_media_type', 'unsupportedMediaType')
    }
    await next()
  },
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'payload_too_large', 'payloadTooLarge'),
  }),
]

/** Secrets (tokens, tickets) and personal data never go to a cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
}

/**
 * Core error paths → wire fields: `form.confirmPassword` → `confirm_password` (the body is flat
 * on the wire).
 */
const toWireErrors = (errors: FieldErrors): Record<string, MessageRef[]> => {
  const out: Record<string, MessageRef[]> = {}
  for (const [path, refs] of Object.entries(errors)) {
    const segments = path.split('.')
    const inner = segments[0] === 'form' && segments.length > 1 ? segments.slice(1) : segments
    const field = path === FORM_ERRORS ? NON_FIELD_ERRORS : inner.map(wireKey).join('.')
    const list = out[field] ?? []
    for (const ref of refs) if (!list.some((known) => known.key === ref.key)) list.push(ref)
    out[field] = list
  }
  return out
}

export type Decoded<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly response: Response }

/**
 * Reads the JSON body and decodes it with `schema`. Not JSON, or JSON that is not an object, is a
 * 400 `bad_request`; an object that does not decode is a 400 with every message of every field.
 * A missing or malformed `tokenField` (a link token or ticket the person never typed and cannot fix)
 * is `400 invalid_token`, like an unknown or expired one.
 */
export const decodeBody = async <S extends Schema.Decoder<unknown>>(
  c: Context,
  schema: S,
  options: {
    readonly reshape?: (wire: unknown) => unknown
    /** The token field, if the body carries one, by its name in `schema`. */
    readonly tokenField?: string
  } = {},
): Promise<Decoded<S['Type']>> => {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    return { ok: false, response: apiError(c, 400, 'bad_request', 'badRequest') }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: apiError(c, 400, 'bad_request', 'badRequest') }
  }
  const input = fromWire(body)
  const result = decodeForm(schema, options.reshape ? options.reshape(input) : input)
  if (result.ok) return { ok: true, value: result.value }
  const errors = toWireErrors(result.errors)
  if (options.tokenField !== undefined && options.tokenField in errors) {
    return { ok: false, response: apiError(c, 400, 'invalid_token', 'invalidToken') }
  }
  return { ok: false, response: fieldErrors(c, errors) }
}

/** 401 with the challenge RFC 6750 asks for. */
export const unauthorized = (
  c: Context,
  code: 'not_authenticated' | 'token_not_valid' | 'no_active_account',
) => {
  c.header(
    'WWW-Authenticate',
    code === 'not_authenticated' ? 'Bearer realm="api"' : 'Bearer realm="api", error="invalid_token"',
  )
  const message =
    code === 'not_authenticated'
      ? 'notAuthenticated'
      : code === 'token_not_valid'
        ? 'tokenNotValid'
        : 'noActiveAccount'
  return apiError(c, 401, code, message)
}

/** The 401 of a token failure, or rethrows anything else. */
export const tokenFailure = (c: Context, error: unknown) => {
  if (error instanceof TokenNotValid) return unauthorized(c, 'token_not_valid')
  if (error instanceof NoActiveAccount) return unauthorized(c, 'no_active_account')
  throw error
}

/**
 * Lets a request through only with a valid access token of an active user (`c.get('auth')`):
 * no `Authorization: Bearer` → `not_authenticated`; a bad, expired or refresh-typed token →
 * `token_not_valid`; a disabled or deleted user → `no_active_account`.
 */
export const createRequireUser =
  (tokens: TokenService): MiddlewareHandler<AccountsEnv> =>
  async (c, next) => {
    const [scheme, token, ...rest] = (c.req.header('Authorization') ?? '').trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer') return unauthorized(c, 'not_authenticated')
    if (!token || rest.length > 0) return unauthorized(c, 'token_not_valid')
    try {
      c.set('auth', await tokens.authenticate(token))
    } catch (error) {
      return tokenFailure(c, error)
    }
    await next()
  }
