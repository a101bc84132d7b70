/**
 * Every message the bot sends is a `telegram-message` job (ADR 0026), enqueued in the transaction of
 * the change it tells of: a reply to a chat (`to.chatId`), or a player's notification (`to.userId`,
 * sent to the chat linked to them when it runs, and not at all if they unlinked meanwhile). The
 * Bot API client says how a failure is retried (`bot-api.ts`); a chat that refuses the bot (403) is
 * unlinked from its account, and the job fails for good.
 */
import { Schema } from 'effect'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate, type MessageParams } from '#core/shared/validation/message.ts'
import { telegram as en } from '#locales/en/telegram.ts'
import { telegram as uk } from '#locales/uk/telegram.ts'
import { type TelegramBotApi, TelegramForbidden } from '#server/integrations/telegram/bot-api.ts'
import { defineJobType, type JobQueue } from '#server/platform/jobs/queue.ts'

/** Telegram's chat ids are whole numbers of at most 52 significant bits. */
const ChatId = Schema.Number.check(Schema.isInt())

const TelegramMessageJob = Schema.Struct({
  to: Schema.Union([Schema.Struct({ chatId: ChatId }), Schema.Struct({ userId: Schema.String })]),
  text: Schema.String,
  /** Telegram's HTML mode (the text's own parts escaped), or plain text. */
  html: Schema.Boolean,
})
export type TelegramMessageJob = typeof TelegramMessageJob.Type

export const TELEGRAM_MESSAGE_JOB = defineJobType('telegram-message', TelegramMessageJob)

export type BotTexts = typeof uk

// Typed against the Ukrainian base: a text missing in English does not compile.
const BOT_TEXTS: Readonly<Record<Locale, BotTexts>> = { uk, en }

/** One of the bot's texts in `locale`, its parameters filled in (plain text, never HTML). */
export const botText = (locale: Locale, key: keyof BotTexts, params: MessageParams = {}): string =>
  interpolate(locale, BOT_TEXTS[locale][key], params)

/** What the worker needs: the chat a player linked, and forgetting a chat that refused the bot. */
export interface ChatBook {
  chatOf(userId: string): Promise<number | undefined>
  forgetChat(chatId: number): Promise<void>
}

/** The worker's side: sends the job's message; a chat's 403 unlinks it before the job fails for good. */
export const handleTelegramMessages = (
  jobs: Pick<JobQueue, 'handle'>,
  deps: { readonly api: TelegramBotApi; readonly chats: ChatBook },
): void =>
  jobs.handle(TELEGRAM_MESSAGE_JOB, async (job) => {
    const chatId = 'chatId' in job.to ? job.to.chatId : await deps.chats.chatOf(job.to.userId)
    if (chatId === undefined) return
    try {
      await deps.api.sendMessage({ chatId, text: job.text, html: job.html })
    } catch (error) {
      if (error instanceof TelegramForbidden) await deps.chats.forgetChat(chatId)
      throw error
    }
  })
