import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type Locale, splitLocale } from '#core/i18n/locale.ts'
import { type ApiMessageKey, apiMessage } from '#server/i18n.ts'

/** API errors are JSON `{detail, code}` (spec §8), the detail in the language of the URL. */
export const apiLocale = (path: string): Locale => splitLocale(path).locale

export const apiError = (c: Context, status: ContentfulStatusCode, code: string, message: ApiMessageKey) =>
  c.json({ detail: apiMessage(apiLocale(c.req.path), message), code }, status)
