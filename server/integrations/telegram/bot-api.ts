/**
 * The Telegram Bot API (https://core.telegram.org/bots/api), as this server calls it: `POST
 * {api}/bot{token}/{method}` with a JSON body, answered `{ok: true, result}` or `{ok: false,
 * error_code, description, parameters?: {retry_after}}`. General: the players' notifications and the
 * announcements' channel both send through it, always from a job (ADR 0026), so a failure is told in
 * the job queue's words:
 *
 * - `429` with `parameters.retry_after` (seconds): `RetryAfter`, the job runs again exactly then;
 * - `403` (the bot was blocked by the user, the user is deactivated, the bot was removed from the
 *   chat): `TelegramForbidden`, a `PermanentFailure` that names the chat, so its caller may forget it;
 * - any other `4xx` (a bad token, a chat not found, a text Telegram refuses): `PermanentFailure`;
 * - a `5xx`, no answer in time, or an answer that is not the API's: `TelegramUnavailable`, an
 *   ordinary failure the queue retries with its backoff.
 *
 * The token is in every address: no message here names the address, so nothing logs it.
 */
import { Schema } from 'effect'
import { PermanentFailure, RetryAfter } from '#server/platform/jobs/queue.ts'

export const TELEGRAM_TIMEOUT_MS = 10_000
/** Telegram's longest message text, in UTF-16 code units after entity parsing. */
export const TELEGRAM_TEXT_MAX = 4096

export type ChatId = number | string

/** A sent or edited message, as much of Telegram's Message object as callers read. */
export interface TelegramMessage {
  readonly messageId: number
  readonly chatId: number
  /** Unix time in seconds. */
  readonly date: number
}

export interface OutgoingText {
  readonly chatId: ChatId
  /** Plain text, or Telegram's HTML subset when `html` (every user's text in it escaped). */
  readonly text: string
  readonly html?: boolean
  /** No preview card under the message for its first link (the default: our links are the site's). */
  readonly linkPreview?: boolean
}

export interface TelegramBotApi {
  sendMessage(message: OutgoingText): Promise<TelegramMessage>
  editMessageText(edit: OutgoingText & { readonly messageId: number }): Promise<TelegramMessage>
}

/** A `5xx`, no answer, or something that is not the API's answer: retried with the backoff. */
export class TelegramUnavailable extends Error {
  override name = 'TelegramUnavailable'
}

/** `403`: the bot may not write to this chat (blocked by the user, a deactivated user, not a member). */
export class TelegramForbidden extends PermanentFailure {
  override name = 'TelegramForbidden'
  readonly chatId: ChatId
  constructor(chatId: ChatId, detail: string) {
    super(detail)
    this.chatId = chatId
  }
}

const Message = Schema.Struct({
  message_id: Schema.Number,
  date: Schema.Number,
  chat: Schema.Struct({ id: Schema.Number }),
})

const Answer = Schema.Union([
  Schema.Struct({ ok: Schema.Literal(true), result: Message }),
  Schema.Struct({
    ok: Schema.Literal(false),
    error_code: Schema.Number,
    description: Schema.optional(Schema.String),
    parameters: Schema.optional(Schema.Struct({ retry_after: Schema.optional(Schema.Number) })),
  }),
])
const decodeAnswer = Schema.decodeUnknownOption(Answer)

export type Fetch = (input: string, init: RequestInit) => Promise<Response>

export interface TelegramBotApiSettings {
  readonly apiUrl: string
  readonly botToken: string
  readonly fetch?: Fetch
  readonly timeoutMs?: number
}

export const createTelegramBotApi = (settings: TelegramBotApiSettings): TelegramBotApi => {
  const fetchFn: Fetch = settings.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = settings.timeoutMs ?? TELEGRAM_TIMEOUT_MS

  const call = async (method: string, chatId: ChatId, body: object): Promise<TelegramMessage> => {
    let response: Response
    let text: string
    try {
      response = await fetchFn(`${settings.apiUrl}/bot${settings.botToken}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      // The error's own message only: a fetch failure never carries the address.
      const why =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.name) : ''
      throw new TelegramUnavailable(`Telegram ${method}: no answer${why ? ` (${why})` : ''}`)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    const answer = decodeAnswer(json)
    const what = `Telegram ${method}: HTTP ${response.status}`
    if (answer._tag === 'None') {
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new PermanentFailure(`${what}, not the Bot API's answer`)
      throw new TelegramUnavailable(`${what}, not the Bot API's answer`)
    }
    const value = answer.value
    if (value.ok) {
      if (!response.ok) throw new TelegramUnavailable(`${what} with a success in it`)
      return { messageId: value.result.message_id, chatId: value.result.chat.id, date: value.result.date }
    }
    const code = value.error_code
    const detail = `${what}: ${code} ${value.description ?? ''}`.trim()
    const retryAfter = value.parameters?.retry_after
    if (code === 429 && retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0)
      throw new RetryAfter(retryAfter * 1000, detail)
    if (code === 403) throw new TelegramForbidden(chatId, detail)
    if (code >= 400 && code < 500 && code !== 429) throw new PermanentFailure(detail)
    throw new TelegramUnavailable(detail)
  }

  const textFields = (message: OutgoingText) => ({
    chat_id: message.chatId,
    text: message.text,
    ...(message.html ? { parse_mode: 'HTML' } : {}),
    link_preview_options: { is_disabled: !message.linkPreview },
  })

  return {
    sendMessage: (message) => call('sendMessage', message.chatId, textFields(message)),
    editMessageText: (edit) =>
      call('editMessageText', edit.chatId, { ...textFields(edit), message_id: edit.messageId }),
  }
}

/** Text for Telegram's HTML mode: `<`, `>`, `&` and quotes as entities, nothing else touched. */
export const escapeTelegramHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
