/**
 * The bot's webhook, `POST /api/telegram/webhook` (setWebhook with `secret_token`, docs/telegram.md):
 * Telegram posts each `Update` here with the secret in `X-Telegram-Bot-Api-Secret-Token`. The secret
 * is compared in constant time before the body is read (missing 401, wrong 403: nothing changes); the
 * body is JSON of at most 64 KiB (415, 413), decoded as an Update (400). What the update asks is done
 * in one transaction and its replies queued: the answer is a quick 200, and Telegram sends the next
 * update of the chat only after it.
 */
import { Schema } from 'effect'
import { Hono } from 'hono'
import { sameSecret, sha256Hex } from '#server/platform/crypto.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { readBodyText } from '#server/platform/http/read-body.ts'
import type { TelegramLinks } from './telegram-links.ts'
import { TelegramUpdate } from './telegram-update.ts'

export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook'
export const TELEGRAM_SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token'
/** A message's text is at most 4096 characters; an update with all its fields stays far below. */
export const MAX_UPDATE_BYTES = 64 * 1024

const decodeUpdate = Schema.decodeUnknownOption(TelegramUpdate, { onExcessProperty: 'ignore' })

export const createTelegramWebhook = (deps: {
  readonly secret: string
  readonly links: Pick<TelegramLinks, 'receive'>
}): Hono => {
  const routes = new Hono()
  // Hashed first, so the comparison takes the same time whatever the length of what was sent.
  const expected = sha256Hex(deps.secret)
  routes.post(TELEGRAM_WEBHOOK_PATH, async (c) => {
    const given = c.req.header(TELEGRAM_SECRET_HEADER)
    if (given === undefined) return apiError(c, 401, 'not_authenticated', 'notAuthenticated')
    if (!sameSecret(sha256Hex(given), expected)) return apiError(c, 403, 'forbidden', 'webhookSecretWrong')
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType !== 'application/json')
      return apiError(c, 415, 'unsupported_media_type', 'unsupportedMediaType')
    const text = await readBodyText(c.req.raw, MAX_UPDATE_BYTES)
    if (text === undefined) return apiError(c, 413, 'payload_too_large', 'payloadTooLarge')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return apiError(c, 400, 'bad_request', 'badRequest')
    }
    const update = decodeUpdate(body)
    if (update._tag === 'None') return apiError(c, 400, 'bad_request', 'badRequest')
    if (update.value.message) await deps.links.receive(update.value.message)
    return c.json({ ok: true })
  })
  return routes
}
