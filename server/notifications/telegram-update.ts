/**
 * What the bot reads of the `Update` Telegram posts to its webhook
 * (https://core.telegram.org/bots/api#update): a message, its chat and sender, and its text. Every
 * other field, and every other kind of update (edited messages, the bot's membership, …), decodes
 * and is passed over: Telegram adds kinds, and an update the bot does not act on is still answered 200,
 * or Telegram would send it again and again.
 */
import { Schema } from 'effect'

/** Telegram's ids: whole numbers of at most 52 significant bits. */
const TelegramId = Schema.Number.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: -(2 ** 53), maximum: 2 ** 53 }),
)

const IncomingMessage = Schema.Struct({
  message_id: TelegramId,
  date: TelegramId,
  chat: Schema.Struct({ id: TelegramId, type: Schema.String }),
  from: Schema.optional(
    Schema.Struct({
      id: TelegramId,
      is_bot: Schema.Boolean,
      language_code: Schema.optional(Schema.String),
    }),
  ),
  /** At most 4096 characters from Telegram; the webhook's body limit bounds it first. */
  text: Schema.optional(Schema.String),
})
export type IncomingTelegramMessage = typeof IncomingMessage.Type

export const TelegramUpdate = Schema.Struct({
  update_id: TelegramId,
  message: Schema.optional(IncomingMessage),
})
export type TelegramUpdate = typeof TelegramUpdate.Type
