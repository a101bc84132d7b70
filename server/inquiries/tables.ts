/**
 * The inquiries: contact messages and streamer applications, kept for the organiser console's inbox.
 * What was typed is kept as the form decoded it (`fields`, per kind); the columns beside it are what
 * the inbox sorts and filters by.
 */
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { INQUIRY_KINDS } from '#core/inquiries/inquiries.api.ts'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { isOneOf } from '#server/platform/db/checks.ts'

export const INQUIRY_STATUSES = ['new', 'read', 'answered', 'archived'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

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
  },
  (table) => [
    check('inquiries_kind_known', isOneOf(table.kind, INQUIRY_KINDS)),
    check('inquiries_locale_known', isOneOf(table.locale, LOCALES)),
    check('inquiries_status_known', isOneOf(table.status, INQUIRY_STATUSES)),
    index('inquiries_inbox').on(table.status, table.createdAt),
  ],
)

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
