/**
 * JSON request bodies of the API: `application/json` only (415), at most 16 KiB (413), decoded with the
 * core schemas after `fromWire` (400 `{wire_field: [{code, params, message}, ...]}`, the message in
 * the URL's language).
 */
import type { Schema } from 'effect'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { fromWire, wireKey } from '#core/shared/http/wire-case.ts'
import { decodeForm, type FieldErrors, FORM_ERRORS } from '#core/shared/validation/decode-form.ts'
import { NON_FIELD_ERRORS } from '#core/shared/validation/field-errors.api.ts'
import type { MessageRef } from '#core/shared/validation/message.ts'
import { apiError, fieldErrors } from './problems.ts'

export const MAX_BODY_BYTES = 16 * 1024

/**
 * Refuses anything but `application/json` (415), then bodies over `maxBytes` (413), streamed or not:
 * 16 KiB unless a route takes longer texts (a tournament draft).
 */
export const jsonBody = (maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler[] => [
  async (c, next) => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType !== 'application/json') {
      return apiError(c, 415, 'unsupported_media_type', 'unsupportedMediaType')
    }
    await next()
  },
  bodyLimit({
    maxSize: maxBytes,
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
