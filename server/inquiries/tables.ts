/**
 * The inquiries: contact messages and streamer applications, kept for the organiser console's inbox.
 * What was typed is kept as the form decoded it (`fields`, per kind); the columns beside it are what
 * the inbox sorts and filters by.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import {
  CLOSED_STATUSES,
  INQUIRY_NOTE_MAX,
  INQUIRY_REPLY_MAX,
  INQUIRY_STATUSES,
} from '#core/inquiries/inbox.api.ts'
import { INQUIRY_KINDS } from '#core/inquiries/inquiries.api.ts'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { users } from '#server/accounts/tables.ts'
import { hasLengthBetween, isOneOf } from '#server/platform/db/checks.ts'
import { streamers } from '#server/streamers/tables.ts'

export { INQUIRY_STATUSES, type InquiryStatus } from '#core/inquiries/inbox.api.ts'

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INQUIRY_KINDS }).notNull(),
    /** The decoded form: name, phone, message, and the application's channels. */
    fields: jsonb('fields').$type<Readonly<Record<string, string>>>().notNull(),
    /** The page's language when sent (the organisers answer in it). */
    locale: text('locale', { enum: LOCALES }).notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sender's e-mail address in lower case when they left one (the form's `phone` field takes
     * either): where a reply goes, and how a person's messages are found for export or deletion.
     */
    email: text('email'),
    /** The organiser the message is given to; null when nobody has it. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the status last changed: the retention counts from here for `done` and `spam`. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The streamer's entry an accepted application made. */
    streamerId: text('streamer_id').references(() => streamers.id, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /** Raised by every change: a change made on an older version is refused. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check('inquiries_kind_known', isOneOf(table.kind, INQUIRY_KINDS)),
    check('inquiries_locale_known', isOneOf(table.locale, LOCALES)),
    check('inquiries_status_known', isOneOf(table.status, INQUIRY_STATUSES)),
    check('inquiries_version_positive', sql`${table.version} >= 1`),
    check('inquiries_email_lower', sql`${table.email} = lower(${table.email})`),
    index('inquiries_inbox').on(table.status, table.createdAt),
    index('inquiries_kind_inbox').on(table.kind, table.createdAt),
    index('inquiries_email').on(table.email),
    index('inquiries_assignee').on(table.assigneeId),
    index('inquiries_streamer').on(table.streamerId),
    // The retention job's sweep: closed messages by the time they were closed.
    index('inquiries_retention').on(table.statusChangedAt).where(isOneOf(table.status, CLOSED_STATUSES)),
  ],
)

/** The organisers' internal notes on a message; never shown or mailed to the sender. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('inquiry_notes_inquiry').on(table.inquiryId, table.createdAt),
    index('inquiry_notes_author').on(table.authorId),
    check('inquiry_notes_text_length', hasLengthBetween(table.text, 1, INQUIRY_NOTE_MAX)),
  ],
)

/** The replies mailed from the desk, kept with the message they answer. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** The language the reply was mailed in: the sender's page language. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('inquiry_replies_inquiry').on(table.inquiryId, table.createdAt),
    index('inquiry_replies_author').on(table.authorId),
    check('inquiry_replies_text_length', hasLengthBetween(table.text, 1, INQUIRY_REPLY_MAX)),
    check('inquiry_replies_locale_known', isOneOf(table.locale, LOCALES)),
  ],
)

export type InquiryNoteRow = typeof inquiryNotes.$inferSelect
export type InquiryReplyRow = typeof inquiryReplies.$inferSelect

export type InquiryRow = typeof inquiries.$inferSelect

/**
 * The fill-time tokens already taken with a message (ADR 0037): a token is good for one message, so
 * a bot cannot post the same page's token again and again. The row goes in with the message, in one
 * transaction; the primary key makes the second of two posts with one token fail. Kept while the
 * token could still pass (a day), then deleted.
 */
export const inquiryFormTokens = pgTable(
  'inquiry_form_tokens',
  {
    /** The token's random part (`form-started.ts`). */
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('inquiry_form_tokens_expiry').on(table.expiresAt)],
)
