/**
 * Discord's REST API as the bot calls it (https://discord.com/developers/docs/reference): messages in
 * a channel with the bot's token, a channel's incoming webhook, and an interaction's own webhook (its
 * token, valid 15 minutes, stands for the bot's). Every call runs in a job of the queue (ADR 0026), so
 * a failure says how the job goes on:
 *
 * - `429`: `RetryAfter` with Discord's `retry_after` (the body's seconds, a float) or `Retry-After`;
 * - `5xx`, a network error, a timeout: an ordinary error, retried with the queue's backoff;
 * - any other `4xx`: `PermanentFailure` (Missing Access, Unknown Channel, Invalid Form Body: asking
 *   again changes nothing), except `404 Unknown Message` (10008) on an edit: `DiscordUnknownMessage`,
 *   the message was deleted and its caller may post it again.
 *
 * Nothing secret reaches an error's text: no token, no webhook URL, no interaction token.
 */
import { Schema } from 'effect'
import { PermanentFailure, RetryAfter } from '#server/platform/jobs/queue.ts'
import { type DiscordMessageBody, DiscordMessageRef } from './messages.ts'

export const REQUEST_TIMEOUT_MS = 10_000
/** Discord's JSON error code of a message that no longer exists. */
export const UNKNOWN_MESSAGE = 10008
/** A 429 that says nothing usable about when (a proxy's, say): ask again after this long. */
const DEFAULT_RETRY_MS = 5_000
const MAX_RETRY_MS = 60 * 60 * 1000

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

export interface DiscordRestSettings {
  /** `https://discord.com/api/v10`, without a trailing slash. */
  readonly apiUrl: string
  readonly botToken: string
  /** Discord asks bots for `DiscordBot ($url, $version)`. */
  readonly userAgent: string
}

/** Discord no longer has the message (deleted by someone): its caller may post it anew. */
export class DiscordUnknownMessage extends PermanentFailure {
  override name = 'DiscordUnknownMessage'
}

/** Discord did not answer, or answered 5xx: worth asking again later. */
export class DiscordUnavailable extends Error {
  override name = 'DiscordUnavailable'
}

export interface DiscordRest {
  /**
   * Posts in a channel. With `nonce` and `enforce_nonce`, Discord answers a repeat within a few
   * minutes with the message the first one made: a retry after a lost answer does not post twice.
   */
  createMessage(
    channelId: string,
    body: DiscordMessageBody,
    options: { readonly nonce: string },
  ): Promise<DiscordMessageRef>
  /** Changes the bot's message; `DiscordUnknownMessage` when it was deleted. */
  editMessage(channelId: string, messageId: string, body: DiscordMessageBody): Promise<DiscordMessageRef>
  /** Posts through a channel's incoming webhook (`…/webhooks/{id}/{token}`), waiting for the message. */
  executeWebhook(webhookUrl: string, body: DiscordMessageBody): Promise<DiscordMessageRef>
  /** Changes the message an interaction answered (or the one its component sits on, after a deferral). */
  editOriginalResponse(
    applicationId: string,
    interactionToken: string,
    body: DiscordMessageBody,
  ): Promise<DiscordMessageRef>
  /** One more message in answer to an interaction (ephemeral with `flags: 64`). */
  createFollowup(
    applicationId: string,
    interactionToken: string,
    body: DiscordMessageBody,
  ): Promise<DiscordMessageRef>
}

const DiscordError = Schema.Struct({ code: Schema.Number, message: Schema.String })
const RateLimited = Schema.Struct({ retry_after: Schema.Number })
const decodeError = Schema.decodeUnknownOption(DiscordError)
const decodeRateLimited = Schema.decodeUnknownOption(RateLimited)
const decodeMessage = Schema.decodeUnknownOption(DiscordMessageRef)

const jsonOf = async (response: Response): Promise<unknown> => {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

const secondsToMs = (seconds: number): number | undefined =>
  Number.isFinite(seconds) && seconds >= 0 ? Math.min(Math.ceil(seconds * 1000), MAX_RETRY_MS) : undefined

/** How long a 429 asks to wait: the body's `retry_after`, else `Retry-After`, else a default. */
export const retryAfterMs = (response: Response, body: unknown): number => {
  const fromBody = decodeRateLimited(body)
  const fromHeader = Number(response.headers.get('Retry-After') ?? Number.NaN)
  return (
    (fromBody._tag === 'Some' ? secondsToMs(fromBody.value.retry_after) : undefined) ??
    secondsToMs(fromHeader) ??
    DEFAULT_RETRY_MS
  )
}

export const createDiscordRest = (
  settings: DiscordRestSettings,
  options: { readonly fetch?: Fetch } = {},
): DiscordRest => {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init))

  /** One call; `what` names it in errors (never a token). */
  const call = async (
    method: 'POST' | 'PATCH',
    url: string,
    body: unknown,
    what: string,
    authorised: boolean,
    onMissing?: (code: number) => Error | undefined,
  ): Promise<DiscordMessageRef> => {
    let response: Response
    try {
      response = await fetchFn(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': settings.userAgent,
          // The webhooks' own tokens authorise them: the bot's never goes to their URLs.
          ...(authorised ? { Authorization: `Bot ${settings.botToken}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
    } catch (error) {
      throw new DiscordUnavailable(`Discord ${what}: ${error instanceof Error ? error.message : 'no answer'}`)
    }
    const answer = await jsonOf(response)
    if (response.ok) {
      const message = decodeMessage(answer)
      if (message._tag === 'Some') return message.value
      throw new DiscordUnavailable(`Discord ${what}: HTTP ${response.status} without a message`)
    }
    if (response.status === 429) {
      throw new RetryAfter(retryAfterMs(response, answer), `Discord ${what}: rate limited (429)`)
    }
    if (response.status >= 500) throw new DiscordUnavailable(`Discord ${what}: HTTP ${response.status}`)
    const error = decodeError(answer)
    const detail = error._tag === 'Some' ? ` ${error.value.code} ${error.value.message.slice(0, 200)}` : ''
    const missing =
      response.status === 404 && error._tag === 'Some' ? onMissing?.(error.value.code) : undefined
    throw missing ?? new PermanentFailure(`Discord ${what}: HTTP ${response.status}${detail}`)
  }

  const api = settings.apiUrl
  const interactionWebhook = (applicationId: string, token: string) =>
    `${api}/webhooks/${encodeURIComponent(applicationId)}/${encodeURIComponent(token)}`

  return {
    createMessage: (channelId, body, { nonce }) =>
      call(
        'POST',
        `${api}/channels/${encodeURIComponent(channelId)}/messages`,
        { ...body, nonce, enforce_nonce: true },
        `create message in channel ${channelId}`,
        true,
      ),

    editMessage: (channelId, messageId, body) =>
      call(
        'PATCH',
        `${api}/channels/${encodeURIComponent(channelId)}/messages/${encodeURIComponent(messageId)}`,
        body,
        `edit message ${messageId} in channel ${channelId}`,
        true,
        (code) =>
          code === UNKNOWN_MESSAGE
            ? new DiscordUnknownMessage(`Discord: message ${messageId} in channel ${channelId} is gone`)
            : undefined,
      ),

    executeWebhook: (webhookUrl, body) => {
      const url = new URL(webhookUrl)
      url.searchParams.set('wait', 'true')
      return call('POST', url.href, body, 'execute webhook', false)
    },

    editOriginalResponse: (applicationId, interactionToken, body) =>
      call(
        'PATCH',
        `${interactionWebhook(applicationId, interactionToken)}/messages/@original`,
        body,
        'edit interaction response',
        false,
      ),

    createFollowup: (applicationId, interactionToken, body) =>
      call(
        'POST',
        interactionWebhook(applicationId, interactionToken),
        body,
        'create interaction follow-up',
        false,
      ),
  }
}
