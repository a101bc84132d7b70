/**
 * The announcements' channels over the integrations' clients: a Discord channel through the bot (or a
 * channel's incoming webhook when there is no bot), a Telegram channel through the Bot API.
 */
import { createHash } from 'node:crypto'
import type { DiscordRest } from '#server/integrations/discord/rest.ts'
import type { ChatId, TelegramBotApi } from '#server/integrations/telegram/bot-api.ts'
import type { PostAnnouncement } from './index.ts'

/** Discord keeps a nonce of at most 25 characters. */
const NONCE_LENGTH = 25

/**
 * The same announcement always has the same nonce: a post retried after an answer that was lost is
 * answered with the message the first one made (`enforce_nonce`), not posted twice.
 */
export const announcementNonce = (key: string): string =>
  createHash('sha256').update(`announcement:${key}`).digest('base64url').slice(0, NONCE_LENGTH)

export const discordAnnouncements =
  (
    rest: Pick<DiscordRest, 'createMessage' | 'executeWebhook'>,
    target: { readonly channelId: string } | { readonly webhookUrl: string },
  ): PostAnnouncement =>
  async (text, key) => {
    // The texts name teams and tournaments, never anyone to ping.
    const body = { content: text, allowed_mentions: { parse: [] } }
    if ('channelId' in target)
      await rest.createMessage(target.channelId, body, { nonce: announcementNonce(key) })
    else await rest.executeWebhook(target.webhookUrl, body)
  }

export const telegramAnnouncements =
  (api: Pick<TelegramBotApi, 'sendMessage'>, chatId: ChatId): PostAnnouncement =>
  async (text) => {
    await api.sendMessage({ chatId, text, linkPreview: true })
  }
