/**
 * The news and cases table (Drizzle, pg-core); `server/platform/db/schema.ts` gathers it for the
 * client and for drizzle-kit. A language is written whole or not at all (title, summary and body
 * together), and at least one is written, so a page picks the item's language once (docs/news.md).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORIES,
  NEWS_ID_MAX,
  NEWS_ID_PATTERN,
  NEWS_STATUSES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
} from '#core/news/news.schema.ts'
import { hasLengthAtMost, isOneOf, matches } from '#server/platform/db/checks.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'

export const newsItems = pgTable(
  'news_items',
  {
    /** The slug the item is addressed by (`/news/{id}`). */
    id: text('id').primaryKey(),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull(),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    titleUk: text('title_uk'),
    titleEn: text('title_en'),
    summaryUk: text('summary_uk'),
    summaryEn: text('summary_en'),
    /** Markdown, rendered to HTML on the server when shown (raw HTML is escaped). */
    bodyUk: text('body_uk'),
    bodyEn: text('body_en'),
    cover: jsonb('cover').$type<StoredImageRecord>(),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    /** Set when first published; shown as the item's date. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The public list: published items of a category, newest first.
    index('news_items_published_idx').on(table.status, table.publishedAt.desc()),
    index('news_items_category_published_idx').on(table.category, table.status, table.publishedAt.desc()),
    // Core's lists and the news schema's limits, written into the checks.
    check(
      'news_items_id_slug',
      sql`${hasLengthAtMost(table.id, NEWS_ID_MAX)} and ${matches(table.id, NEWS_ID_PATTERN)}`,
    ),
    check('news_items_category_valid', isOneOf(table.category, NEWS_CATEGORIES)),
    check('news_items_status_valid', isOneOf(table.status, NEWS_STATUSES)),
    check(
      'news_items_text_length',
      sql.join(
        [
          hasLengthAtMost(table.titleUk, NEWS_TITLE_MAX),
          hasLengthAtMost(table.titleEn, NEWS_TITLE_MAX),
          hasLengthAtMost(table.summaryUk, NEWS_SUMMARY_MAX),
          hasLengthAtMost(table.summaryEn, NEWS_SUMMARY_MAX),
          hasLengthAtMost(table.bodyUk, NEWS_BODY_MAX),
          hasLengthAtMost(table.bodyEn, NEWS_BODY_MAX),
        ],
        sql` and `,
      ),
    ),
    check(
      'news_items_language_whole',
      sql`(${table.titleUk} is null) = (${table.summaryUk} is null) and (${table.titleUk} is null) = (${table.bodyUk} is null)
        and (${table.titleEn} is null) = (${table.summaryEn} is null) and (${table.titleEn} is null) = (${table.bodyEn} is null)`,
    ),
    check('news_items_some_language', sql`${table.titleUk} is not null or ${table.titleEn} is not null`),
    check('news_items_published_dated', sql`${table.status} = 'draft' or ${table.publishedAt} is not null`),
    check(
      'news_items_cover_sized',
      sql`(${table.cover} is null) = (${table.coverWidth} is null) and (${table.cover} is null) = (${table.coverHeight} is null)
        and coalesce(${table.coverWidth} > 0 and ${table.coverHeight} > 0, true)`,
    ),
  ],
)

export type NewsItemRow = typeof newsItems.$inferSelect
export type NewsItemInsert = typeof newsItems.$inferInsert
