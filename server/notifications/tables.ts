/**
 * The players' Telegram links and their choices of how each kind of notification comes
 * (docs/telegram.md). A chat is linked to one account and an account to one chat; the chat's id is
 * the player's own and is shown to nobody, themselves included.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { bigint, check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { NOTIFICATION_CHOICES, NOTIFICATION_KINDS } from '#core/notifications/notifications.ts'
import { users } from '#server/accounts/tables.ts'
import { isOneOf } from '#server/platform/db/checks.ts'

export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The private chat with the bot: Telegram's ids have at most 52 significant bits. */
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('telegram_links_chat_id_key').on(table.chatId)],
)

export type TelegramLinkRow = typeof telegramLinks.$inferSelect

/**
 * Whether the user has a linked Telegram: the team notices reach a member with an e-mail address or
 * with a link (server/teams), and this says the second.
 */
export const hasTelegramLink = (userId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${telegramLinks} where ${telegramLinks.userId} = ${userId})`

/** How each kind comes to a player, as they last saved it; a kind without a row is at its default (e-mail). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    choice: text('choice', { enum: NOTIFICATION_CHOICES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_preferences_kind_valid', isOneOf(table.kind, NOTIFICATION_KINDS)),
    check('notification_preferences_choice_valid', isOneOf(table.choice, NOTIFICATION_CHOICES)),
  ],
)
