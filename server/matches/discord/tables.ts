/**
 * The moderators' Discord message about each disputed report (docs/discord.md "Disputes"): where it is,
 * so that the decision, made anywhere, edits it in place. Kept like the teams' messages (ADR 0064): the
 * nonce of the post until Discord's answer is stored, and a hash of the body last sent.
 */
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { hasLengthBetween, matches } from '#server/platform/db/checks.ts'
import { DISCORD_NONCE_LENGTH } from '#server/teams/tables.ts'
import { matchReports } from '../tables.ts'

const SNOWFLAKE = /^[0-9]{1,20}$/

export const discordDisputeMessages = pgTable(
  'discord_dispute_messages',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => matchReports.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    /** Null until Discord has answered the post. */
    messageId: text('message_id'),
    nonce: text('nonce').notNull(),
    /** SHA-256 of the message's body as last sent; null until posted, or when another run's post won. */
    contentHash: text('content_hash'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('discord_dispute_messages_channel_id_shape', matches(table.channelId, SNOWFLAKE)),
    check('discord_dispute_messages_message_id_shape', matches(table.messageId, SNOWFLAKE)),
    check('discord_dispute_messages_nonce_length', hasLengthBetween(table.nonce, 1, DISCORD_NONCE_LENGTH)),
  ],
)

export type DiscordDisputeMessageRow = typeof discordDisputeMessages.$inferSelect
