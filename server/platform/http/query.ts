/** Query strings of the API: decoded with a core schema, a broken one refused rather than guessed. */
import type { Schema } from 'effect'
import type { Context } from 'hono'
import { decodeForm } from '#core/shared/validation/decode-form.ts'
import { apiError, fieldErrors } from './problems.ts'

/** Whether every part of the raw query string percent-decodes (a broken one is a 400, not a guess). */
const isDecodable = (url: string): boolean => {
  const search = new URL(url).search.slice(1)
  try {
    for (const part of search.split('&')) decodeURIComponent(part.replaceAll('+', ' '))
    return true
  } catch {
    return false
  }
}

/** The query string decoded with `schema`, or the 400 with every bad parameter (field errors). */
export const decodeQuery = <S extends Schema.Decoder<unknown>>(
  c: Context,
  schema: S,
): { ok: true; value: S['Type'] } | { ok: false; response: Response } => {
  if (!isDecodable(c.req.url)) return { ok: false, response: apiError(c, 400, 'bad_request', 'badRequest') }
  const result = decodeForm(schema, c.req.query())
  return result.ok ? result : { ok: false, response: fieldErrors(c, result.errors) }
}
