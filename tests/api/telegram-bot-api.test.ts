/**
 * The Bot API client against the local imitation of Telegram: what a sent message answers, and how
 * each of Telegram's refusals is told to the job queue (RetryAfter, PermanentFailure, a chat that
 * refuses the bot, an ordinary failure to retry). No message names the address: the token is in it.
 */
import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createTelegramBotApi,
  TelegramForbidden,
  TelegramUnavailable,
} from '#server/integrations/telegram/bot-api.ts'
import { PermanentFailure, RetryAfter } from '#server/platform/jobs/queue.ts'
import { startTelegramApi, TELEGRAM_BOT_TOKEN, type TelegramApi } from '../fakes/telegram-api.ts'

const CHAT = 4_242_424

const failureOf = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise
  } catch (error) {
    if (!(error instanceof Error)) throw error
    expect(error.message).not.toContain(TELEGRAM_BOT_TOKEN)
    return error
  }
  throw new Error('expected a failure')
}

describe('the Telegram Bot API client', () => {
  let telegram: TelegramApi
  beforeAll(async () => {
    telegram = await startTelegramApi()
  })
  afterAll(() => telegram.close())
  beforeEach(() => {
    telegram.reset()
    telegram.user({ id: CHAT, firstName: 'Olena' })
  })
  const api = () => createTelegramBotApi({ apiUrl: telegram.url, botToken: TELEGRAM_BOT_TOKEN })

  it('sends plain and HTML texts without a link preview, and edits what it sent', async () => {
    const sent = await api().sendMessage({ chatId: CHAT, text: 'Привіт, <Olena> & co' })
    expect(sent).toMatchObject({ messageId: 1, chatId: CHAT })
    const html = await api().sendMessage({ chatId: CHAT, text: '<b>Kyiv &amp; Lviv</b>', html: true })
    expect(html.messageId).toBe(2)
    expect(telegram.calls.map((call) => call.body)).toEqual([
      { chat_id: CHAT, text: 'Привіт, <Olena> & co', link_preview_options: { is_disabled: true } },
      {
        chat_id: CHAT,
        text: '<b>Kyiv &amp; Lviv</b>',
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      },
    ])
    const edited = await api().editMessageText({
      chatId: CHAT,
      messageId: 2,
      text: '<b>Kyiv</b>',
      html: true,
    })
    expect(edited).toMatchObject({ messageId: 2, chatId: CHAT })
    expect(telegram.textsTo(CHAT)).toEqual(['Привіт, <Olena> & co', '<b>Kyiv &amp; Lviv</b>', '<b>Kyiv</b>'])
  })

  it('tells a 429 as RetryAfter of exactly retry_after seconds', async () => {
    telegram.throttle(23)
    const error = await failureOf(api().sendMessage({ chatId: CHAT, text: 'hi' }))
    expect(error).toBeInstanceOf(RetryAfter)
    expect((error as RetryAfter).delayMs).toBe(23_000)
    expect(error.message).toBe('Telegram sendMessage: HTTP 429: 429 Too Many Requests: retry after 23')
  })

  it('tells a chat that blocked the bot as TelegramForbidden, a permanent failure naming the chat', async () => {
    telegram.block(CHAT)
    const error = await failureOf(api().sendMessage({ chatId: CHAT, text: 'hi' }))
    expect(error).toBeInstanceOf(TelegramForbidden)
    expect(error).toBeInstanceOf(PermanentFailure)
    expect((error as TelegramForbidden).chatId).toBe(CHAT)
  })

  it('tells any other 4xx as a permanent failure, with Telegram’s description', async () => {
    const unknownChat = await failureOf(api().sendMessage({ chatId: 1, text: 'hi' }))
    expect(unknownChat).toBeInstanceOf(PermanentFailure)
    expect(unknownChat).not.toBeInstanceOf(TelegramForbidden)
    expect(unknownChat.message).toBe('Telegram sendMessage: HTTP 400: 400 Bad Request: chat not found')
    const unparsable = await failureOf(api().sendMessage({ chatId: CHAT, text: '<Olena>', html: true }))
    expect(unparsable.message).toBe(
      'Telegram sendMessage: HTTP 400: 400 Bad Request: can\'t parse entities: Unsupported start tag "olena" at byte offset 0',
    )
    const badToken = await failureOf(
      createTelegramBotApi({ apiUrl: telegram.url, botToken: '1:AAAAAAAAAAAAAAAAAAAAAAAAAAAA' }).sendMessage({
        chatId: CHAT,
        text: 'hi',
      }),
    )
    expect(badToken).toBeInstanceOf(PermanentFailure)
    expect(badToken.message).toBe('Telegram sendMessage: HTTP 401: 401 Unauthorized')
  })

  it('tells a 502 of Telegram’s front, and no answer at all, as ordinary failures to retry', async () => {
    telegram.down()
    const down = await failureOf(api().sendMessage({ chatId: CHAT, text: 'hi' }))
    expect(down).toBeInstanceOf(TelegramUnavailable)
    expect(down).not.toBeInstanceOf(PermanentFailure)
    expect(down.message).toBe("Telegram sendMessage: HTTP 502, not the Bot API's answer")

    // A port nobody listens on: the connection is refused.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    const refused = await failureOf(
      createTelegramBotApi({
        apiUrl: `http://127.0.0.1:${closed}`,
        botToken: TELEGRAM_BOT_TOKEN,
      }).sendMessage({
        chatId: CHAT,
        text: 'hi',
      }),
    )
    expect(refused).toBeInstanceOf(TelegramUnavailable)
    expect(refused.message).toMatch(
      /^Telegram sendMessage: no answer \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
    )
  })
})
